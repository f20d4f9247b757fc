import {
  type HistoryEntry,
  Role,
  type Vessel,
  type VesselConsumption,
  type VesselConsumptionRate,
} from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { buildProject, referenceData } from '../../../test/factories.ts';
import { uploadFile } from '../../../test/factories-files.ts';
import { buildProjectWithRates, createVesselViaApi, storedVessel } from '../../../test/factories-vessels.ts';
import { itOnPostgres } from '../../../test/postgres-only.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
type Headers = { authorization: string };

const staleMessage = (who: string) =>
  new RegExp(
    `^This record was changed by ${who} at \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\. Reload to see the changes\\.$`,
  );

async function setUp() {
  const db = t.database.db;
  const { categories, vesselTypes } = await referenceData(db);
  const { project } = await buildProjectWithRates(db, {}, { name: 'Fleet 2026' });
  const ida = await t.signIn(Role.USER, { fullName: 'Ida Holm' });
  const ole = await t.signIn(Role.USER, { fullName: 'Ole Berg' });
  const vessel = await createVesselViaApi(t, ida.headers, { projectId: project.id, vesselTypeId: vesselTypes[0]!.id });
  const rates = await getRates(ida.headers, vessel.id);
  const rateOf = (shortName: string) =>
    rates.find((rate) => rate.projectConsumptionRate.consumptionType.shortName === shortName)!;
  const categoryOf = (shortName: string) => categories.find((category) => category.shortName === shortName)!;
  return { ida, ole, vessel, vesselTypes, rates, rateOf, categoryOf };
}

const putVessel = (headers: Headers, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/vessels/${id}`, headers, payload });

const getVessel = async (headers: Headers, id: number) =>
  (await t.app.inject({ url: `/api/vessels/${id}`, headers })).json() as Vessel;

async function getRates(headers: Headers, id: number) {
  return (
    await t.app.inject({ url: `/api/vessels/${id}/consumption-rates`, headers })
  ).json() as VesselConsumptionRate[];
}

/** A rates save setting the price of the given rates (the others keep theirs). */
function putRates(
  headers: Headers,
  id: number,
  rates: VesselConsumptionRate[],
  prices: Map<number, number>,
  version?: number,
) {
  const consumptionRates = rates.map((rate) => ({
    projectConsumptionRate: { id: rate.projectConsumptionRate.id },
    price: prices.get(rate.id) ?? rate.price,
    co2ConversionConstant: rate.co2ConversionConstant,
  }));
  return t.app.inject({
    method: 'PUT',
    url: `/api/vessels/${id}/consumption-rates`,
    headers,
    payload: { consumptionRates, version },
  });
}

const row = (rate: { id: number }, category: { id: number }, annualConsumption: number) => ({
  vesselConsumptionRate: { id: rate.id },
  consumptionCategory: { id: category.id },
  annualConsumption,
});

function putConsumptions(headers: Headers, id: number, consumptions: ReturnType<typeof row>[], version?: number) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/vessels/${id}/consumptions`,
    headers,
    payload: { consumptions, version },
  });
}

async function historyOf(headers: Headers, id: number) {
  const res = await t.app.inject({ url: `/api/history?recordType=vessel&recordId=${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HistoryEntry[];
}

describe('PUT /api/vessels/{id} with a version', () => {
  it('refuses a stale save with who changed it and when, changing nothing; without a version the last save wins', async () => {
    const { ida, ole, vessel, vesselTypes } = await setUp();
    expect(vessel).toMatchObject({ version: 1, consumptionRatesVersion: 1, consumptionsVersion: 1 });
    const saved = await putVessel(ida.headers, vessel.id, { name: 'Nordic Sun', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Nordic Sun', version: 2 });

    const stale = await putVessel(ole.headers, vessel.id, { vesselType: { id: vesselTypes[2]!.id }, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    expect(await getVessel(ida.headers, vessel.id)).toMatchObject({
      name: 'Nordic Sun',
      vesselType: { id: vesselTypes[0]!.id },
      version: 2,
    });

    const unversioned = await putVessel(ole.headers, vessel.id, { name: 'Nordic Moon' });
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.json()).toMatchObject({ name: 'Nordic Moon', version: 3 });
  });

  it('keeps the version of a save that changes nothing and writes no history, so a colleague’s save still goes through', async () => {
    const { ida, ole, vessel } = await setUp();
    const payload = {
      name: vessel.name,
      vesselType: { id: vessel.vesselType.id },
      vesselImage1: { id: null },
      vesselImage2: { id: null },
      version: 1,
    };
    const same = await putVessel(ida.headers, vessel.id, payload);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ name: vessel.name, version: 1 });
    expect(await historyOf(ida.headers, vessel.id)).toHaveLength(1);

    const saved = await putVessel(ole.headers, vessel.id, { name: 'Nordic Moon', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Nordic Moon', version: 2 });
  });

  it('refuses a version that is not a whole number from 1, on the field, on each of the vessel’s saves', async () => {
    const { ida, vessel } = await setUp();
    for (const url of [`/api/vessels/${vessel.id}`, `/api/vessels/${vessel.id}/consumptions`]) {
      const payload = url.endsWith('consumptions') ? { consumptions: [], version: 0 } : { version: 0 };
      const res = await t.app.inject({ method: 'PUT', url, headers: ida.headers, payload });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json())).toEqual(['version']);
    }
  });

  it('writes creation, changes (names, not ids), copy and archiving to the vessel’s history', async () => {
    const { ida, ole, vessel, vesselTypes } = await setUp();
    const image = await uploadFile(t.app, ole.headers, { name: 'bridge.png' });
    const saved = await putVessel(ole.headers, vessel.id, {
      name: 'Nordic Sun',
      vesselType: { id: vesselTypes[2]!.id },
      vesselImage1: { id: image.id },
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const target = await buildProject(t.database.db, { name: 'Fleet 2027' });
    const copied = await t.app.inject({
      method: 'POST',
      url: `/api/vessels/${vessel.id}/copy`,
      headers: ida.headers,
      payload: { project: { id: target.id } },
    });
    expect(copied.statusCode, copied.body).toBe(201);
    const archived = await t.app.inject({ method: 'DELETE', url: `/api/vessels/${vessel.id}`, headers: ida.headers });
    expect(archived.statusCode).toBe(204);

    const entries = await historyOf(ida.headers, vessel.id);
    expect(entries.map((entry) => ({ actor: entry.actor, action: entry.action, changes: entry.changes }))).toEqual([
      {
        actor: 'Ida Holm',
        action: 'deleted',
        changes: [
          { field: 'Name', before: 'Nordic Sun', after: null },
          { field: 'Vessel type', before: vesselTypes[2]!.name, after: null },
          { field: 'Project', before: 'Fleet 2026', after: null },
          { field: 'Vessel Image 1', before: 'bridge.png', after: null },
        ],
      },
      {
        actor: 'Ole Berg',
        action: 'updated',
        changes: [
          { field: 'Name', before: 'Nordic Star', after: 'Nordic Sun' },
          { field: 'Vessel type', before: vesselTypes[0]!.name, after: vesselTypes[2]!.name },
          { field: 'Vessel Image 1', before: null, after: 'bridge.png' },
        ],
      },
      {
        actor: 'Ida Holm',
        action: 'created',
        changes: [
          { field: 'Name', before: null, after: 'Nordic Star' },
          { field: 'Vessel type', before: null, after: vesselTypes[0]!.name },
          { field: 'Project', before: null, after: 'Fleet 2026' },
        ],
      },
    ]);
    const copy = copied.json() as Vessel;
    const [copyCreated, ...rest] = await historyOf(ida.headers, copy.id);
    expect(rest).toEqual([]);
    expect(copyCreated).toMatchObject({
      actor: 'Ida Holm',
      action: 'created',
      changes: expect.arrayContaining([{ field: 'Project', before: null, after: 'Fleet 2027' }]),
    });
  });

  itOnPostgres('of two saves of one version sent at once, one is saved and the other refused', async () => {
    const { ida, ole, vessel } = await setUp();
    const results = await Promise.all([
      putVessel(ida.headers, vessel.id, { name: 'Nordic Sun', version: 1 }),
      putVessel(ole.headers, vessel.id, { name: 'Nordic Moon', version: 1 }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((res) => res.statusCode === 200)!.json() as Vessel;
    expect(await getVessel(ida.headers, vessel.id)).toMatchObject({ name: winner.name, version: 2 });
    expect((await historyOf(ida.headers, vessel.id)).map((entry) => entry.action)).toEqual(['updated', 'created']);
  });

  itOnPostgres('of two saves of the consumption rows of one version sent at once, one is saved', async () => {
    const { ida, ole, vessel, rateOf, categoryOf } = await setUp();
    const results = await Promise.all([
      putConsumptions(ida.headers, vessel.id, [row(rateOf('HFO'), categoryOf('ME'), 6200)], 1),
      putConsumptions(ole.headers, vessel.id, [row(rateOf('MGO'), categoryOf('AE'), 900)], 1),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((res) => res.statusCode === 200)!.json() as VesselConsumption[];
    const { consumptions } = await storedVessel(t.database.db, vessel.id);
    expect(consumptions.map((c) => c.annualConsumption)).toEqual(winner.map((c) => c.annualConsumption));
    expect(await getVessel(ida.headers, vessel.id)).toMatchObject({ consumptionsVersion: 2 });
  });
});

describe('PUT /api/vessels/{id}/consumption-rates with a version', () => {
  it('refuses a stale save of the rates, naming the last change of the rates, and changes nothing', async () => {
    const { ida, ole, vessel, rates, rateOf } = await setUp();
    const hfo = rateOf('HFO');
    const saved = await putRates(ida.headers, vessel.id, rates, new Map([[hfo.id, 500]]), 1);
    expect(saved.statusCode, saved.body).toBe(200);
    // The vessel's own form is another part: its save does not make the rates stale, nor the other way round.
    expect((await putVessel(ole.headers, vessel.id, { name: 'Nordic Sun', version: 1 })).statusCode).toBe(200);
    expect(await getVessel(ida.headers, vessel.id)).toMatchObject({
      version: 2,
      consumptionRatesVersion: 2,
      consumptionsVersion: 1,
    });

    const before = await storedVessel(t.database.db, vessel.id);
    const stale = await putRates(ole.headers, vessel.id, rates, new Map([[rateOf('MGO').id, 900]]), 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    expect(await storedVessel(t.database.db, vessel.id)).toEqual(before);

    const unversioned = await putRates(ole.headers, vessel.id, rates, new Map([[rateOf('MGO').id, 900]]));
    expect(unversioned.statusCode).toBe(200);
    expect(await getVessel(ida.headers, vessel.id)).toMatchObject({ consumptionRatesVersion: 3 });
  });

  it('keeps the version of the rates saved unchanged and writes no history, so a colleague’s save still goes through', async () => {
    const { ida, ole, vessel, rates, rateOf } = await setUp();
    const same = await putRates(ida.headers, vessel.id, rates, new Map(), 1);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(rates);
    expect(await getVessel(ida.headers, vessel.id)).toMatchObject({ consumptionRatesVersion: 1 });
    expect(await historyOf(ida.headers, vessel.id)).toHaveLength(1);

    const saved = await putRates(ole.headers, vessel.id, rates, new Map([[rateOf('MGO').id, 900]]), 1);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await getVessel(ida.headers, vessel.id)).toMatchObject({ consumptionRatesVersion: 2 });
  });

  it('writes one history entry with each changed rate value, by consumption type and column', async () => {
    const { ida, vessel, rates, rateOf } = await setUp();
    const hfo = rateOf('HFO');
    const mgo = rateOf('MGO');
    const res = await putRates(
      ida.headers,
      vessel.id,
      rates,
      new Map([
        [hfo.id, 500],
        [mgo.id, 950],
      ]),
      1,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await historyOf(ida.headers, vessel.id);
    expect(entry).toMatchObject({
      actor: 'Ida Holm',
      action: 'updated',
      changes: expect.arrayContaining([
        { field: 'HFO · Price (USD per MT)', before: hfo.price, after: 500 },
        { field: 'MGO · Price (USD per MT)', before: mgo.price, after: 950 },
      ]),
    });
    expect(entry!.changes).toHaveLength(2);
  });
});

describe('PUT /api/vessels/{id}/consumptions with a version', () => {
  it('refuses a stale save of the rows and changes nothing; without a version the last save wins', async () => {
    const { ida, ole, vessel, rateOf, categoryOf } = await setUp();
    const saved = await putConsumptions(ida.headers, vessel.id, [row(rateOf('HFO'), categoryOf('ME'), 6200)], 1);
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await storedVessel(t.database.db, vessel.id);

    const stale = await putConsumptions(ole.headers, vessel.id, [row(rateOf('MGO'), categoryOf('AE'), 900)], 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    expect(await storedVessel(t.database.db, vessel.id)).toEqual(before);

    const unversioned = await putConsumptions(ole.headers, vessel.id, [row(rateOf('MGO'), categoryOf('AE'), 900)]);
    expect(unversioned.statusCode).toBe(200);
    expect(await getVessel(ida.headers, vessel.id)).toMatchObject({ consumptionsVersion: 3, version: 1 });
  });

  it('keeps the version of the same rows saved again and writes no history; the same rows in another order are a change', async () => {
    const { ida, ole, vessel, rateOf, categoryOf } = await setUp();
    const rows = [row(rateOf('HFO'), categoryOf('ME'), 6200), row(rateOf('MGO'), categoryOf('AE'), 900)];
    expect((await putConsumptions(ida.headers, vessel.id, rows, 1)).statusCode).toBe(200);
    const same = await putConsumptions(ida.headers, vessel.id, rows, 2);
    expect(same.statusCode, same.body).toBe(200);
    expect(await getVessel(ida.headers, vessel.id)).toMatchObject({ consumptionsVersion: 2 });
    expect(await historyOf(ida.headers, vessel.id)).toHaveLength(2);

    const reordered = await putConsumptions(ole.headers, vessel.id, rows.toReversed(), 2);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await getVessel(ida.headers, vessel.id)).toMatchObject({ consumptionsVersion: 3 });
  });

  it('writes one history entry with each row added, changed or removed, by category and consumption type', async () => {
    const { ida, ole, vessel, rateOf, categoryOf } = await setUp();
    const [hfo, mgo] = [rateOf('HFO'), rateOf('MGO')];
    const [me, ae, bo] = [categoryOf('ME'), categoryOf('AE'), categoryOf('BO')];
    await putConsumptions(ida.headers, vessel.id, [row(hfo, me, 6200), row(mgo, ae, 900), row(hfo, bo, 300)], 1);
    // The boiler row moves to the top unchanged, the main engine's changes, the auxiliary engine's goes, one is new.
    const res = await putConsumptions(
      ole.headers,
      vessel.id,
      [row(hfo, bo, 300), row(hfo, me, 6000), row(mgo, me, 150)],
      2,
    );
    expect(res.statusCode, res.body).toBe(200);

    const [changed, added] = await historyOf(ida.headers, vessel.id);
    expect(added).toMatchObject({
      actor: 'Ida Holm',
      action: 'updated',
      changes: [
        { field: 'Main Engine · HFO · Annual Consumption', before: null, after: 6200 },
        { field: 'Auxiliary Engine · MGO · Annual Consumption', before: null, after: 900 },
        { field: 'Boiler · HFO · Annual Consumption', before: null, after: 300 },
      ],
    });
    expect(changed).toMatchObject({
      actor: 'Ole Berg',
      action: 'updated',
      changes: [
        { field: 'Main Engine · HFO · Annual Consumption', before: 6200, after: 6000 },
        { field: 'Main Engine · MGO · Annual Consumption', before: null, after: 150 },
        { field: 'Auxiliary Engine · MGO · Annual Consumption', before: 900, after: null },
      ],
    });
  });
});
