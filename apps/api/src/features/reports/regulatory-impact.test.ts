import {
  type CalculatedResultsResponse,
  fileTypeNotAllowedMessage,
  type Report,
  Role,
  reportMessages,
} from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import { uploadFile } from '../../../test/factories-files.ts';
import { includeTechnology, reportSetUp } from '../../../test/factories-report-technologies.ts';
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

describe('the regulatory impact’s USD per EUR', () => {
  it('is 1.10 on a new report, set by PUT, and left as it is when the PUT does not send it', async () => {
    const { report, headers } = await setUp();
    expect(report.regulatoryImpactUsdPerEur).toBe(1.1);
    const got = (await t.app.inject({ url: `/api/reports/${report.id}`, headers })).json() as Report;
    expect(got.regulatoryImpactUsdPerEur).toBe(1.1);
    const set = await putImpact(headers, report.id, { ...fields, regulatoryImpactUsdPerEur: 1.0825 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ ...fields, regulatoryImpactUsdPerEur: 1.0825 });
    const kept = await putImpact(headers, report.id, fields);
    expect((kept.json() as Report).regulatoryImpactUsdPerEur).toBe(1.0825);
  });

  it('answers 400 on a rate that is not above 0, above 10 or not a number, and changes nothing', async () => {
    const { db, report, headers } = await setUp();
    for (const [value, message] of [
      [0, 'Must be a positive number'],
      [-1.1, 'Must be a positive number'],
      [110, 'Must be at most 10'],
      ['1.10', 'Must be a positive number'],
      [null, 'Must be a positive number'],
    ] as const) {
      const res = await putImpact(headers, report.id, { ...fields, regulatoryImpactUsdPerEur: value });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json()).toEqual({ regulatoryImpactUsdPerEur: [message] });
    }
    const [row] = await db.select().from(reports).where(eq(reports.id, report.id));
    expect(row).toMatchObject({ regulatoryImpactUsdPerEur: 1.1, regulatoryImpactPctInEu: null });
  });

  it('answers 409 while Completed, 404 for an unknown report and 401 without a token', async () => {
    const { report, headers } = await setUp();
    await completeReport(t, headers, report);
    const body = { regulatoryImpactUsdPerEur: 1.2 };
    expect((await putImpact(headers, report.id, body)).statusCode).toBe(409);
    expect((await putImpact(headers, 99_999, body)).statusCode).toBe(404);
    expect((await putImpact({}, report.id, body)).statusCode).toBe(401);
  });

  it('turns the avoided carbon cost (EUR) into USD in the carbon-aware payback and NPV; the ETS stays EUR', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const { report, hull } = await reportSetUp(t.database.db);
    await includeTechnology(t, admin.headers, report.id, hull.id);
    const resultsAt = async (usdPerEur: number) => {
      await putImpact(admin.headers, report.id, { ...fields, regulatoryImpactUsdPerEur: usdPerEur });
      const res = await t.app.inject({ url: `/api/reports/${report.id}/calculated-results`, headers: admin.headers });
      const results = res.json() as CalculatedResultsResponse;
      if (!results.canCalculate) throw new Error('results expected');
      return results;
    };
    const parity = await resultsAt(1);
    const dear = await resultsAt(1.5);
    const [atParity, atDear] = [parity.calcFinances.finances[0]!.carbon!, dear.calcFinances.finances[0]!.carbon!];
    expect(atParity.avoidedCarbonCostPerYear).toBeGreaterThan(0);
    expect(atDear.avoidedCarbonCostPerYear).toBeCloseTo(atParity.avoidedCarbonCostPerYear * 1.5, 6);
    expect(atDear.pbtInYears!).toBeLessThan(atParity.pbtInYears!);
    expect(atDear.npv).toBeGreaterThan(atParity.npv);
    expect(dear.etsOutlook).toMatchObject({ usdPerEur: 1.5, totalAvoidedCost: parity.etsOutlook!.totalAvoidedCost });
    // The fuel-only payback has no EUR in it.
    expect(dear.calcFinances.pbtInYears).toBe(parity.calcFinances.pbtInYears);
  });
});

describe('a solution design', () => {
  it('starts with its screening report’s regulatory impact, file and USD per EUR included', async () => {
    const { report, headers } = await setUp();
    const xlsx = await uploadFile(t.app, headers, { name: 'cii.xlsx', usage: 'regulatoryImpact' });
    await putImpact(headers, report.id, { ...fields, regulatoryImpactUsdPerEur: 1.17 });
    await putFile(headers, report.id, { regulatoryImpactFile: { id: xlsx.id } });
    const design = await createReportViaApi(t, headers, { vesselId: report.vessel.id, type: 1, basedOnId: report.id });
    expect(design).toMatchObject({ ...fields, regulatoryImpactUsdPerEur: 1.17 });
    expect(design.regulatoryImpactFile?.id).toBe(xlsx.id);
    // Its own afterwards: a change to the design leaves the screening report alone.
    await putImpact(headers, design.id, { regulatoryImpactPctInEu: 100 });
    const screening = (await t.app.inject({ url: `/api/reports/${report.id}`, headers })).json() as Report;
    expect(screening).toMatchObject({ ...fields, regulatoryImpactUsdPerEur: 1.17 });
  });

  it('starts with the default USD per EUR and no regulatory impact when its screening report has none', async () => {
    const { report, headers } = await setUp();
    const design = await createReportViaApi(t, headers, { vesselId: report.vessel.id, type: 1, basedOnId: report.id });
    expect(design).toMatchObject({
      regulatoryImpactPctInEu: null,
      regulatoryImpactCarbonRate: null,
      regulatoryImpactFile: null,
      regulatoryImpactUsdPerEur: 1.1,
    });
  });
});
