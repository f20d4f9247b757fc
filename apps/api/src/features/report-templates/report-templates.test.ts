import { fileTypeNotAllowedMessage, type ReportTemplateFile, Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { uploadFile } from '../../../test/factories-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { fileMessages } from '../files/index.ts';
import { defaultTemplate } from './index.ts';
import { reportTemplateInUse } from './report-templates.service.ts';

const t = useTestApp();
const url = '/api/report-template-files';
type Headers = { authorization: string };

function postTemplate(headers: Headers, body: object) {
  return t.app.inject({ method: 'POST', url, headers, payload: body });
}

async function uploadTemplate(headers: Headers, reportType: number, name: string) {
  const file = await uploadFile(t.app, headers, { name, usage: 'docx', bytes: await defaultTemplate(0) });
  const res = await postTemplate(headers, { reportType, file: { id: file.id } });
  expect(res.statusCode).toBe(201);
  return res.json() as ReportTemplateFile;
}

describe('POST /api/report-template-files', () => {
  it('stores an uploaded docx for a report type and answers it in use', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const file = await uploadFile(t.app, admin.headers, {
      name: 'screening.docx',
      usage: 'docx',
      bytes: await defaultTemplate(0),
    });
    const res = await postTemplate(admin.headers, { reportType: 0, file: { id: file.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      reportType: 0,
      file: { id: file.id, name: 'screening.docx', mimeType: file.mimeType, fileUrl: expect.any(String) },
      createdOn: expect.any(String),
      inUse: true,
    });
    expect(await reportTemplateInUse(t.database.db, 0)).toBe(file.id);
    expect(await reportTemplateInUse(t.database.db, 1)).toBeNull();
  });

  it('takes docx only: 400 on file for a png, an unknown or a deleted file', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const png = await uploadFile(t.app, admin.headers, { name: 'logo.png' });
    const wrongType = await postTemplate(admin.headers, { reportType: 0, file: { id: png.id } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ file: [fileTypeNotAllowedMessage('docx')] });

    const unknown = await postTemplate(admin.headers, { reportType: 0, file: { id: 999_999 } });
    expect(unknown.json()).toEqual({ file: [fileMessages.notFound] });

    const docx = await uploadFile(t.app, admin.headers, { name: 'old.docx', usage: 'docx' });
    await t.app.inject({ method: 'DELETE', url: `/api/files/${docx.id}`, headers: admin.headers });
    const deleted = await postTemplate(admin.headers, { reportType: 0, file: { id: docx.id } });
    expect(deleted.json()).toEqual({ file: [fileMessages.deleted] });

    const list = await t.app.inject({ url, headers: admin.headers });
    expect(list.json()).toEqual([]);
  });

  it('requires a report type of 0 or 1 and a file', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const res = await postTemplate(admin.headers, { reportType: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reportType: ['*'], file: ['*'] });
  });

  it('is for admins only: 401 without a token, 403 for a User', async () => {
    const user = await t.signIn(Role.USER);
    const file = await uploadFile(t.app, user.headers, { name: 'mine.docx', usage: 'docx' });
    const body = { reportType: 0, file: { id: file.id } };
    expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    expect((await postTemplate(user.headers, body)).statusCode).toBe(403);
    expect(await reportTemplateInUse(t.database.db, 0)).toBeNull();
  });
});

describe('GET /api/report-template-files', () => {
  it('lists newest first and marks the newest of each report type as in use', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const firstScreening = await uploadTemplate(admin.headers, 0, 'screening-1.docx');
    const design = await uploadTemplate(admin.headers, 1, 'design.docx');
    const secondScreening = await uploadTemplate(admin.headers, 0, 'screening-2.docx');

    const res = await t.app.inject({ url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json() as ReportTemplateFile[];
    expect(list.map((template) => [template.id, template.reportType, template.file.name, template.inUse])).toEqual([
      [secondScreening.id, 0, 'screening-2.docx', true],
      [design.id, 1, 'design.docx', true],
      [firstScreening.id, 0, 'screening-1.docx', false],
    ]);
    expect(await reportTemplateInUse(t.database.db, 0)).toBe(secondScreening.file.id);
    expect(await reportTemplateInUse(t.database.db, 1)).toBe(design.file.id);
  });

  it('is for admins only: 401 without a token, 403 for a User', async () => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const user = await t.signIn(Role.USER);
    const res = await t.app.inject({ url, headers: user.headers });
    expect(res.statusCode).toBe(403);
  });
});
