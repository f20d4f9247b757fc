import { type IncludedTechnology, type Report, Role } from '@backoffice/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel, referenceData } from '../../../test/factories.ts';
import { buildTechnology } from '../../../test/factories-catalogue.ts';
import { uploadFile } from '../../../test/factories-files.ts';
import { includeTechnology, reportSetUp } from '../../../test/factories-report-technologies.ts';
import { buildIncludedTechnology, completeReport, createReportViaApi } from '../../../test/factories-reports.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  reportFiles,
  reportNovelTechnologies,
  reports,
  reportTechnologies,
  reportTechnologyFixedSavings,
  vessels,
} from '../../db/schema/index.ts';
import { reportFuelSavings } from './report-calculation.service.ts';
import { copyName } from './report-copy.service.ts';

const t = useTestApp();

/** A screening report with two included technologies (one with notes and a fixed saving). */
async function screeningWithTechnologies() {
  const db = t.database.db;
  const { categories, types } = await referenceData(db);
  const vessel = await buildVessel(db);
  const user = await t.signIn(Role.USER);
  const screening = await createReportViaApi(t, user.headers, { vesselId: vessel.id, name: 'Screening' });
  const wind = await buildTechnology(db, { name: 'Wind Sail', calcSavings: 5 });
  const air = await buildTechnology(db, { name: 'Air Lubrication', calcSavings: 3 });
  const report = { id: screening.id, vesselTypeId: vessel.vesselTypeId };
  await buildIncludedTechnology(db, report, wind.id, {
    calcSavings: 6.5,
    calcEquipmentCost: 300_000,
    notes: { calcSavings: 'Owner data', calcEquipmentCost: 'Quote 2026' },
    fixedSavings: [{ consumptionCategoryId: categories[0]!.id, consumptionTypeId: types[0]!.id, fixedSavingsInMt: 40 }],
  });
  await buildIncludedTechnology(db, report, air.id);
  return { db, vessel, user, headers: user.headers, screening, wind, air };
}

async function technologiesOf(reportId: number) {
  const db = t.database.db;
  const rows = await db
    .select()
    .from(reportTechnologies)
    .where(eq(reportTechnologies.reportId, reportId))
    .orderBy(asc(reportTechnologies.technologyId));
  const fixed = await db
    .select()
    .from(reportTechnologyFixedSavings)
    .where(
      inArray(
        reportTechnologyFixedSavings.reportTechnologyId,
        rows.map((row) => row.id),
      ),
    );
  return { rows, fixed };
}

/** The columns a copy keeps, without ids, report and dates. */
const content = ({
  id: _i,
  reportId: _r,
  createdOn: _c,
  modifiedOn: _m,
  ...row
}: typeof reportTechnologies.$inferSelect) => row;

describe('a solution design starts from its screening report', () => {
  it('copies the included technologies with their values as screening values, originals, notes and fixed savings', async () => {
    const { vessel, headers, screening, wind, air } = await screeningWithTechnologies();
    const before = await technologiesOf(screening.id);
    const design = await createReportViaApi(t, headers, { vesselId: vessel.id, type: 1, basedOnId: screening.id });
    const copied = await technologiesOf(design.id);
    expect(copied.rows.map((row) => row.technologyId)).toEqual([wind.id, air.id].sort((a, b) => a - b));
    const windRow = copied.rows.find((row) => row.technologyId === wind.id)!;
    const windBase = before.rows.find((row) => row.technologyId === wind.id)!;
    expect(windRow).toMatchObject({
      snapshotId: windBase.snapshotId,
      calcSavings: 6.5,
      originalCalcSavings: 6.5,
      screeningCalcSavings: 6.5,
      calcEquipmentCost: 300_000,
      screeningCalcEquipmentCost: 300_000,
      screeningCalcConfidenceInterval: windBase.calcConfidenceInterval,
      screeningCalcInstallationCost: windBase.calcInstallationCost,
      screeningCalcOperationCost: windBase.calcOperationCost,
      notes: { calcSavings: 'Owner data', calcEquipmentCost: 'Quote 2026' },
      isIncludedInScreeningReport: true,
    });
    expect(copied.fixed).toEqual([expect.objectContaining({ reportTechnologyId: windRow.id, fixedSavingsInMt: 40 })]);
    // The screening report keeps its own rows.
    expect(await technologiesOf(screening.id)).toEqual(before);
    expect(before.rows.every((row) => row.screeningCalcSavings === null && !row.isIncludedInScreeningReport)).toBe(
      true,
    );
  });
});

describe('POST /api/reports/:id/copy', () => {
  it('makes a Draft copy with all content, the same base, and the vessel takes its status', async () => {
    const { db, vessel, headers, screening } = await screeningWithTechnologies();
    const xlsx = await uploadFile(t.app, headers, { name: 'cii.xlsx', usage: 'regulatoryImpact' });
    const pdf = await uploadFile(t.app, headers, { name: 'offer.pdf' });
    const novel = await buildTechnology(db, { name: 'Rotor Sail' });
    await t.app.inject({
      method: 'POST',
      url: `/api/reports/${screening.id}/novel-technologies`,
      headers,
      payload: { technology: { id: novel.id } },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/reports/${screening.id}/files`,
      headers,
      payload: { file: { id: pdf.id } },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${screening.id}/regulatory-impact`,
      headers,
      payload: {
        regulatoryImpactPctInEu: 40,
        regulatoryImpactStartYear: 2027,
        regulatoryImpactDescription: 'CII C',
        regulatoryImpactUsdPerEur: 1.09,
      },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${screening.id}/regulatory-impact/file`,
      headers,
      payload: { regulatoryImpactFile: { id: xlsx.id } },
    });
    const source = await completeReport(
      t,
      headers,
      (await t.app.inject({ url: `/api/reports/${screening.id}`, headers })).json(),
    );

    const res = await t.app.inject({ method: 'POST', url: `/api/reports/${screening.id}/copy`, headers });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json() as Report;
    expect(copy).toMatchObject({
      name: 'Screening (copy)',
      type: 0,
      status: 6,
      isLocked: false,
      basedOn: null,
      internalContact: source.internalContact,
      regulatoryImpactPctInEu: 40,
      regulatoryImpactStartYear: 2027,
      regulatoryImpactDescription: 'CII C',
      regulatoryImpactUsdPerEur: 1.09,
      regulatoryImpactFile: { id: xlsx.id, name: 'cii.xlsx' },
    });
    expect(copy.id).not.toBe(source.id);
    const [original, copied] = [await technologiesOf(source.id), await technologiesOf(copy.id)];
    expect(copied.rows.map(content)).toEqual(original.rows.map(content));
    expect(copied.fixed.map((f) => f.fixedSavingsInMt)).toEqual([40]);
    const novelRows = await db
      .select()
      .from(reportNovelTechnologies)
      .where(eq(reportNovelTechnologies.reportId, copy.id));
    expect(novelRows.map((row) => row.technologyId)).toEqual([novel.id]);
    const files = await db.select().from(reportFiles).where(eq(reportFiles.reportId, copy.id));
    expect(files.map((row) => row.fileId)).toEqual([pdf.id]);
    const [storedVessel] = await db.select().from(vessels).where(eq(vessels.id, vessel.id));
    expect(storedVessel).toMatchObject({ status: 6, statusChangedOn: new Date(copy.statusChangedOn) });
    // The source is unchanged (its file's signed URL aside, which is signed anew on each read).
    const withoutUrl = (r: Report) => ({ ...r, regulatoryImpactFile: r.regulatoryImpactFile?.id });
    const after = (await t.app.inject({ url: `/api/reports/${source.id}`, headers })).json() as Report;
    expect(withoutUrl(after)).toEqual(withoutUrl(source));
  });

  it('keeps the base of a solution design and starts it as Solution Design Draft', async () => {
    const { vessel, headers, screening } = await screeningWithTechnologies();
    const design = await createReportViaApi(t, headers, { vesselId: vessel.id, type: 1, basedOnId: screening.id });
    const res = await t.app.inject({ method: 'POST', url: `/api/reports/${design.id}/copy`, headers });
    expect(res.json()).toMatchObject({ type: 1, status: 9, basedOn: { id: screening.id } });
    const copied = await technologiesOf(res.json().id);
    expect(copied.rows.every((row) => row.isIncludedInScreeningReport && row.screeningCalcSavings !== null)).toBe(true);
  });

  it('answers 404 for an unknown or archived report, 401 without a token', async () => {
    const { db, vessel, headers, screening } = await screeningWithTechnologies();
    expect((await t.app.inject({ method: 'POST', url: '/api/reports/99999/copy', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/reports/${screening.id}/copy` })).statusCode).toBe(401);
    await db.update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, vessel.id));
    const archived = await t.app.inject({ method: 'POST', url: `/api/reports/${screening.id}/copy`, headers });
    expect(archived.statusCode).toBe(404);
    expect(await db.select().from(reports)).toHaveLength(1);
  });
});

describe('a solution design made through the API', () => {
  it("carries the screening report's values and its engine fuel saving as screening values (the green dot)", async () => {
    const db = t.database.db;
    const { vessel, report, hull, wide } = await reportSetUp(db);
    const { headers } = await t.signIn(Role.USER);
    await includeTechnology(t, headers, report.id, hull.id, { calcSavings: 4 });
    await includeTechnology(t, headers, report.id, wide.id, { calcSavings: 7, calcEquipmentCost: 55_000 });
    const design = await createReportViaApi(t, headers, { vesselId: vessel.id, type: 1, basedOnId: report.id });
    const res = await t.app.inject({ url: `/api/reports/${design.id}/included-technologies`, headers });
    expect(res.statusCode).toBe(200);
    const included = res.json() as IncludedTechnology[];
    const wideRow = included.find((row) => row.technology.id === wide.id)!;
    expect(wideRow.isIncludedInScreeningReport).toBe(true);
    // The original stays what the catalogue said when the screening report took it.
    expect(wideRow.calcSavings).toMatchObject({ value: 7, screeningValue: 7, originalValue: 8 });
    expect(wideRow.calcEquipmentCost).toMatchObject({ value: 55_000, screeningValue: 55_000 });
    const screeningMt = (await reportFuelSavings(db, report.id)).get(wide.id);
    expect(screeningMt).toBeGreaterThan(0);
    expect(wideRow.calcSavingsInMt.screeningValue).toBeCloseTo(screeningMt!, 9);
    expect(included.map((row) => row.technology.id).sort()).toEqual([hull.id, wide.id].sort());
  });
});

describe('copyName', () => {
  it("adds ' (copy)' and shortens a long name to keep within 200 characters", () => {
    expect(copyName('Screening')).toBe('Screening (copy)');
    const long = copyName('x'.repeat(200));
    expect(long).toHaveLength(200);
    expect(long.endsWith('x (copy)')).toBe(true);
  });
});
