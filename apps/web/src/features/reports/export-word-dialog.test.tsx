import { reportExportMessages } from '@backoffice/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { makeReport, reportPageHandlers, screeningPath } from '../../../test/report-records.ts';
import { exportWordTexts } from './export-word-dialog.tsx';

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn();
});

const docx = {
  id: 90,
  name: 'Screening 2024 2026-11-23.docx',
  description: null,
  contentSize: 12_000,
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  fileUrl: '/api/storage/files/abc?sig=1',
};

/** The report page's answers, a server that makes PDFs (unless `pdf` is false), and `more`. */
const exportHandlers = (more: Parameters<typeof serveApi>[0], pdf = true) => ({
  ...reportPageHandlers(makeReport()),
  'GET /api/reports/export-formats': () => jsonResponse(200, { docx: true, pdf }),
  ...more,
});

async function openExport() {
  renderRoute(screeningPath);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Export as Word file' }));
  return screen.findByRole('dialog', { name: 'Export as Word file' });
}

describe('Export as Word file', { timeout: 20_000 }, () => {
  it('says it is generating, then offers the download', async () => {
    let exports = 0;
    serveApi(
      exportHandlers({
        'POST /api/reports/31/export-as-docx': async () => {
          exports += 1;
          await delay(150);
          return jsonResponse(201, docx);
        },
      }),
    );
    const dialog = await openExport();
    expect(await within(dialog).findByText(exportWordTexts.generating)).toBeInTheDocument();
    const link = await within(dialog).findByRole('link', { name: docx.name });
    expect(link).toHaveAttribute('href', docx.fileUrl);
    expect(link).toHaveAttribute('download', docx.name);
    expect(within(dialog).queryByText(exportWordTexts.generating)).toBeNull();
    expect(exports).toBe(1);
  });

  it("shows 'Error: ' with the server's text when the export fails, without a toast", async () => {
    serveApi(
      exportHandlers({
        'POST /api/reports/31/export-as-docx': () =>
          jsonResponse(422, { error: 'The report template cannot be filled: Tag {#X} is never closed.' }),
      }),
    );
    const dialog = await openExport();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: The report template cannot be filled: Tag {#X} is never closed.',
    );
    expect(toasts.messages()).toEqual([]);
  });

  it('gives focus back to the export button when closed', async () => {
    serveApi(
      exportHandlers({
        'POST /api/reports/31/export-as-docx': () => jsonResponse(201, docx),
      }),
    );
    const user = userEvent.setup();
    const dialog = await openExport();
    await within(dialog).findByRole('link', { name: docx.name });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export as Word file' })).toHaveFocus());
  });
});

const pdf = {
  ...docx,
  id: 91,
  name: 'Screening 2024 2026-11-23.pdf',
  mimeType: 'application/pdf',
  fileUrl: '/api/storage/files/def?sig=1',
};

describe('the Word file as PDF', { timeout: 20_000 }, () => {
  it('is offered once the Word file is ready: generating, then its download', async () => {
    let pdfExports = 0;
    serveApi(
      exportHandlers({
        'POST /api/reports/31/export-as-docx': () => jsonResponse(201, docx),
        'POST /api/reports/31/export-as-pdf': async () => {
          pdfExports += 1;
          await delay(150);
          return jsonResponse(201, pdf);
        },
      }),
    );
    const dialog = await openExport();
    await within(dialog).findByRole('link', { name: docx.name });
    expect(pdfExports).toBe(0);
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: exportWordTexts.asPdf }));
    expect(await within(dialog).findByText(exportWordTexts.generating)).toBeInTheDocument();
    const link = await within(dialog).findByRole('link', { name: pdf.name });
    expect(link).toHaveAttribute('href', pdf.fileUrl);
    expect(link).toHaveAttribute('download', pdf.name);
    expect(within(dialog).queryByRole('button', { name: exportWordTexts.asPdf })).toBeNull();
    expect(pdfExports).toBe(1);
  });

  it('says PDF export needs LibreOffice where the server has none, instead of offering it', async () => {
    serveApi(exportHandlers({ 'POST /api/reports/31/export-as-docx': () => jsonResponse(201, docx) }, false));
    const dialog = await openExport();
    await within(dialog).findByRole('link', { name: docx.name });
    expect(await within(dialog).findByText(reportExportMessages.pdfNeedsLibreOffice)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: exportWordTexts.asPdf })).toBeNull();
  });

  it("shows 'Error: ' with the server's text when the PDF cannot be made, without a toast", async () => {
    const tooLong = reportExportMessages.pdfFailed(reportExportMessages.pdfTooLong(60));
    serveApi(
      exportHandlers({
        'POST /api/reports/31/export-as-docx': () => jsonResponse(201, docx),
        'POST /api/reports/31/export-as-pdf': () => jsonResponse(422, { error: tooLong }),
      }),
    );
    const dialog = await openExport();
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: exportWordTexts.asPdf }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: The PDF could not be made: LibreOffice took longer than 60 s',
    );
    expect(within(dialog).getByRole('link', { name: docx.name })).toBeInTheDocument();
    expect(toasts.messages()).toEqual([]);
  });
});
