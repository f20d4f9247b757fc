import { fileTypeNotAllowedMessage, type ReportFile, Role, reportMessages } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import { uploadFile } from '../../../test/factories-files.ts';
import { completeReport, createReportViaApi, putReportStatus } from '../../../test/factories-reports.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { reportFiles } from '../../db/schema/index.ts';

const t = useTestApp();
type Headers = { authorization: string };

async function setUp() {
  const vessel = await buildVessel(t.database.db);
  const user = await t.signIn(Role.USER);
  const report = await createReportViaApi(t, user.headers, { vesselId: vessel.id });
  return { report, headers: user.headers };
}

const list = (headers: Partial<Headers>, id: number) => t.app.inject({ url: `/api/reports/${id}/files`, headers });
const attach = (headers: Partial<Headers>, id: number, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/reports/${id}/files`, headers, payload: body as object });
const detach = (headers: Partial<Headers>, id: number, fileId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/reports/${id}/files/${fileId}`, headers });

describe('report files', () => {
  it('attaches uploaded files, lists them newest first with the whole file, and takes one off', async () => {
    const { report, headers } = await setUp();
    const pdf = await uploadFile(t.app, headers, { name: 'offer.pdf' });
    const docx = await uploadFile(t.app, headers, { name: 'report.docx' });
    const first = await attach(headers, report.id, { file: { id: pdf.id } });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      createdOn: expect.any(String),
      file: { ...pdf, fileUrl: expect.any(String) },
    });
    await attach(headers, report.id, { file: { id: docx.id } });
    await t.database.db
      .update(reportFiles)
      .set({ createdOn: new Date('2020-01-01T00:00:00Z') })
      .where(eq(reportFiles.fileId, pdf.id));
    const listed = (await list(headers, report.id)).json() as ReportFile[];
    expect(listed.map((f) => f.file.name)).toEqual(['report.docx', 'offer.pdf']);
    expect(listed[1]!.createdOn).toBe('2020-01-01T00:00:00.000Z');

    expect((await detach(headers, report.id, pdf.id)).statusCode).toBe(204);
    expect(((await list(headers, report.id)).json() as ReportFile[]).map((f) => f.file.id)).toEqual([docx.id]);
    const again = await detach(headers, report.id, pdf.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Report file not found' });
    // The file itself stays.
    expect((await t.app.inject({ url: `/api/files/${pdf.id}`, headers })).statusCode).toBe(200);
  });

  it('answers 400 for a file already there, of another type or unknown', async () => {
    const { report, headers } = await setUp();
    const pdf = await uploadFile(t.app, headers, { name: 'offer.pdf' });
    const xlsx = await uploadFile(t.app, headers, { name: 'data.xlsx', usage: 'import' });
    await attach(headers, report.id, { file: { id: pdf.id } });
    const twice = await attach(headers, report.id, { file: { id: pdf.id } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ file: [reportMessages.reportFileExists] });
    expect((await attach(headers, report.id, { file: { id: xlsx.id } })).json()).toEqual({
      file: [fileTypeNotAllowedMessage('default')],
    });
    expect((await attach(headers, report.id, { file: { id: 99_999 } })).statusCode).toBe(400);
    expect((await attach(headers, report.id, {})).json()).toEqual({ file: ['*'] });
  });

  it('answers 409 to attaching and taking off while the report is Completed', async () => {
    const { report, headers } = await setUp();
    const pdf = await uploadFile(t.app, headers, { name: 'offer.pdf' });
    const txt = await uploadFile(t.app, headers, { name: 'notes.txt' });
    await attach(headers, report.id, { file: { id: pdf.id } });
    const completed = await completeReport(t, headers, report);
    expect((await attach(headers, report.id, { file: { id: txt.id } })).statusCode).toBe(409);
    const refused = await detach(headers, report.id, pdf.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: reportMessages.reportLocked });
    expect((await list(headers, report.id)).json()).toHaveLength(1);
    await putReportStatus(t, headers, completed, 7);
    expect((await detach(headers, report.id, pdf.id)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown report, 401 without a token', async () => {
    const { report, headers } = await setUp();
    const pdf = await uploadFile(t.app, headers, { name: 'offer.pdf' });
    expect((await list(headers, 99_999)).statusCode).toBe(404);
    expect((await attach(headers, 99_999, { file: { id: pdf.id } })).statusCode).toBe(404);
    expect((await detach(headers, 99_999, pdf.id)).statusCode).toBe(404);
    expect((await list({}, report.id)).statusCode).toBe(401);
    expect((await attach({}, report.id, { file: { id: pdf.id } })).statusCode).toBe(401);
    expect((await detach({}, report.id, pdf.id)).statusCode).toBe(401);
  });
});
