import { type IncludedTechnology, Role, reportMessages } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import { buildTechnology } from '../../../test/factories-catalogue.ts';
import { temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import {
  buildReport,
  includeTechnology,
  linkMakerAndSupplier,
  postIncluded,
  reportSetUp,
  savingsBody,
  setReportStatus,
} from '../../../test/factories-report-technologies.ts';
import { itOnPostgres } from '../../../test/postgres-only.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { reportTechnologies, technologies, technologySnapshots } from '../../db/schema/index.ts';

type Headers = { authorization: string };

const t = useTestApp({ dataDir: temporaryDataDir() });

async function setUp() {
  const user = await t.signIn(Role.USER);
  const data = await reportSetUp(t.database.db);
  return { ...data, headers: user.headers, db: t.database.db };
}

async function list(headers: Headers, reportId: number) {
  const res = await t.app.inject({ url: `/api/reports/${reportId}/included-technologies`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as IncludedTechnology[];
}

describe('included technologies', () => {
  it('adds a technology with its current snapshot, the catalogue values as original and the engine’s MT saving', async () => {
    const { headers, report, hull, wide, db } = await setUp();
    const first = await includeTechnology(t, headers, report.id, wide.id, {
      calcSavings: 8,
      potentialForVessel: 'High',
    });
    expect(first.technology).toMatchObject({ id: wide.id, name: 'Waste Heat Recovery', icon: null });
    expect(first.technology.consumptionCategories).toHaveLength(2);
    expect(first.calcSavings).toEqual({ value: 8, originalValue: 8, screeningValue: null, note: null });
    expect(first.calcEquipmentCost).toEqual({
      value: 100_000,
      originalValue: 100_000,
      screeningValue: null,
      note: null,
    });
    // 8 % of 1000 + 200 + 100 MT
    expect(first.calcSavingsInMt.value).toBeCloseTo(104, 9);
    expect(first.generatedTotalCost.value).toBe(121_000);
    expect(first.generatedTotalCost.originalValue).toBe(121_000);
    expect(first.potentialForVessel).toBe('High');
    expect(first.isIncludedInScreeningReport).toBe(false);
    const [snapshot] = await db
      .select()
      .from(technologySnapshots)
      .where(eq(technologySnapshots.id, first.vesselTypeTechnologyDetailSnapshotId));
    expect(snapshot!.technologyId).toBe(wide.id);

    await includeTechnology(t, headers, report.id, hull.id);
    const items = await list(headers, report.id);
    expect(items.map((item) => item.technology.name)).toEqual(['Waste Heat Recovery', 'Hull Coating']);
    // Hull Coating comes first on the main engine (same sequence, by name): 5 % of 1000; then 8 % of 950 + 8 % of 300.
    expect(items[1]!.calcSavingsInMt.value).toBeCloseTo(50, 9);
    expect(items[0]!.calcSavingsInMt.value).toBeCloseTo(100, 9);
  });

  it('adds by snapshot id and refuses a technology twice, archived, without categories or unknown', async () => {
    const { headers, report, hull, wide, db, main } = await setUp();
    const available = await t.app.inject({ url: `/api/reports/${report.id}/available-technologies`, headers });
    const hullEntry = (available.json() as { technology: { id: number } }[]).find((a) => a.technology.id === hull.id);
    expect(hullEntry).toBeDefined();
    const added = await includeTechnology(t, headers, report.id, hull.id);
    const again = await postIncluded(
      t,
      headers,
      report.id,
      savingsBody({ vesselTypeTechnologyDetailSnapshotId: added.vesselTypeTechnologyDetailSnapshotId }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ technology: [reportMessages.technologyAlreadyIncluded] });

    const bySnapshot = await postIncluded(
      t,
      headers,
      report.id,
      savingsBody({ vesselTypeTechnologyDetailSnapshotId: added.vesselTypeTechnologyDetailSnapshotId + 1000 }),
    );
    expect(bySnapshot.statusCode).toBe(400);
    expect(bySnapshot.json()).toMatchObject({
      vesselTypeTechnologyDetailSnapshotId: [reportMessages.technologyNotAvailable],
    });

    await db.update(technologies).set({ archivedOn: new Date() }).where(eq(technologies.id, wide.id));
    const archived = await postIncluded(t, headers, report.id, savingsBody({ technology: { id: wide.id } }));
    expect(archived.json()).toMatchObject({ technology: [reportMessages.technologyNotAvailable] });
    const nowhere = await buildTechnology(db, { name: 'Acts Nowhere' });
    const noCategory = await postIncluded(t, headers, report.id, savingsBody({ technology: { id: nowhere.id } }));
    expect(noCategory.json()).toMatchObject({ technology: [reportMessages.technologyNotAvailable] });
    const unknown = await postIncluded(t, headers, report.id, savingsBody({ technology: { id: 999_999 } }));
    expect(unknown.statusCode).toBe(400);

    const other = await buildTechnology(db, { name: 'Other One', consumptionCategoryIds: [main.id] });
    const [snapshotOfOther] = await db
      .insert(technologySnapshots)
      .values({ technologyId: other.id, vesselTypeId: null, values: {} as never, valuesHash: 'x' })
      .returning();
    const viaOldSnapshot = await includeTechnology(t, headers, report.id, other.id, {});
    expect(viaOldSnapshot.vesselTypeTechnologyDetailSnapshotId).not.toBe(snapshotOfOther!.id);
  });

  it('checks maker and supplier, takes the maker’s values as original, and needs a maker in a solution design', async () => {
    const { headers, report, hull, wide, db, vessel } = await setUp();
    const { maker, supplier } = await linkMakerAndSupplier(db, hull.id);
    const other = await linkMakerAndSupplier(db, wide.id);
    const wrong = await postIncluded(
      t,
      headers,
      report.id,
      savingsBody({
        technology: { id: hull.id },
        technologyMaker: { id: other.maker.id },
        technologySupplier: { id: other.supplier.id },
      }),
    );
    expect(wrong.json()).toMatchObject({
      technologyMaker: [reportMessages.notTechnologyMaker],
      technologySupplier: [reportMessages.notTechnologySupplier],
    });
    const added = await includeTechnology(t, headers, report.id, hull.id, {
      technologyMaker: { id: maker.id },
      technologySupplier: { id: supplier.id },
    });
    expect(added.technologyMaker).toEqual({ id: maker.id, name: maker.name });
    expect(added.technologySupplier).toEqual({ id: supplier.id, name: supplier.name });
    expect(added.calcSavings).toMatchObject({ value: 5, originalValue: 6 });
    expect(added.generatedTotalCost.originalValue).toBe(105_500);

    const design = await buildReport(db, { vesselId: vessel.id, type: 1, basedOnReportId: report.id, name: 'Design' });
    const noMaker = await postIncluded(t, headers, design.id, savingsBody({ technology: { id: hull.id } }));
    expect(noMaker.statusCode).toBe(400);
    expect(noMaker.json()).toMatchObject({ technologyMaker: ['*'] });
    const inDesign = await includeTechnology(t, headers, design.id, hull.id, {
      calcSavings: 4,
      technologyMaker: { id: maker.id },
    });
    expect(inDesign.isIncludedInScreeningReport).toBe(true);
    expect(inDesign.calcSavings).toEqual({ value: 4, originalValue: 6, screeningValue: 5, note: null });
    expect(inDesign.calcSavingsInMt.screeningValue).toBeCloseTo(50, 9);
    const notInScreening = await includeTechnology(t, headers, design.id, wide.id, {
      technologyMaker: { id: other.maker.id },
    });
    expect(notInScreening.isIncludedInScreeningReport).toBe(false);
    expect(notInScreening.calcSavings.screeningValue).toBeNull();
  });

  it('attaches a calculation file (xlsx or xls) and refuses other files', async () => {
    const { headers, report, hull, wide } = await setUp();
    const xlsx = await uploadFile(t.app, headers, { name: 'calc.xlsx', usage: 'calculation' });
    const added = await includeTechnology(t, headers, report.id, hull.id, { calculationFile: { id: xlsx.id } });
    expect(added.calculationFile).toMatchObject({ id: xlsx.id, name: 'calc.xlsx' });
    const png = await uploadFile(t.app, headers, { name: 'photo.png' });
    const refused = await postIncluded(
      t,
      headers,
      report.id,
      savingsBody({ technology: { id: wide.id }, calculationFile: { id: png.id } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toContain('calculationFile');
  });

  it('updates the values, keeps the snapshot, resets the originals when the maker changes', async () => {
    const { headers, report, hull, db } = await setUp();
    const { maker } = await linkMakerAndSupplier(db, hull.id);
    const added = await includeTechnology(t, headers, report.id, hull.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${report.id}/included-technologies/${added.id}`,
      headers,
      payload: savingsBody({ calcSavings: 10, calcOperationCost: 2_000, technologyMaker: { id: maker.id } }),
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json() as IncludedTechnology;
    expect(updated.vesselTypeTechnologyDetailSnapshotId).toBe(added.vesselTypeTechnologyDetailSnapshotId);
    expect(updated.calcSavings).toMatchObject({ value: 10, originalValue: 6 });
    expect(updated.calcSavingsInMt.value).toBeCloseTo(100, 9);
    expect(updated.generatedTotalCost.value).toBe(122_000);

    const other = await buildReport(db, { vesselId: (await buildVessel(db)).id });
    const elsewhere = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${other.id}/included-technologies/${added.id}`,
      headers,
      payload: savingsBody(),
    });
    expect(elsewhere.statusCode).toBe(404);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${report.id}/included-technologies/${added.id}`,
      headers,
      payload: savingsBody({ calcSavings: -1 }),
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('removes a technology, sets and clears notes', async () => {
    const { headers, report, hull } = await setUp();
    const added = await includeTechnology(t, headers, report.id, hull.id);
    const noted = await t.app.inject({
      method: 'PUT',
      url: `/api/included-technologies/${added.id}/calcSavingsInMt`,
      headers,
      payload: { note: 'From the sea trial' },
    });
    expect(noted.statusCode).toBe(200);
    expect(noted.json().calcSavingsInMt.note).toBe('From the sea trial');
    await t.app.inject({
      method: 'PUT',
      url: `/api/included-technologies/${added.id}/calcSavings`,
      headers,
      payload: { note: 'Maker figure' },
    });
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/included-technologies/${added.id}/calcSavingsInMt`,
      headers,
      payload: { note: '' },
    });
    expect(cleared.json().calcSavingsInMt.note).toBeNull();
    expect(cleared.json().calcSavings.note).toBe('Maker figure');
    const unknownKey = await t.app.inject({
      method: 'PUT',
      url: `/api/included-technologies/${added.id}/price`,
      headers,
      payload: { note: 'x' },
    });
    expect(unknownKey.statusCode).toBe(400);
    const unknownTech = await t.app.inject({
      method: 'PUT',
      url: `/api/included-technologies/999999/calcSavings`,
      headers,
      payload: { note: 'x' },
    });
    expect(unknownTech.statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/reports/${report.id}/included-technologies/${added.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await list(headers, report.id)).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/reports/${report.id}/included-technologies/${added.id}`,
      headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 409 on every change of a Completed report and leaves it as it was', async () => {
    const { headers, report, hull, wide, db } = await setUp();
    const added = await includeTechnology(t, headers, report.id, hull.id);
    await setReportStatus(db, report.id, 8);
    const calls = [
      postIncluded(t, headers, report.id, savingsBody({ technology: { id: wide.id } })),
      t.app.inject({
        method: 'PUT',
        url: `/api/reports/${report.id}/included-technologies/${added.id}`,
        headers,
        payload: savingsBody(),
      }),
      t.app.inject({ method: 'DELETE', url: `/api/reports/${report.id}/included-technologies/${added.id}`, headers }),
      t.app.inject({
        method: 'PUT',
        url: `/api/included-technologies/${added.id}/calcSavings`,
        headers,
        payload: { note: 'x' },
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: reportMessages.reportLocked });
    }
    expect(await db.select().from(reportTechnologies)).toHaveLength(1);
    expect((await list(headers, report.id))[0]!.calcSavings.note).toBeNull();
  });

  it('answers 401 without a token and 404 for an unknown report', async () => {
    const { headers, report, hull } = await setUp();
    const paths = [
      ['GET', `/api/reports/${report.id}/included-technologies`],
      ['POST', `/api/reports/${report.id}/included-technologies`],
      ['PUT', `/api/reports/${report.id}/included-technologies/1`],
      ['DELETE', `/api/reports/${report.id}/included-technologies/1`],
      ['PUT', '/api/included-technologies/1/calcSavings'],
    ] as const;
    for (const [method, url] of paths) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/reports/999999/included-technologies', headers })).statusCode).toBe(404);
    const post = await postIncluded(t, headers, 999_999, savingsBody({ technology: { id: hull.id } }));
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: 'Report not found' });
  });

  itOnPostgres('adds a technology once when two requests add it at the same time', async () => {
    const { headers, report, hull, db } = await setUp();
    const body = savingsBody({ technology: { id: hull.id } });
    const answers = await Promise.all([1, 2, 3].map(() => postIncluded(t, headers, report.id, body)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400, 400]);
    expect(await db.select().from(reportTechnologies)).toHaveLength(1);
  });
});
