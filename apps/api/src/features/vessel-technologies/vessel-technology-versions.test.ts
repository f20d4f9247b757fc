import {
  type ClientQuestionnaire,
  type HistoryEntry,
  InstalledStatus,
  Role,
  shipOwnerActor,
  type TechnologiesInstalledStatus,
} from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import { buildTechnology } from '../../../test/factories-catalogue.ts';
import { buildQuestionnaire, clientHeaders, storedQuestionnaire } from '../../../test/factories-client-area.ts';
import { itOnPostgres } from '../../../test/postgres-only.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { vessels, vesselTechnologyStatuses } from '../../db/schema/index.ts';

const t = useTestApp();
const db = () => t.database.db;
type Headers = { authorization: string };

const staleMessage = (who: string) =>
  new RegExp(
    `^This record was changed by ${who.replace(/[()]/g, '\\$&')} at \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\. Reload to see the changes\\.$`,
  );

/** A vessel with a Published questionnaire, two technologies, two staff members and the ship owner signed in. */
async function setUp() {
  const vessel = await buildVessel(db(), { name: 'Nordic Star' });
  const form = await buildQuestionnaire(db(), vessel.id);
  const wind = await buildTechnology(db(), { name: 'Wind Sail' });
  const duct = await buildTechnology(db(), { name: 'Mewis Duct' });
  const ida = await t.signIn(Role.USER, { fullName: 'Ida Holm' });
  const ole = await t.signIn(Role.USER, { fullName: 'Ole Berg' });
  const shipOwner = await clientHeaders(t.app, form);
  return { vessel, form, wind, duct, ida, ole, shipOwner };
}

const url = (vesselId: number) => `/api/vessels/${vesselId}/technologies-installed-status`;

async function read(headers: Headers, vesselId: number) {
  const res = await t.app.inject({ url: url(vesselId), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TechnologiesInstalledStatus;
}

type Entry = { technology: { id: number }; installedStatus: InstalledStatus; plannedToBeInstalledOn?: string | null };
const entry = (technology: { id: number }, installedStatus: InstalledStatus, plannedToBeInstalledOn?: string) => ({
  technology: { id: technology.id },
  installedStatus,
  plannedToBeInstalledOn: plannedToBeInstalledOn ?? null,
});

function save(headers: Partial<Headers>, vesselId: number, list: Entry[], version?: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: url(vesselId),
    headers,
    payload: { vesselTechnologiesInstalledStatus: list, version },
  });
}

function clientSave(headers: Headers, body: object) {
  return t.app.inject({ method: 'PUT', url: '/api/client/questionnaire', headers, payload: body });
}

async function clientRead(headers: Headers) {
  const res = await t.app.inject({ url: '/api/client/questionnaire', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ClientQuestionnaire;
}

async function historyOf(headers: Headers, recordType: 'vessel' | 'questionnaire', id: number) {
  const res = await t.app.inject({ url: `/api/history?recordType=${recordType}&recordId=${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HistoryEntry[];
}

async function stored(vesselId: number) {
  const rows = await db()
    .select()
    .from(vesselTechnologyStatuses)
    .where(eq(vesselTechnologyStatuses.vesselId, vesselId))
    .orderBy(vesselTechnologyStatuses.id);
  const [vessel] = await db()
    .select({ technologiesVersion: vessels.technologiesVersion, modifiedOn: vessels.modifiedOn })
    .from(vessels)
    .where(eq(vessels.id, vesselId));
  return { rows, ...vessel! };
}

describe('the version of a vessel’s technologies installed status', () => {
  it('is answered, raised by a change and written to the vessel’s history in words', async () => {
    const { vessel, wind, duct, ida } = await setUp();
    expect((await read(ida.headers, vessel.id)).version).toBe(1);

    const first = await save(ida.headers, vessel.id, [entry(wind, InstalledStatus.PLANNED, '2027-05-01')], 1);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as TechnologiesInstalledStatus).version).toBe(2);
    const second = await save(
      ida.headers,
      vessel.id,
      [entry(wind, InstalledStatus.INSTALLED), entry(duct, InstalledStatus.NOT_INSTALLED)],
      2,
    );
    expect(second.statusCode, second.body).toBe(200);
    expect((second.json() as TechnologiesInstalledStatus).version).toBe(3);
    expect((await read(ida.headers, vessel.id)).version).toBe(3);

    const entries = await historyOf(ida.headers, 'vessel', vessel.id);
    expect(entries.slice(0, 2)).toMatchObject([
      {
        user: { id: ida.user.id, fullName: 'Ida Holm' },
        actor: 'Ida Holm',
        action: 'updated',
        recordType: 'vessel',
        recordId: vessel.id,
        changes: [
          { field: 'Technologies', before: 'Wind Sail', after: 'Mewis Duct, Wind Sail' },
          { field: 'Installed status: Mewis Duct', before: null, after: 'Not installed' },
          { field: 'Installed status: Wind Sail', before: 'Planned (01/05/2027)', after: 'Installed' },
        ],
      },
      {
        actor: 'Ida Holm',
        changes: [
          { field: 'Technologies', before: null, after: 'Wind Sail' },
          { field: 'Installed status: Wind Sail', before: null, after: 'Planned (01/05/2027)' },
        ],
      },
    ]);
  });

  it('a save that changes nothing writes no history and keeps the version', async () => {
    const { vessel, wind, ida } = await setUp();
    await save(ida.headers, vessel.id, [entry(wind, InstalledStatus.INSTALLED)], 1);
    const count = (await historyOf(ida.headers, 'vessel', vessel.id)).length;
    const again = await save(ida.headers, vessel.id, [entry(wind, InstalledStatus.INSTALLED)], 2);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as TechnologiesInstalledStatus).version).toBe(2);
    expect(await historyOf(ida.headers, 'vessel', vessel.id)).toHaveLength(count);
  });

  it('a stale save is 409 naming the last change, and changes nothing', async () => {
    const { vessel, wind, duct, ida, ole } = await setUp();
    expect((await save(ida.headers, vessel.id, [entry(wind, InstalledStatus.PLANNED)], 1)).statusCode).toBe(200);
    const before = await stored(vessel.id);
    const count = (await historyOf(ida.headers, 'vessel', vessel.id)).length;

    const stale = await save(ole.headers, vessel.id, [entry(duct, InstalledStatus.INSTALLED)], 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    expect(await stored(vessel.id)).toEqual(before);
    expect(await historyOf(ida.headers, 'vessel', vessel.id)).toHaveLength(count);
  });

  it('without a version the last save wins (and still raises the version)', async () => {
    const { vessel, wind, duct, ida, ole } = await setUp();
    expect((await save(ida.headers, vessel.id, [entry(wind, InstalledStatus.PLANNED)], 1)).statusCode).toBe(200);
    const res = await save(ole.headers, vessel.id, [entry(duct, InstalledStatus.INSTALLED)]);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as TechnologiesInstalledStatus;
    expect(answer.version).toBe(3);
    expect(answer.vesselTechnologiesInstalledStatus.map((status) => status.technologyName)).toEqual(['Mewis Duct']);
    const [last] = await historyOf(ida.headers, 'vessel', vessel.id);
    expect(last).toMatchObject({
      actor: 'Ole Berg',
      changes: [
        { field: 'Technologies', before: 'Wind Sail', after: 'Mewis Duct' },
        { field: 'Installed status: Mewis Duct', before: null, after: 'Installed' },
      ],
    });
  });

  it('refuses a version that is not a whole number from 1, on the field', async () => {
    const { vessel, wind, ida } = await setUp();
    for (const version of [0, -1, 1.5, 'one', 2 ** 31]) {
      const res = await save(ida.headers, vessel.id, [entry(wind, InstalledStatus.INSTALLED)], version);
      expect(res.statusCode, String(version)).toBe(400);
      expect(Object.keys(res.json()), String(version)).toEqual(['version']);
    }
    expect((await stored(vessel.id)).rows).toEqual([]);
  });

  it('answers 401, 403 and 404 before looking at the version', async () => {
    const { vessel, wind, ida, shipOwner } = await setUp();
    const list = [entry(wind, InstalledStatus.INSTALLED)];
    expect((await save({}, vessel.id, list, 7)).statusCode).toBe(401);
    expect((await save(shipOwner, vessel.id, list, 7)).statusCode).toBe(403);
    expect((await save(ida.headers, 999_999, list, 7)).statusCode).toBe(404);
    expect((await t.app.inject({ url: url(vessel.id), headers: shipOwner })).statusCode).toBe(403);
    expect((await stored(vessel.id)).technologiesVersion).toBe(1);
  });

  itOnPostgres('of two saves of one version sent at once, one is saved and the other refused', async () => {
    const { vessel, wind, duct, ida, ole } = await setUp();
    const results = await Promise.all([
      save(ida.headers, vessel.id, [entry(wind, InstalledStatus.INSTALLED)], 1),
      save(ole.headers, vessel.id, [entry(duct, InstalledStatus.PLANNED)], 1),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((res) => res.statusCode === 200)!.json() as TechnologiesInstalledStatus;
    const now = await read(ida.headers, vessel.id);
    expect(now.version).toBe(2);
    expect(now.vesselTechnologiesInstalledStatus).toEqual(winner.vesselTechnologiesInstalledStatus);
    expect(await historyOf(ida.headers, 'vessel', vessel.id)).toHaveLength(1);
  });
});

describe('the ship owner’s questionnaire and the technologies version', () => {
  it('answers the technologies version; a list older than a staff change is refused and nothing is lost', async () => {
    const { vessel, form, wind, duct, ida, shipOwner } = await setUp();
    const opened = await clientRead(shipOwner);
    expect(opened).toMatchObject({ version: 1, technologiesVersion: 1 });

    // Staff set a status while the ship owner's form is open.
    expect((await save(ida.headers, vessel.id, [entry(wind, InstalledStatus.INSTALLED)], 1)).statusCode).toBe(200);
    const staffSaved = await stored(vessel.id);
    const questionnaireBefore = await storedQuestionnaire(db(), form.id);

    const stale = await clientSave(shipOwner, {
      formItems: [],
      selectedTechnologies: [{ technology: { id: duct.id }, installedStatus: InstalledStatus.PLANNED }],
      existingEnergySavingTechnologies: 'PBCF',
      version: opened.version,
      technologiesVersion: opened.technologiesVersion,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    expect(await stored(vessel.id)).toEqual(staffSaved);
    expect(await storedQuestionnaire(db(), form.id)).toEqual(questionnaireBefore);

    // After Reload the ship owner's form has both versions of now: the save goes through.
    const reloaded = await clientRead(shipOwner);
    expect(reloaded).toMatchObject({ version: 1, technologiesVersion: 2 });
    const fresh = await clientSave(shipOwner, {
      selectedTechnologies: [
        { technology: { id: wind.id }, installedStatus: InstalledStatus.INSTALLED },
        { technology: { id: duct.id }, installedStatus: InstalledStatus.PLANNED, plannedToBeInstalledOn: '2027-05-01' },
      ],
      version: reloaded.version,
      technologiesVersion: reloaded.technologiesVersion,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ version: 2, technologiesVersion: 3 });

    const [vesselEntry] = await historyOf(ida.headers, 'vessel', vessel.id);
    expect(vesselEntry).toMatchObject({
      user: null,
      actor: shipOwnerActor,
      action: 'updated',
      recordType: 'vessel',
      recordId: vessel.id,
      changes: [
        { field: 'Technologies', before: 'Wind Sail', after: 'Mewis Duct, Wind Sail' },
        { field: 'Installed status: Mewis Duct', before: null, after: 'Planned (01/05/2027)' },
      ],
    });
    const [questionnaireEntry] = await historyOf(ida.headers, 'questionnaire', form.id);
    expect(questionnaireEntry).toMatchObject({ actor: shipOwnerActor, changes: vesselEntry!.changes });

    // The staff card opened before the ship owner's save is refused in turn, naming the ship owner.
    const staleStaff = await save(ida.headers, vessel.id, [entry(wind, InstalledStatus.NOT_INSTALLED)], 2);
    expect(staleStaff.statusCode).toBe(409);
    expect(staleStaff.json().error).toMatch(staleMessage(shipOwnerActor));
  });

  it('a ship owner’s save that leaves the technologies as they are keeps their version', async () => {
    const { vessel, wind, ida, shipOwner } = await setUp();
    expect((await save(ida.headers, vessel.id, [entry(wind, InstalledStatus.INSTALLED)], 1)).statusCode).toBe(200);
    const opened = await clientRead(shipOwner);
    const res = await clientSave(shipOwner, {
      selectedTechnologies: [
        {
          vesselDetailTechnologyDetail: { id: opened.selectedTechnologies[0]!.vesselTypeTechnologyDetailSnapshotId },
          installedStatus: InstalledStatus.INSTALLED,
        },
      ],
      existingEnergySavingTechnologies: 'PBCF',
      version: opened.version,
      technologiesVersion: opened.technologiesVersion,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, technologiesVersion: 2 });
    expect(await historyOf(ida.headers, 'vessel', vessel.id)).toHaveLength(1);
  });

  it('without a technologies version the ship owner’s list wins, as before', async () => {
    const { vessel, duct, wind, ida, shipOwner } = await setUp();
    expect((await save(ida.headers, vessel.id, [entry(wind, InstalledStatus.INSTALLED)], 1)).statusCode).toBe(200);
    const res = await clientSave(shipOwner, {
      selectedTechnologies: [{ technology: { id: duct.id }, installedStatus: InstalledStatus.INSTALLED }],
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ClientQuestionnaire).selectedTechnologies.map((s) => s.technologyName)).toEqual([
      'Mewis Duct',
    ]);
    expect((await stored(vessel.id)).technologiesVersion).toBe(3);
  });

  it('refuses a technologies version that is not a whole number from 1, on the field', async () => {
    const { shipOwner } = await setUp();
    const res = await clientSave(shipOwner, { selectedTechnologies: [], technologiesVersion: 0 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['technologiesVersion']);
  });

  itOnPostgres(
    'a ship owner’s save and a staff save of one technologies version sent at once: one is refused',
    async () => {
      const { vessel, wind, duct, ida, shipOwner } = await setUp();
      const results = await Promise.all([
        clientSave(shipOwner, {
          selectedTechnologies: [{ technology: { id: duct.id }, installedStatus: InstalledStatus.INSTALLED }],
          version: 1,
          technologiesVersion: 1,
        }),
        save(ida.headers, vessel.id, [entry(wind, InstalledStatus.PLANNED)], 1),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect((await stored(vessel.id)).technologiesVersion).toBe(2);
      expect(await historyOf(ida.headers, 'vessel', vessel.id)).toHaveLength(1);
    },
  );
});
