import { type ReportAvailableTechnology, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import { buildTechnology } from '../../../test/factories-catalogue.ts';
import { buildReport, includeTechnology, reportSetUp } from '../../../test/factories-report-technologies.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { technologies, technologySnapshots, vesselTypeTechnologyDetails } from '../../db/schema/index.ts';

type Headers = { authorization: string };

const t = useTestApp();

async function available(headers: Headers, reportId: number) {
  const res = await t.app.inject({ url: `/api/reports/${reportId}/available-technologies`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as ReportAvailableTechnology[];
}

describe('available technologies of a report', () => {
  it('lists active technologies acting somewhere and not included, with the vessel type’s values, without writing', async () => {
    const { headers } = await t.signIn(Role.USER);
    const db = t.database.db;
    const { report, hull, wide, vessel, main } = await reportSetUp(db);
    await buildTechnology(db, { name: 'Acts Nowhere' });
    const archived = await buildTechnology(db, { name: 'Archived Sail', consumptionCategoryIds: [main.id] });
    await db.update(technologies).set({ archivedOn: new Date() }).where(eq(technologies.id, archived.id));
    await db.insert(vesselTypeTechnologyDetails).values({
      technologyId: wide.id,
      vesselTypeId: vessel.vesselTypeId,
      calcSavings: 9.5,
      calcEquipmentCost: 80_000,
    });

    const list = await available(headers, report.id);
    expect(list.map((a) => a.technology.name)).toEqual(['Hull Coating', 'Waste Heat Recovery']);
    expect(list[1]).toMatchObject({
      vesselTypeTechnologyDetailSnapshotId: null,
      technologyMaturityLevel: 8,
      calcSavings: 9.5,
      calcConfidenceInterval: 10,
      calcEquipmentCost: 80_000,
      calcInstallationCost: 20_000,
      calcOperationCost: 1_000,
    });
    expect(list[1]!.technology.consumptionCategories.map((c) => c.id)).toContain(main.id);
    expect(await db.select().from(technologySnapshots)).toEqual([]);

    const included = await includeTechnology(t, headers, report.id, wide.id, { calcSavings: 9.5 });
    const [snapshot] = await db.select().from(technologySnapshots);
    expect(snapshot!.values.calcSavings).toBe(9.5);
    expect((await available(headers, report.id)).map((a) => a.technology.id)).toEqual([hull.id]);

    // Another report of a vessel of the same type: the snapshot the first one took has exactly these values.
    const otherVessel = await buildVessel(db, { vesselTypeId: vessel.vesselTypeId });
    const other = await buildReport(db, { vesselId: otherVessel.id });
    const wideThere = (await available(headers, other.id)).find((a) => a.technology.id === wide.id);
    expect(wideThere?.vesselTypeTechnologyDetailSnapshotId).toBe(included.vesselTypeTechnologyDetailSnapshotId);
    const ownValues = await buildVessel(db, { vesselTypeId: vessel.vesselTypeId + 1 });
    const elsewhere = await buildReport(db, { vesselId: ownValues.id });
    const wideElsewhere = (await available(headers, elsewhere.id)).find((a) => a.technology.id === wide.id);
    expect(wideElsewhere).toMatchObject({ vesselTypeTechnologyDetailSnapshotId: null, calcSavings: 8 });
    expect(await db.select().from(technologySnapshots)).toHaveLength(1);
  });

  it('answers 401 without a token and 404 for an unknown report', async () => {
    const { headers } = await t.signIn(Role.USER);
    const { report } = await reportSetUp(t.database.db);
    expect((await t.app.inject({ url: `/api/reports/${report.id}/available-technologies` })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/reports/999999/available-technologies', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Report not found' });
  });
});
