import {
  catalogueMessages,
  fileTypeNotAllowedMessage,
  formatDateTime,
  type ReportTemplateFile,
} from '@backoffice/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, serveApi } from '../../../test/api.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';

configure({ asyncUtilTimeout: 3000 });

const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const template = (
  id: number,
  reportType: number,
  name: string,
  createdOn: string,
  inUse: boolean,
): ReportTemplateFile => ({
  id,
  reportType,
  file: { id: 50 + id, name, mimeType: docx, fileUrl: `/api/storage/${id}.docx?sig=get` },
  createdOn,
  inUse,
});

const templates = [
  template(1, 0, 'screening-old.docx', '2024-01-05T08:30:00.000Z', false),
  template(2, 0, 'screening-new.docx', '2024-03-07T14:05:00.000Z', true),
  template(3, 1, 'design.docx', '2024-02-01T09:00:00.000Z', true),
];

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn({ isAdmin: true, role: 1 });
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubApi() {
  const fileRequests: unknown[] = [];
  const created: unknown[] = [];
  let current = templates;
  serveApi({
    'GET /api/report-template-files': () => jsonResponse(200, current),
    'POST /api/files': (body) => {
      fileRequests.push(body);
      return jsonResponse(201, {
        presignedUrl: '/api/storage/new.docx?sig=put',
        file: { id: 90, name: 'design-2.docx', description: null, contentSize: 4, mimeType: docx, fileUrl: null },
      });
    },
    'POST /api/report-template-files': (body) => {
      created.push(body);
      const added = template(4, 1, 'design-2.docx', '2024-04-01T10:00:00.000Z', true);
      current = [...templates.map((t) => (t.reportType === 1 ? { ...t, inUse: false } : t)), added];
      return jsonResponse(201, added);
    },
  });
  return { fileRequests, created };
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));
const fileInputOf = (name: string) => {
  const input = screen.getByRole('region', { name }).querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`No file input in ${name}`);
  return input;
};
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((td) => td.textContent);

describe('report template files', { timeout: 20_000 }, () => {
  it('downloads the template guide and a default template with the session', async () => {
    const word = (name: string) => () =>
      new Response('docx-bytes', { status: 200, headers: { 'Content-Disposition': `attachment; filename="${name}"` } });
    const calls = serveApi({
      'GET /api/report-template-files': () => jsonResponse(200, templates),
      'GET /api/report-template-files/guide': word('Report template guide.docx'),
      'GET /api/report-template-files/default/1': word('Solution design report template.docx'),
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:docx');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderRoute('/report-template-files');

    await user.click(await screen.findByRole('button', { name: 'Template guide' }));
    await user.click((await section('Solution Design Report')).getByRole('button', { name: 'Default template' }));
    await waitFor(() => expect(saved).toEqual(['Report template guide.docx', 'Solution design report template.docx']));
    const [, init] = callsTo(calls, 'GET', '/api/report-template-files/guide')[0]!;
    expect(new Headers(init.headers).get('Authorization')).toBe('bearer token-1');
  });

  it('lists each report type newest first with download links and the one in use', async () => {
    stubApi();
    renderRoute('/report-template-files');

    const screening = await section('Screening Report');
    const newest = (await screening.findByRole('link', { name: 'screening-new.docx' })).closest('tr') as HTMLElement;
    expect(within(newest).getByRole('link')).toHaveAttribute('href', '/api/storage/2.docx?sig=get');
    expect(screening.getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['screening-new.docx', formatDateTime(templates[1]?.createdOn), 'In use'],
      ['screening-old.docx', formatDateTime(templates[0]?.createdOn), ''],
    ]);
    expect(formatDateTime(templates[1]?.createdOn)).toMatch(/^07\/03\/2024 \d\d:\d5$/);

    const design = await section('Solution Design Report');
    expect(design.getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['design.docx', formatDateTime(templates[2]?.createdOn), 'In use'],
    ]);
  });

  it('uploads a docx for its report type and registers it as a template', async () => {
    const user = userEvent.setup();
    const { fileRequests, created } = stubApi();
    renderRoute('/report-template-files');
    const design = await section('Solution Design Report');
    await design.findByText('design.docx');

    await user.upload(fileInputOf('Solution Design Report'), new File(['abcd'], 'design-2.docx', { type: docx }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(fileRequests).toEqual([{ name: 'design-2.docx', contentSize: 4, mimeType: docx, usage: 'docx' }]);
    act(() => FakeXhr.sent[0]?.respond(201));

    await waitFor(() => expect(created).toEqual([{ reportType: 1, file: { id: 90 } }]));
    await waitFor(() => expect(toasts.last()).toMatchObject({ message: catalogueMessages.reportTemplateUploaded }));
    const row = (await design.findByRole('link', { name: 'design-2.docx' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('In use')).toBeInTheDocument();
    expect(design.getAllByText('In use')).toHaveLength(1);
  });

  it('refuses other file types before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { fileRequests } = stubApi();
    renderRoute('/report-template-files');
    await (await section('Screening Report')).findByText('screening-new.docx');

    await user.upload(fileInputOf('Screening Report'), new File(['%PDF'], 'template.pdf', { type: 'application/pdf' }));

    await waitFor(() => expect(toasts.messages()).toEqual([fileTypeNotAllowedMessage('docx')]));
    expect(fileRequests).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
  });
});
