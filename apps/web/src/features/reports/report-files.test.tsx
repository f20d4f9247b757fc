import { formatDateTime, messages, type ReportFile, reportMessages } from '@backoffice/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, serveApi } from '../../../test/api.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { makeReport, reportFile, reportPageHandlers, screeningPath } from '../../../test/report-records.ts';

configure({ asyncUtilTimeout: 3000 });

const filesPath = `${screeningPath}/files`;
const older = reportFile(1, 'survey.pdf', '2024-05-01T08:30:00.000Z', 'From the yard');
const newer = reportFile(2, 'offer.docx', '2024-06-02T14:05:00.000Z');

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );

describe('report files page', { timeout: 20_000 }, () => {
  it('lists name, note and created date, newest first, with download links', async () => {
    serveApi(reportPageHandlers(makeReport(), { files: [older, newer] }));
    renderRoute(filesPath);
    expect(await screen.findByRole('heading', { name: 'Report files: Screening 2024' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(rowTexts()).toEqual([
      ['offer.docx', '', formatDateTime(newer.createdOn)],
      ['survey.pdf', 'From the yard', formatDateTime(older.createdOn)],
    ]);
    expect(formatDateTime(newer.createdOn)).toMatch(/^02\/06\/2024 \d\d:05$/);
    expect(screen.getByRole('link', { name: 'Download survey.pdf' })).toHaveAttribute('href', older.file.fileUrl);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    await waitFor(() => expect(within(crumbs).getByRole('link', { name: 'Screening 2024' })).toBeInTheDocument());
    expect(within(crumbs).getByText('Report files')).toBeInTheDocument();
  });

  it('edits name (required) and note of a file', async () => {
    const user = userEvent.setup();
    let files: ReportFile[] = [older];
    const bodies: unknown[] = [];
    serveApi({
      ...reportPageHandlers(makeReport()),
      'GET /api/reports/31/files': () => jsonResponse(200, files),
      'PUT /api/files/101': (body) => {
        bodies.push(body);
        files = [{ ...older, file: { ...older.file, name: 'survey-2024.pdf', description: 'Final' } }];
        return jsonResponse(200, files[0]?.file);
      },
    });
    renderRoute(filesPath);
    await user.click(await screen.findByRole('button', { name: 'Edit survey.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit file' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name (*)')).toBeInTheDocument();
    expect(within(dialog).getByText(messages.required)).toBeInTheDocument();

    await user.type(name, 'survey-2024.pdf');
    const note = within(dialog).getByRole('textbox', { name: /Note/ });
    await user.clear(note);
    await user.type(note, 'Final');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(reportMessages.reportFileUpdated));
    expect(bodies).toEqual([{ name: 'survey-2024.pdf', description: 'Final' }]);
    expect(await screen.findByRole('cell', { name: 'survey-2024.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes a file from the report after confirmation', async () => {
    const user = userEvent.setup();
    let files: ReportFile[] = [older];
    const calls = serveApi({
      ...reportPageHandlers(makeReport()),
      'GET /api/reports/31/files': () => jsonResponse(200, files),
      'DELETE /api/reports/31/files/101': () => {
        files = [];
        return jsonResponse(204);
      },
    });
    renderRoute(filesPath);
    await user.click(await screen.findByRole('button', { name: 'Edit survey.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit file' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(reportMessages.deleteReportFileConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toasts.messages()).toEqual([reportMessages.reportFileDeleted]));
    expect(callsTo(calls, 'DELETE', '/api/reports/31/files/101')).toHaveLength(1);
    expect(await screen.findByText('No files')).toBeInTheDocument();
  });

  it('uploads a file with progress and adds it to the report', async () => {
    const user = userEvent.setup();
    let files: ReportFile[] = [];
    const fileRequests: unknown[] = [];
    const added: unknown[] = [];
    const uploaded = reportFile(3, 'notes.pdf', '2024-07-01T10:00:00.000Z');
    serveApi({
      ...reportPageHandlers(makeReport()),
      'GET /api/reports/31/files': () => jsonResponse(200, files),
      'POST /api/files': (body) => {
        fileRequests.push(body);
        return jsonResponse(201, {
          presignedUrl: '/api/storage/103?sig=put',
          file: { ...uploaded.file, fileUrl: null },
        });
      },
      'POST /api/reports/31/files': (body) => {
        added.push(body);
        files = [uploaded];
        return jsonResponse(201, uploaded);
      },
    });
    renderRoute(filesPath);
    await screen.findByText('No files');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await user.upload(input, new File(['abcd'], 'notes.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(fileRequests).toEqual([
      { name: 'notes.pdf', contentSize: 4, mimeType: 'application/pdf', usage: 'default' },
    ]);
    act(() => FakeXhr.sent[0]?.progress(3, 4));
    expect(screen.getByRole('progressbar', { name: 'File upload' })).toHaveAttribute('aria-valuenow', '75');
    act(() => FakeXhr.sent[0]?.respond(201));
    await waitFor(() => expect(toasts.messages()).toEqual([reportMessages.reportFileUploaded]));
    expect(added).toEqual([{ file: { id: 103 } }]);
    expect(await screen.findByRole('cell', { name: 'notes.pdf' })).toBeInTheDocument();
  });

  it('changes no file of a Completed report', async () => {
    serveApi(reportPageHandlers(makeReport({ status: 8, isLocked: true }), { files: [older] }));
    renderRoute(filesPath);
    expect(await screen.findByRole('button', { name: 'Edit survey.pdf' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Download survey.pdf' })).toBeInTheDocument();
  });
});
