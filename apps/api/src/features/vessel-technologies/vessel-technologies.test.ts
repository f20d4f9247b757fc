import {
  catalogueMessages,
  formMessages,
  InstalledStatus,
  Role,
  type TechnologiesInstalledStatus,
  type UpdateTechnologiesInstalledStatusRequest,
} from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel, referenceData } from '../../../test/factories.ts';
import { buildTechnology } from '../../../test/factories-catalogue.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  questionnaires,
  technologies,
  technologySnapshots,
  vessels,
  vesselTechnologyStatuses,
} from '../../db/schema/index.ts';
import { currentSnapshot } from '../technologies/index.ts';
import { replaceVesselTechnologyStatuses } from './vessel-technologies.service.ts';

const t = useTestApp();
const field = 'vesselTechnologiesInstalledStatus';
type Headers = { authorization: string };

/** A vessel (tanker) without forms, three technologies (one archived) and a signed-in User. */
async function setUp() {
  const db = t.database.db;
  const { vesselTypes } = await referenceData(db);
  const [tanker, bulker] = [vesselTypes[0]!.id, vesselTypes[1]!.id];
  const vessel = await buildVessel(db, { vesselTypeId: tanker });
  const wind = await buildTechnology(db, { name: 'Wind Sail' });
  const air = await buildTechnology(db, { name: 'air Lubrication' });
  const archived = await buildTechnology(db, { name: 'Old Coating', archivedOn: new Date() });
  const user = await t.signIn(Role.USER);
  return { db, vessel, tanker, bulker, wind, air, archived, headers: user.headers };
}

const url = (vesselId: number) => `/api/vessels/${vesselId}/technologies-installed-status`;

function read(headers: Partial<Headers>, vesselId: number) {
  return t.app.inject({ url: url(vesselId), headers });
}

function save(headers: Partial<Headers>, vesselId: number, body: UpdateTechnologiesInstalledStatusRequest) {
  return t.app.inject({ method: 'PUT', url: url(vesselId), headers, payload: body });
}

async function saved(headers: Headers, vesselId: number, body: UpdateTechnologiesInstalledStatusRequest) {
  const res = await save(headers, vesselId, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TechnologiesInstalledStatus;
}

async function storedRows(vesselId: number) {
  return t.database.db
    .select()
    .from(vesselTechnologyStatuses)
    .where(eq(vesselTechnologyStatuses.vesselId, vesselId))
    .orderBy(vesselTechnologyStatuses.id);
}

describe('GET vessels/{id}/technologies-installed-status', () => {
  it('takes no snapshot: reading writes nothing', async () => {
    const { db, vessel, headers } = await setUp();
    const before = await db.$count(technologySnapshots);
    const res = await read(headers, vessel.id);
    expect(res.statusCode).toBe(200);
    expect(await db.$count(technologySnapshots)).toBe(before);
    expect((res.json() as TechnologiesInstalledStatus).availableTechnologies.length).toBeGreaterThan(0);
  });

  it('answers no statuses, the active technologies by name and no free text without a questionnaire', async () => {
    const { vessel, tanker, wind, air, headers } = await setUp();
    const res = await read(headers, vessel.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as TechnologiesInstalledStatus;
    expect(body.vesselTechnologiesInstalledStatus).toEqual([]);
    expect(body.existingEnergySavingTechnologies).toBeNull();
    expect(body.availableTechnologies.map((a) => a.technology)).toEqual([
      { id: air.id, name: 'air Lubrication' },
      { id: wind.id, name: 'Wind Sail' },
    ]);
    // No snapshot holds their values yet; once one does (taken by a choice), it is offered.
    expect(body.availableTechnologies.map((a) => a.vesselTypeTechnologyDetailSnapshotId)).toEqual([null, null]);
    const airSnapshot = await currentSnapshot(t.database.db, air.id, tanker);
    expect(airSnapshot.values.vesselTypeId).toBe(tanker);
    const again = (await read(headers, vessel.id)).json() as TechnologiesInstalledStatus;
    expect(again.availableTechnologies.map((a) => a.vesselTypeTechnologyDetailSnapshotId)).toEqual([
      airSnapshot.id,
      null,
    ]);
  });

  it("shows the questionnaire's existing energy-saving technologies", async () => {
    const { db, vessel, headers } = await setUp();
    await db
      .update(questionnaires)
      .set({ existingEnergySavingTechnologies: 'Mewis duct since 2019' })
      .where(eq(questionnaires.vesselId, vessel.id));
    const res = await read(headers, vessel.id);
    expect(res.json().existingEnergySavingTechnologies).toBe('Mewis duct since 2019');
  });

  it('answers 401 without a token, 403 for a client token, 404 for unknown and archived vessels', async () => {
    const { db, vessel, headers } = await setUp();
    expect((await read({}, vessel.id)).statusCode).toBe(401);
    const client = await t.app.tokens.issueClient({ form: 'questionnaire', formId: 1, urlHash: 'x' });
    expect((await read({ authorization: `bearer ${client.bearerToken}` }, vessel.id)).statusCode).toBe(403);
    const unknown = await read(headers, 9999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Vessel not found' });
    await db.update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, vessel.id));
    expect((await read(headers, vessel.id)).statusCode).toBe(404);
  });
});

describe('PUT vessels/{id}/technologies-installed-status', () => {
  it('sets statuses by technology or by snapshot, changes them and removes them', async () => {
    const { db, vessel, tanker, wind, air, headers } = await setUp();
    // A snapshot of the wind sail's current values exists (as after an earlier choice); none of the air lubrication's.
    const windTaken = await currentSnapshot(db, wind.id, tanker);
    const available = (await read(headers, vessel.id)).json() as TechnologiesInstalledStatus;
    const windSnapshot = available.availableTechnologies.find((a) => a.technology.id === wind.id)!;
    expect(windSnapshot.vesselTypeTechnologyDetailSnapshotId).toBe(windTaken.id);
    expect(
      available.availableTechnologies.find((a) => a.technology.id === air.id)!.vesselTypeTechnologyDetailSnapshotId,
    ).toBeNull();

    const first = await saved(headers, vessel.id, {
      vesselTechnologiesInstalledStatus: [
        {
          vesselTypeTechnologyDetailSnapshotId: windTaken.id,
          installedStatus: InstalledStatus.PLANNED,
          plannedToBeInstalledOn: '2026-03-01',
        },
        { technology: { id: air.id }, installedStatus: InstalledStatus.INSTALLED },
      ],
    });
    // Saving the air lubrication took its snapshot; it is offered with it from now on.
    const airSnapshot = first.availableTechnologies.find((a) => a.technology.id === air.id)!;
    expect(airSnapshot.vesselTypeTechnologyDetailSnapshotId).toEqual(expect.any(Number));
    expect(first.vesselTechnologiesInstalledStatus).toEqual([
      {
        id: expect.any(Number),
        vesselTypeTechnologyDetailSnapshotId: airSnapshot.vesselTypeTechnologyDetailSnapshotId,
        technology: { id: air.id, name: 'air Lubrication' },
        technologyName: 'air Lubrication',
        installedStatus: InstalledStatus.INSTALLED,
        plannedToBeInstalledOn: null,
      },
      {
        id: expect.any(Number),
        vesselTypeTechnologyDetailSnapshotId: windTaken.id,
        technology: { id: wind.id, name: 'Wind Sail' },
        technologyName: 'Wind Sail',
        installedStatus: InstalledStatus.PLANNED,
        plannedToBeInstalledOn: '2026-03-01',
      },
    ]);
    expect(first.availableTechnologies.map((a) => a.technology)).toEqual(
      available.availableTechnologies.map((a) => a.technology),
    );
    expect((await read(headers, vessel.id)).json()).toEqual(first);
    const [vesselRow] = await db.select().from(vessels).where(eq(vessels.id, vessel.id));
    expect(vesselRow!.modifiedOn.getTime()).toBeGreaterThan(vessel.modifiedOn.getTime());

    const windRow = first.vesselTechnologiesInstalledStatus[1]!;
    const second = await saved(headers, vessel.id, {
      vesselTechnologiesInstalledStatus: [{ technology: { id: wind.id }, installedStatus: InstalledStatus.INSTALLED }],
    });
    expect(second.vesselTechnologiesInstalledStatus).toEqual([
      { ...windRow, installedStatus: InstalledStatus.INSTALLED, plannedToBeInstalledOn: null },
    ]);
    expect(await storedRows(vessel.id)).toHaveLength(1);

    const cleared = await saved(headers, vessel.id, { vesselTechnologiesInstalledStatus: [] });
    expect(cleared.vesselTechnologiesInstalledStatus).toEqual([]);
    expect(await storedRows(vessel.id)).toHaveLength(0);
  });

  it('keeps the chosen snapshot and its name when the catalogue changes afterwards', async () => {
    const { db, vessel, tanker, wind, headers } = await setUp();
    const first = await saved(headers, vessel.id, {
      vesselTechnologiesInstalledStatus: [{ technology: { id: wind.id }, installedStatus: InstalledStatus.PLANNED }],
    });
    const chosen = first.vesselTechnologiesInstalledStatus[0]!;
    await db.update(technologies).set({ name: 'Rotor Sail', calcSavings: 9 }).where(eq(technologies.id, wind.id));

    const after = (await read(headers, vessel.id)).json() as TechnologiesInstalledStatus;
    expect(after.vesselTechnologiesInstalledStatus).toEqual([chosen]);
    expect(chosen.technologyName).toBe('Wind Sail');
    const renamed = after.availableTechnologies.find((a) => a.technology.id === wind.id)!;
    expect(renamed.technology.name).toBe('Rotor Sail');
    // Reading takes no snapshot of the new values.
    expect(renamed.vesselTypeTechnologyDetailSnapshotId).toBeNull();

    // Saving the same technology again (by a snapshot of its new values or by id) keeps the old snapshot.
    const newValues = await currentSnapshot(db, wind.id, tanker);
    expect(newValues.id).not.toBe(chosen.vesselTypeTechnologyDetailSnapshotId);
    const bySnapshot = await saved(headers, vessel.id, {
      vesselTechnologiesInstalledStatus: [
        {
          vesselTypeTechnologyDetailSnapshotId: newValues.id,
          installedStatus: InstalledStatus.INSTALLED,
        },
      ],
    });
    expect(bySnapshot.vesselTechnologiesInstalledStatus).toEqual([
      { ...chosen, installedStatus: InstalledStatus.INSTALLED },
    ]);
    const byId = await saved(headers, vessel.id, {
      vesselTechnologiesInstalledStatus: [{ technology: { id: wind.id }, installedStatus: InstalledStatus.PLANNED }],
    });
    expect(byId.vesselTechnologiesInstalledStatus).toEqual([chosen]);

    // Archived, it stays on the vessel under its old name while it is listed.
    await db.update(technologies).set({ archivedOn: new Date() }).where(eq(technologies.id, wind.id));
    const kept = await saved(headers, vessel.id, {
      vesselTechnologiesInstalledStatus: [
        {
          vesselTypeTechnologyDetailSnapshotId: chosen.vesselTypeTechnologyDetailSnapshotId,
          installedStatus: InstalledStatus.PLANNED,
        },
      ],
    });
    expect(kept.vesselTechnologiesInstalledStatus).toEqual([chosen]);
    expect(kept.availableTechnologies.map((a) => a.technology.id)).not.toContain(wind.id);
  });

  it('allows a planned date only with PLANNED', async () => {
    const { vessel, wind, air, headers } = await setUp();
    const res = await save(headers, vessel.id, {
      vesselTechnologiesInstalledStatus: [
        { technology: { id: wind.id }, installedStatus: InstalledStatus.PLANNED, plannedToBeInstalledOn: '2026-01-31' },
        {
          technology: { id: air.id },
          installedStatus: InstalledStatus.INSTALLED,
          plannedToBeInstalledOn: '2026-01-31',
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [`${field}.1.plannedToBeInstalledOn`]: [formMessages.plannedDateOnlyWhenPlanned] });
    expect(await storedRows(vessel.id)).toHaveLength(0);

    const badDate = await save(headers, vessel.id, {
      vesselTechnologiesInstalledStatus: [
        { technology: { id: wind.id }, installedStatus: InstalledStatus.PLANNED, plannedToBeInstalledOn: '31.01.2026' },
      ],
    });
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json())).toEqual([`${field}.0.plannedToBeInstalledOn`]);
  });

  it('refuses unknown and archived technologies, foreign snapshots and the same technology twice; nothing changes', async () => {
    const { vessel, bulker, wind, air, archived, headers } = await setUp();
    const before = await saved(headers, vessel.id, {
      vesselTechnologiesInstalledStatus: [{ technology: { id: wind.id }, installedStatus: InstalledStatus.INSTALLED }],
    });
    const db = t.database.db;
    const bulkerSnapshot = await currentSnapshot(db, air.id, bulker);
    const archivedSnapshot = await currentSnapshot(db, archived.id, null);
    const status = InstalledStatus.NOT_INSTALLED;
    const res = await save(headers, vessel.id, {
      vesselTechnologiesInstalledStatus: [
        { technology: { id: 9999 }, installedStatus: status },
        { technology: { id: archived.id }, installedStatus: status },
        { vesselTypeTechnologyDetailSnapshotId: 9999, installedStatus: status },
        { vesselTypeTechnologyDetailSnapshotId: bulkerSnapshot.id, installedStatus: status },
        { vesselTypeTechnologyDetailSnapshotId: archivedSnapshot.id, installedStatus: status },
        { technology: { id: air.id }, installedStatus: status },
        { technology: { id: air.id }, installedStatus: InstalledStatus.INSTALLED },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      [`${field}.0.technology`]: [catalogueMessages.unknownChoice],
      [`${field}.1.technology`]: [catalogueMessages.unknownChoice],
      [`${field}.2.vesselTypeTechnologyDetailSnapshotId`]: [catalogueMessages.unknownChoice],
      [`${field}.3.vesselTypeTechnologyDetailSnapshotId`]: [catalogueMessages.unknownChoice],
      [`${field}.4.vesselTypeTechnologyDetailSnapshotId`]: [catalogueMessages.unknownChoice],
      [`${field}.6`]: [catalogueMessages.duplicateTechnology],
    });
    expect((await read(headers, vessel.id)).json()).toEqual(before);

    const neither = await save(headers, vessel.id, {
      vesselTechnologiesInstalledStatus: [{ installedStatus: status }],
    });
    expect(neither.statusCode).toBe(400);
    expect(Object.keys(neither.json())).toEqual([`${field}.0.technology`]);
  });

  it('answers 401, 403 and 404 like the GET', async () => {
    const { db, vessel, headers } = await setUp();
    const body = { vesselTechnologiesInstalledStatus: [] };
    expect((await save({}, vessel.id, body)).statusCode).toBe(401);
    const client = await t.app.tokens.issueClient({ form: 'questionnaire', formId: 1, urlHash: 'x' });
    expect((await save({ authorization: `bearer ${client.bearerToken}` }, vessel.id, body)).statusCode).toBe(403);
    expect((await save(headers, 9999, body)).statusCode).toBe(404);
    await db.update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, vessel.id));
    const archived = await save(headers, vessel.id, body);
    expect(archived.statusCode).toBe(404);
    expect(archived.json()).toEqual({ error: 'Vessel not found' });
  });
});

describe('replaceVesselTechnologyStatuses', () => {
  it("reports errors under the caller's field", async () => {
    const { db, vessel, tanker } = await setUp();
    await expect(
      db.transaction((tx) =>
        replaceVesselTechnologyStatuses(
          tx,
          vessel.id,
          tanker,
          [{ snapshotId: 9999, installedStatus: InstalledStatus.INSTALLED, plannedToBeInstalledOn: null }],
          'selectedTechnologies',
        ),
      ),
    ).rejects.toMatchObject({
      statusCode: 400,
      fields: { 'selectedTechnologies.0.vesselTypeTechnologyDetailSnapshotId': [catalogueMessages.unknownChoice] },
    });
  });
});
