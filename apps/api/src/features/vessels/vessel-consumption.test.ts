import { Role, type VesselConsumption, type VesselConsumptionRate } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { referenceData } from '../../../test/factories.ts';
import {
  ageVessel,
  buildConsumptionType,
  buildProjectWithRates,
  createConsumptionTypeViaApi,
  createVesselViaApi,
  storedVessel,
} from '../../../test/factories-vessels.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { customers, projectConsumptionRates, projects, vessels } from '../../db/schema/index.ts';
import { vesselMessages } from './vessel-messages.data.ts';

const t = useTestApp();

type Headers = { authorization: string };

async function setup(prices: Record<string, number> = {}) {
  const user = await t.signIn(Role.USER);
  const db = t.database.db;
  const { project, rates: projectRates } = await buildProjectWithRates(db, prices);
  const { categories, vesselTypes } = await referenceData(db);
  const vessel = await createVesselViaApi(t, user.headers, { projectId: project.id, vesselTypeId: vesselTypes[0]!.id });
  return { user, db, project, projectRates, categories, vesselTypes, vessel };
}

async function getRates(headers: Headers, vesselId: number) {
  const res = await t.app.inject({ url: `/api/vessels/${vesselId}/consumption-rates`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as VesselConsumptionRate[];
}

function putRates(headers: Headers, vesselId: number, consumptionRates: unknown[]) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/vessels/${vesselId}/consumption-rates`,
    headers,
    payload: { consumptionRates },
  });
}

function putConsumptions(headers: Headers, vesselId: number, consumptions: unknown[]) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/vessels/${vesselId}/consumptions`,
    headers,
    payload: { consumptions },
  });
}

const row = (rateId: number, categoryId: number, annualConsumption: number) => ({
  vesselConsumptionRate: { id: rateId },
  consumptionCategory: { id: categoryId },
  annualConsumption,
});

/** The three kinds of hidden vessel, each with rates and a consumption row made while visible. */
async function hiddenVesselIds(headers: Headers) {
  const db = t.database.db;
  const ids: number[] = [];
  for (const hide of ['vessel', 'project', 'customer'] as const) {
    const { vessel } = await setup();
    const [rate] = await getRates(headers, vessel.id);
    await putConsumptions(headers, vessel.id, [row(rate!.id, 1, 5)]);
    if (hide === 'vessel') await db.update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, vessel.id));
    if (hide === 'project') {
      await db.update(projects).set({ archivedOn: new Date() }).where(eq(projects.id, vessel.project.id));
    }
    if (hide === 'customer') {
      await db.update(customers).set({ archivedOn: new Date() }).where(eq(customers.id, vessel.project.customer.id));
    }
    ids.push(vessel.id);
  }
  return [999_999, ...ids];
}

describe('GET /api/vessels/:id/consumption-rates', () => {
  it("starts from the project's rates, one per consumption type, sorted by consumption type name", async () => {
    const { user, vessel, projectRates, db } = await setup({ HFO: 500, LNG: 700 });
    const rates = await getRates(user.headers, vessel.id);
    expect(rates.map((r) => r.projectConsumptionRate.consumptionType.shortName)).toEqual([
      'HFO',
      'LNG',
      'MGO',
      'VLSFO',
    ]);
    for (const rate of rates) {
      const projectRate = projectRates.find((p) => p.id === rate.projectConsumptionRate.id)!;
      expect(rate).toEqual({
        id: expect.any(Number),
        projectConsumptionRate: {
          id: projectRate.id,
          consumptionType: expect.objectContaining({ id: projectRate.consumptionTypeId }),
        },
        price: projectRate.price,
        co2ConversionConstant: projectRate.co2ConversionConstant,
      });
    }
    expect(rates.find((r) => r.projectConsumptionRate.consumptionType.shortName === 'HFO')).toMatchObject({
      price: 500,
      co2ConversionConstant: 5,
      projectConsumptionRate: { consumptionType: { name: 'Heavy Fuel Oil' } },
    });
    expect((await storedVessel(db, vessel.id)).rates).toHaveLength(4);
  });

  it("a consumption type created later gives every vessel a rate with its project's values", async () => {
    const { user, vessel, project, db } = await setup();
    const created = await createConsumptionTypeViaApi(t, {
      name: 'Bio-Methanol',
      shortName: 'BIOM',
      defaultPrice: 1234,
      defaultCo2ConversionConstant: 0.5,
    });
    const rates = await getRates(user.headers, vessel.id);
    expect(rates.map((r) => r.projectConsumptionRate.consumptionType.shortName)).toEqual([
      'BIOM',
      'HFO',
      'LNG',
      'MGO',
      'VLSFO',
    ]);
    expect(rates[0]).toMatchObject({ price: 1234, co2ConversionConstant: 0.5 });
    const projectRates = await db
      .select()
      .from(projectConsumptionRates)
      .where(eq(projectConsumptionRates.projectId, project.id));
    expect(rates[0]!.projectConsumptionRate.id).toBe(projectRates.find((r) => r.consumptionTypeId === created.id)!.id);
  });

  it('reads without writing: rates and their modified dates stay as they were', async () => {
    const { user, vessel, db } = await setup();
    await buildConsumptionType(db, { name: 'Ammonia', shortName: 'NH3' });
    const before = await storedVessel(db, vessel.id);
    const projectRatesBefore = await db.select().from(projectConsumptionRates).orderBy(projectConsumptionRates.id);
    for (let i = 0; i < 3; i++) await getRates(user.headers, vessel.id);
    expect(await storedVessel(db, vessel.id)).toEqual(before);
    expect(await db.select().from(projectConsumptionRates).orderBy(projectConsumptionRates.id)).toEqual(
      projectRatesBefore,
    );
  });

  it('answers 404 for hidden vessels and 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    for (const id of await hiddenVesselIds(user.headers)) {
      const res = await t.app.inject({ url: `/api/vessels/${id}/consumption-rates`, headers: user.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Vessel not found' });
    }
    const { vessel } = await setup();
    expect((await t.app.inject({ url: `/api/vessels/${vessel.id}/consumption-rates` })).statusCode).toBe(401);
  });
});

describe('PUT /api/vessels/:id/consumption-rates', () => {
  it("sets the vessel's own values for the listed rates; the project and the other rates keep theirs", async () => {
    const { user, vessel, projectRates, db } = await setup();
    const before = await getRates(user.headers, vessel.id);
    const past = await ageVessel(db, vessel.id);
    const hfo = before.find((r) => r.projectConsumptionRate.consumptionType.shortName === 'HFO')!;
    const res = await putRates(user.headers, vessel.id, [
      { projectConsumptionRate: { id: hfo.projectConsumptionRate.id }, price: 999.5, co2ConversionConstant: 0 },
    ]);
    expect(res.statusCode).toBe(200);
    const after = res.json() as VesselConsumptionRate[];
    expect(after).toEqual(before.map((r) => (r.id === hfo.id ? { ...r, price: 999.5, co2ConversionConstant: 0 } : r)));
    expect(await getRates(user.headers, vessel.id)).toEqual(after);
    const projectRate = await db
      .select()
      .from(projectConsumptionRates)
      .where(eq(projectConsumptionRates.id, hfo.projectConsumptionRate.id));
    expect(projectRate[0]!.price).toBe(projectRates.find((p) => p.id === hfo.projectConsumptionRate.id)!.price);
    expect((await storedVessel(db, vessel.id)).vessel.modifiedOn.getTime()).toBeGreaterThan(past.getTime());
  });

  it("answers 400 for another project's rate or missing values, and changes nothing", async () => {
    const { user, vessel, db } = await setup();
    const { rates: otherProjectRates } = await buildProjectWithRates(db);
    const before = await getRates(user.headers, vessel.id);
    const own = before[0]!.projectConsumptionRate.id;
    const foreign = await putRates(user.headers, vessel.id, [
      { projectConsumptionRate: { id: own }, price: 1, co2ConversionConstant: 1 },
      { projectConsumptionRate: { id: otherProjectRates[0]!.id }, price: 1, co2ConversionConstant: 1 },
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      'consumptionRates.1.projectConsumptionRate': [vesselMessages.consumptionRateNotFound],
    });
    const invalid = await putRates(user.headers, vessel.id, [
      { projectConsumptionRate: { id: own }, co2ConversionConstant: -1 },
      { projectConsumptionRate: { id: own }, price: 'cheap', co2ConversionConstant: 2 },
    ]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      'consumptionRates.0.price': ['*'],
      'consumptionRates.0.co2ConversionConstant': ['Must be at least 0'],
      'consumptionRates.1.price': ['Must be a number'],
    });
    expect(await getRates(user.headers, vessel.id)).toEqual(before);
  });

  it('answers 404 for hidden vessels and 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    for (const id of await hiddenVesselIds(user.headers)) {
      const res = await putRates(user.headers, id, []);
      expect(res.statusCode).toBe(404);
    }
    const { vessel } = await setup();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/vessels/${vessel.id}/consumption-rates`,
      payload: { consumptionRates: [] },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET and PUT /api/vessels/:id/consumptions', () => {
  it('replaces all rows, keeps their order, and moves the modified date', async () => {
    const { user, vessel, categories, db } = await setup();
    const [hfo, lng] = await getRates(user.headers, vessel.id);
    const empty = await t.app.inject({ url: `/api/vessels/${vessel.id}/consumptions`, headers: user.headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const past = await ageVessel(db, vessel.id);
    const first = await putConsumptions(user.headers, vessel.id, [
      row(lng!.id, categories[2]!.id, 300.5),
      row(hfo!.id, categories[0]!.id, 4200),
      row(hfo!.id, categories[1]!.id, 0),
    ]);
    expect(first.statusCode).toBe(200);
    const rows = first.json() as VesselConsumption[];
    expect(rows.map((r) => [r.vesselConsumptionRate.id, r.consumptionCategory.id, r.annualConsumption])).toEqual([
      [lng!.id, categories[2]!.id, 300.5],
      [hfo!.id, categories[0]!.id, 4200],
      [hfo!.id, categories[1]!.id, 0],
    ]);
    expect(rows.every((r) => typeof r.id === 'number')).toBe(true);
    const read = await t.app.inject({ url: `/api/vessels/${vessel.id}/consumptions`, headers: user.headers });
    expect(read.json()).toEqual(rows);
    expect((await storedVessel(db, vessel.id)).vessel.modifiedOn.getTime()).toBeGreaterThan(past.getTime());

    const second = await putConsumptions(user.headers, vessel.id, [row(hfo!.id, categories[3]!.id, 1)]);
    expect(second.json()).toMatchObject([{ vesselConsumptionRate: { id: hfo!.id }, annualConsumption: 1 }]);
    expect((await storedVessel(db, vessel.id)).consumptions).toHaveLength(1);
    const cleared = await putConsumptions(user.headers, vessel.id, []);
    expect(cleared.json()).toEqual([]);
    expect((await storedVessel(db, vessel.id)).consumptions).toHaveLength(0);
  });

  it("answers 400 for another vessel's rate or an unknown category, and keeps the rows", async () => {
    const { user, vessel, categories, project, vesselTypes, db } = await setup();
    const other = await createVesselViaApi(t, user.headers, {
      projectId: project.id,
      vesselTypeId: vesselTypes[0]!.id,
      name: 'Other Vessel',
    });
    const [own] = await getRates(user.headers, vessel.id);
    const [foreign] = await getRates(user.headers, other.id);
    await putConsumptions(user.headers, vessel.id, [row(own!.id, categories[0]!.id, 10)]);
    const before = await storedVessel(db, vessel.id);

    const res = await putConsumptions(user.headers, vessel.id, [
      row(own!.id, categories[1]!.id, 20),
      row(foreign!.id, categories[0]!.id, 30),
      row(own!.id, 999_999, 40),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'consumptions.1.vesselConsumptionRate': [vesselMessages.consumptionRateNotFound],
      'consumptions.2.consumptionCategory': [vesselMessages.consumptionCategoryNotFound],
    });
    expect(await storedVessel(db, vessel.id)).toEqual(before);
    expect((await storedVessel(db, other.id)).consumptions).toEqual([]);
  });

  it("answers '*' for missing fields and refuses negative or non-numeric consumption", async () => {
    const { user, vessel, categories, db } = await setup();
    const [rate] = await getRates(user.headers, vessel.id);
    const res = await putConsumptions(user.headers, vessel.id, [
      {},
      { vesselConsumptionRate: {}, consumptionCategory: { id: categories[0]!.id }, annualConsumption: -1 },
      { ...row(rate!.id, categories[0]!.id, 0), annualConsumption: '12 t' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'consumptions.0.vesselConsumptionRate': ['*'],
      'consumptions.0.consumptionCategory': ['*'],
      'consumptions.0.annualConsumption': ['*'],
      'consumptions.1.vesselConsumptionRate.id': ['*'],
      'consumptions.1.annualConsumption': ['Must be at least 0'],
      'consumptions.2.annualConsumption': ['Must be a number'],
    });
    expect((await storedVessel(db, vessel.id)).consumptions).toEqual([]);
  });

  it('answers 404 for hidden vessels (their rows stay) and 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    for (const id of await hiddenVesselIds(user.headers)) {
      const read = await t.app.inject({ url: `/api/vessels/${id}/consumptions`, headers: user.headers });
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ error: 'Vessel not found' });
      expect((await putConsumptions(user.headers, id, [])).statusCode).toBe(404);
      if (id !== 999_999) expect((await storedVessel(db, id)).consumptions).toHaveLength(1);
    }
    const { vessel } = await setup();
    expect((await t.app.inject({ url: `/api/vessels/${vessel.id}/consumptions` })).statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/vessels/${vessel.id}/consumptions`,
      payload: { consumptions: [] },
    });
    expect(put.statusCode).toBe(401);
  });
});
