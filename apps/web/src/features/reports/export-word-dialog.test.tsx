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

async function openExport() {
  renderRoute(screeningPath);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Export as Word file' }));
  return screen.findByRole('dialog', { name: 'Export as Word file' });
}

describe('Export as Word file', { timeout: 20_000 }, () => {
  it('says it is generating, then offers the download', async () => {
    let exports = 0;
    serveApi({
      ...reportPageHandlers(makeReport()),
      'POST /api/reports/31/export-as-docx': async () => {
        exports += 1;
        await delay(150);
        return jsonResponse(201, docx);
      },
    });
    const dialog = await openExport();
    expect(await within(dialog).findByText(exportWordTexts.generating)).toBeInTheDocument();
    const link = await within(dialog).findByRole('link', { name: docx.name });
    expect(link).toHaveAttribute('href', docx.fileUrl);
    expect(link).toHaveAttribute('download', docx.name);
    expect(within(dialog).queryByText(exportWordTexts.generating)).toBeNull();
    expect(exports).toBe(1);
  });

  it("shows 'Error: ' with the server's text when the export fails, without a toast", async () => {
    serveApi({
      ...reportPageHandlers(makeReport()),
      'POST /api/reports/31/export-as-docx': () =>
        jsonResponse(422, { error: 'The report template cannot be filled: Tag {#X} is never closed.' }),
    });
    const dialog = await openExport();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: The report template cannot be filled: Tag {#X} is never closed.',
    );
    expect(toasts.messages()).toEqual([]);
  });

  it('gives focus back to the export button when closed', async () => {
    serveApi({
      ...reportPageHandlers(makeReport()),
      'POST /api/reports/31/export-as-docx': () => jsonResponse(201, docx),
    });
    const user = userEvent.setup();
    const dialog = await openExport();
    await within(dialog).findByRole('link', { name: docx.name });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export as Word file' })).toHaveFocus());
  });
});
