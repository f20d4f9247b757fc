import { type NovelTechnology, Role, reportMessages } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testPostgresUrl } from '../../../test/database.ts';
import { buildVessel, referenceData } from '../../../test/factories.ts';
import { buildTechnology } from '../../../test/factories-catalogue.ts';
import { completeReport, createReportViaApi, putReportStatus } from '../../../test/factories-reports.ts';
import { itOnPostgres } from '../../../test/postgres-only.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { reportNovelTechnologies, reports, technologies, vessels } from '../../db/schema/index.ts';
import { currentSnapshot } from '../technologies/index.ts';

const t = useTestApp();
type Headers = { authorization: string };

async function setUp() {
  const db = t.database.db;
  const { vesselTypes } = await referenceData(db);
  const vessel = await buildVessel(db, { vesselTypeId: vesselTypes[0]!.id });
  const user = await t.signIn(Role.USER);
  const report = await createReportViaApi(t, user.headers, { vesselId: vessel.id });
  const wind = await buildTechnology(db, { name: 'Wind Sail' });
  const air = await buildTechnology(db, { name: 'air Lubrication' });
  return { db, vessel, vesselTypes, report, wind, air, user, headers: user.headers };
}

const list = (headers: Partial<Headers>, reportId: number) =>
  t.app.inject({ url: `/api/reports/${reportId}/novel-technologies`, headers });

const add = (headers: Partial<Headers>, reportId: number, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reports/${reportId}/novel-technologies`,
    headers,
    payload: body as object,
  });

const remove = (headers: Partial<Headers>, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/novel-technologies/${id}`, headers });

async function clientHeaders() {
  const client = await t.app.tokens.issueClient({ form: 'questionnaire', formId: 1, urlHash: 'x' });
  return { authorization: `bearer ${client.bearerToken}` };
}

describe('novel technologies of a screening report', () => {
  it("adds a technology with its current snapshot for the vessel's type, lists by name and removes", async () => {
    const { db, vessel, report, wind, air, headers } = await setUp();
    const res = await add(headers, report.id, { technology: { id: wind.id } });
    expect(res.statusCode, res.body).toBe(201);
    const snapshot = await currentSnapshot(db, wind.id, vessel.vesselTypeId);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      technology: { id: wind.id, name: 'Wind Sail' },
      technologyName: 'Wind Sail',
      vesselTypeTechnologyDetailSnapshotId: snapshot.id,
      createdOn: expect.any(String),
    });
    // Named by an older snapshot (of another vessel type, values since changed): the current one is kept.
    const old = await currentSnapshot(db, air.id, null);
    await db.update(technologies).set({ calcSavings: 9 }).where(eq(technologies.id, air.id));
    const byOld = await add(headers, report.id, { vesselTypeTechnologyDetailSnapshot: { id: old.id } });
    expect(byOld.statusCode, byOld.body).toBe(201);
    const airSnapshot = await currentSnapshot(db, air.id, vessel.vesselTypeId);
    expect(airSnapshot.id).not.toBe(old.id);
    expect(airSnapshot.values.calcSavings).toBe(9);
    expect(byOld.json().vesselTypeTechnologyDetailSnapshotId).toBe(airSnapshot.id);

    const listed = (await list(headers, report.id)).json() as NovelTechnology[];
    expect(listed.map((n) => n.technologyName)).toEqual(['air Lubrication', 'Wind Sail']);
    // A catalogue rename leaves the report's name alone.
    await db.update(technologies).set({ name: 'Renamed' }).where(eq(technologies.id, wind.id));
    expect(((await list(headers, report.id)).json() as NovelTechnology[])[1]!.technologyName).toBe('Wind Sail');

    const deleted = await remove(headers, listed[0]!.id);
    expect(deleted.statusCode).toBe(204);
    expect(((await list(headers, report.id)).json() as NovelTechnology[]).map((n) => n.id)).toEqual([listed[1]!.id]);
    expect((await remove(headers, listed[0]!.id)).statusCode).toBe(404);
  });

  it('answers 400 for a technology already there, archived or unknown, and for none at all', async () => {
    const { db, report, wind, air, headers } = await setUp();
    await add(headers, report.id, { technology: { id: wind.id } });
    const twice = await add(headers, report.id, { technology: { id: wind.id } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ technology: [reportMessages.novelTechnologyExists] });
    const snapshot = await currentSnapshot(db, air.id, null);
    await db.update(technologies).set({ archivedOn: new Date() }).where(eq(technologies.id, air.id));
    expect((await add(headers, report.id, { technology: { id: air.id } })).json()).toEqual({
      technology: [reportMessages.technologyNotAvailable],
    });
    expect((await add(headers, report.id, { vesselTypeTechnologyDetailSnapshot: { id: snapshot.id } })).json()).toEqual(
      { vesselTypeTechnologyDetailSnapshot: [reportMessages.technologyNotAvailable] },
    );
    expect((await add(headers, report.id, { technology: { id: 99_999 } })).statusCode).toBe(400);
    expect((await add(headers, report.id, { vesselTypeTechnologyDetailSnapshot: { id: 99_999 } })).statusCode).toBe(
      400,
    );
    expect((await add(headers, report.id, {})).json()).toEqual({ technology: ['*'] });
    expect(await db.select().from(reportNovelTechnologies)).toHaveLength(1);
  });

  it('answers 409 on a solution design', async () => {
    const { vessel, report, wind, headers } = await setUp();
    const design = await createReportViaApi(t, headers, { vesselId: vessel.id, type: 1, basedOnId: report.id });
    const res = await add(headers, design.id, { technology: { id: wind.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: reportMessages.novelOnlyInScreening });
  });

  it('answers 409 to adding and removing while the report is Completed, and works again once reopened', async () => {
    const { db, report, wind, air, headers } = await setUp();
    const added = (await add(headers, report.id, { technology: { id: wind.id } })).json() as NovelTechnology;
    const completed = await completeReport(t, headers, report);
    const refused = await add(headers, report.id, { technology: { id: air.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: reportMessages.reportLocked });
    expect((await remove(headers, added.id)).statusCode).toBe(409);
    expect(await db.select().from(reportNovelTechnologies)).toHaveLength(1);
    expect((await list(headers, report.id)).statusCode).toBe(200);
    await putReportStatus(t, headers, completed, 7);
    expect((await add(headers, report.id, { technology: { id: air.id } })).statusCode).toBe(201);
    expect((await remove(headers, added.id)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown or archived report, 401 without a token, 403 for a client token', async () => {
    const { db, vessel, report, wind, headers } = await setUp();
    const added = (await add(headers, report.id, { technology: { id: wind.id } })).json() as NovelTechnology;
    const client = await clientHeaders();
    for (const [who, status] of [
      [{}, 401],
      [client, 403],
    ] as const) {
      expect((await list(who, report.id)).statusCode).toBe(status);
      expect((await add(who, report.id, { technology: { id: wind.id } })).statusCode).toBe(status);
      expect((await remove(who, added.id)).statusCode).toBe(status);
    }
    expect((await list(headers, 99_999)).json()).toEqual({ error: 'Report not found' });
    expect((await add(headers, 99_999, { technology: { id: wind.id } })).statusCode).toBe(404);
    expect((await remove(headers, 99_999)).json()).toEqual({ error: 'Novel technology not found' });
    await db.update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, vessel.id));
    expect((await list(headers, report.id)).statusCode).toBe(404);
    expect((await remove(headers, added.id)).statusCode).toBe(404);
  });

  itOnPostgres('adds nothing to a report completed while the technology is being added', async () => {
    const { db, report, wind, headers } = await setUp();
    // Another connection completes the report and holds its transaction open: the add must wait for it.
    const other = new pg.Client({ connectionString: await testPostgresUrl() });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('update reports set status = 8 where id = $1', [report.id]);
      const adding = add(headers, report.id, { technology: { id: wind.id } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await other.query('commit');
      const res = await adding;
      expect(res.statusCode).toBe(409);
    } finally {
      await other.end();
    }
    expect(await db.select().from(reportNovelTechnologies)).toHaveLength(0);

    // Both through the API at once, many times: whatever the order, a Completed report gains nothing after completion.
    await putReportStatus(t, headers, report, 7);
    const technologyIds = [];
    for (let i = 0; i < 6; i++) technologyIds.push((await buildTechnology(db)).id);
    for (const technologyId of technologyIds) {
      const [added, completed] = await Promise.all([
        add(headers, report.id, { technology: { id: technologyId } }),
        putReportStatus(t, headers, report, 8),
      ]);
      expect(completed.statusCode).toBe(200);
      expect([201, 409]).toContain(added.statusCode);
      const [row] = await db.select().from(reports).where(eq(reports.id, report.id));
      const novel = await db
        .select()
        .from(reportNovelTechnologies)
        .where(eq(reportNovelTechnologies.technologyId, technologyId));
      expect(novel).toHaveLength(added.statusCode === 201 ? 1 : 0);
      // An added row was committed before the report was completed.
      if (novel[0]) expect(novel[0].createdOn.getTime()).toBeLessThanOrEqual(row!.statusChangedOn.getTime());
      await putReportStatus(t, headers, report, 7);
    }
  });
});
