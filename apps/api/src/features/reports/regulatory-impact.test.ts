import { fileTypeNotAllowedMessage, type Report, Role, reportMessages } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import { uploadFile } from '../../../test/factories-files.ts';
import { completeReport, createReportViaApi, putReportStatus } from '../../../test/factories-reports.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { reports } from '../../db/schema/index.ts';

const t = useTestApp();
type Headers = { authorization: string };

async function setUp() {
  const db = t.database.db;
  const vessel = await buildVessel(db);
  const user = await t.signIn(Role.USER);
  const report = await createReportViaApi(t, user.headers, { vesselId: vessel.id });
  return { db, report, headers: user.headers };
}

const putImpact = (headers: Partial<Headers>, id: number, body: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/reports/${id}/regulatory-impact`, headers, payload: body as object });

const putFile = (headers: Partial<Headers>, id: number, body: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/reports/${id}/regulatory-impact/file`, headers, payload: body as object });

const fields = {
  regulatoryImpactPctInEu: 45.5,
  regulatoryImpactCarbonRate: 80,
  regulatoryImpactStartYear: 2027,
  regulatoryImpactNumberOfYears: 5,
  regulatoryImpactDescription: 'CII rating C until 2030',
};

describe('PUT /api/reports/:id/regulatory-impact', () => {
  it('sets the five fields and clears those sent empty', async () => {
    const { report, headers } = await setUp();
    const res = await putImpact(headers, report.id, fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject(fields);
    const cleared = await putImpact(headers, report.id, {
      regulatoryImpactPctInEu: 10,
      regulatoryImpactDescription: '',
    });
    expect(cleared.json()).toMatchObject({
      regulatoryImpactPctInEu: 10,
      regulatoryImpactCarbonRate: null,
      regulatoryImpactStartYear: null,
      regulatoryImpactNumberOfYears: null,
      regulatoryImpactDescription: null,
    });
  });

  it('answers 400 for values that are not positive (whole) numbers, and changes nothing', async () => {
    const { db, report, headers } = await setUp();
    const res = await putImpact(headers, report.id, {
      regulatoryImpactPctInEu: -1,
      regulatoryImpactCarbonRate: 0,
      regulatoryImpactStartYear: 2027.5,
      regulatoryImpactNumberOfYears: 'five',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual([
      'regulatoryImpactCarbonRate',
      'regulatoryImpactNumberOfYears',
      'regulatoryImpactPctInEu',
      'regulatoryImpactStartYear',
    ]);
    const [row] = await db.select().from(reports).where(eq(reports.id, report.id));
    expect(row!.regulatoryImpactPctInEu).toBeNull();
  });

  it('answers 409 while the report is Completed, 404 for an unknown report, 401 without a token', async () => {
    const { report, headers } = await setUp();
    const completed = await completeReport(t, headers, report);
    const locked = await putImpact(headers, report.id, fields);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({ error: reportMessages.reportLocked });
    await putReportStatus(t, headers, completed, 7);
    expect((await putImpact(headers, report.id, fields)).statusCode).toBe(200);
    expect((await putImpact(headers, 99_999, fields)).statusCode).toBe(404);
    expect((await putImpact({}, report.id, fields)).statusCode).toBe(401);
  });
});

describe('PUT /api/reports/:id/regulatory-impact/file', () => {
  it('sets an uploaded xlsx file and removes it with null or nothing', async () => {
    const { report, headers } = await setUp();
    const xlsx = await uploadFile(t.app, headers, { name: 'cii.xlsx', usage: 'regulatoryImpact' });
    const set = await putFile(headers, report.id, { regulatoryImpactFile: { id: xlsx.id } });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as Report).regulatoryImpactFile).toEqual({
      id: xlsx.id,
      name: 'cii.xlsx',
      mimeType: xlsx.mimeType,
      fileUrl: expect.any(String),
    });
    const got = (await t.app.inject({ url: `/api/reports/${report.id}`, headers })).json() as Report;
    expect(got.regulatoryImpactFile?.id).toBe(xlsx.id);
    expect((await putFile(headers, report.id, { regulatoryImpactFile: null })).json().regulatoryImpactFile).toBeNull();
    await putFile(headers, report.id, { regulatoryImpactFile: { id: xlsx.id } });
    expect((await putFile(headers, report.id, {})).json().regulatoryImpactFile).toBeNull();
  });

  it('answers 400 for a file that is not xlsx or unknown, 409 while Completed, 404 and 401', async () => {
    const { report, headers } = await setUp();
    const pdf = await uploadFile(t.app, headers, { name: 'cii.pdf' });
    const xlsx = await uploadFile(t.app, headers, { name: 'cii.xlsx', usage: 'regulatoryImpact' });
    expect((await putFile(headers, report.id, { regulatoryImpactFile: { id: pdf.id } })).json()).toEqual({
      regulatoryImpactFile: [fileTypeNotAllowedMessage('regulatoryImpact')],
    });
    expect((await putFile(headers, report.id, { regulatoryImpactFile: { id: 99_999 } })).statusCode).toBe(400);
    await putFile(headers, report.id, { regulatoryImpactFile: { id: xlsx.id } });
    await completeReport(t, headers, report);
    expect((await putFile(headers, report.id, { regulatoryImpactFile: null })).statusCode).toBe(409);
    const got = (await t.app.inject({ url: `/api/reports/${report.id}`, headers })).json() as Report;
    expect(got.regulatoryImpactFile?.id).toBe(xlsx.id);
    expect((await putFile(headers, 99_999, {})).statusCode).toBe(404);
    expect((await putFile({}, report.id, {})).statusCode).toBe(401);
  });
});
