import { customerMessages, messages, Role, type Vessel, type VesselConsumptionRate } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCustomer, buildProject, buildVessel, referenceData } from '../../../test/factories.ts';
import { buildProjectWithRates, createVesselViaApi, storedVessel } from '../../../test/factories-vessels.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { customers, projectConsumptionRates, projects, vessels } from '../../db/schema/index.ts';
import { vesselMessages } from './vessel-messages.data.ts';

const t = useTestApp();
type Headers = { authorization: string };

async function rates(headers: Headers, vesselId: number) {
  return (
    await t.app.inject({ url: `/api/vessels/${vesselId}/consumption-rates`, headers })
  ).json() as VesselConsumptionRate[];
}

function copy(headers: Headers, vesselId: number, body: object) {
  return t.app.inject({ method: 'POST', url: `/api/vessels/${vesselId}/copy`, headers, payload: body });
}

const typeOf = (rate: VesselConsumptionRate) => rate.projectConsumptionRate.consumptionType.shortName;

/** A vessel with its own rates (HFO and MGO changed) and three consumption rows. */
async function sourceVessel(headers: Headers) {
  const db = t.database.db;
  const { categories, vesselTypes } = await referenceData(db);
  const { project } = await buildProjectWithRates(db, { HFO: 500, LNG: 800 });
  const vessel = await createVesselViaApi(t, headers, {
    projectId: project.id,
    vesselTypeId: vesselTypes[3]!.id,
    name: 'Nordic Star',
  });
  const own = await rates(headers, vessel.id);
  const byType = (short: string) => own.find((r) => typeOf(r) === short)!;
  await t.app.inject({
    method: 'PUT',
    url: `/api/vessels/${vessel.id}/consumption-rates`,
    headers,
    payload: {
      consumptionRates: [
        {
          projectConsumptionRate: { id: byType('HFO').projectConsumptionRate.id },
          price: 510,
          co2ConversionConstant: 3.2,
        },
        {
          projectConsumptionRate: { id: byType('MGO').projectConsumptionRate.id },
          price: 760,
          co2ConversionConstant: 3.3,
        },
      ],
    },
  });
  const rows = [
    { rate: 'MGO', category: categories[1]!.id, annualConsumption: 250 },
    { rate: 'HFO', category: categories[0]!.id, annualConsumption: 9000 },
    { rate: 'LNG', category: categories[2]!.id, annualConsumption: 40.5 },
  ];
  await t.app.inject({
    method: 'PUT',
    url: `/api/vessels/${vessel.id}/consumptions`,
    headers,
    payload: {
      consumptions: rows.map((r) => ({
        vesselConsumptionRate: { id: byType(r.rate).id },
        consumptionCategory: { id: r.category },
        annualConsumption: r.annualConsumption,
      })),
    },
  });
  return { vessel, project, rows };
}

describe('POST /api/vessels/:id/copy', () => {
  it("copies the vessel into another customer's project onto that project's rates, leaving the source as it was", async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const { vessel: source, rows } = await sourceVessel(user.headers);
    const sourceBefore = await storedVessel(db, source.id);
    const sourceRatesBefore = await rates(user.headers, source.id);
    const otherCustomer = await buildCustomer(db, { name: 'Other Lines' });
    const { project: target } = await buildProjectWithRates(
      db,
      { HFO: 450 },
      { customerId: otherCustomer.id, name: 'Target' },
    );
    const targetRatesBefore = await db
      .select()
      .from(projectConsumptionRates)
      .where(eq(projectConsumptionRates.projectId, target.id));

    const res = await copy(user.headers, source.id, { project: { id: target.id } });
    expect(res.statusCode).toBe(201);
    const copied = res.json() as Vessel;
    expect(copied.id).not.toBe(source.id);
    expect(copied).toMatchObject({
      name: 'Nordic Star',
      vesselType: source.vesselType,
      project: { id: target.id, name: 'Target', customer: { id: otherCustomer.id, name: 'Other Lines' } },
      // The copy's forms start as Drafts: Questionnaire Draft.
      status: 0,
      statusChangedOn: expect.any(String),
      vesselQuestionnaire: { id: expect.any(Number), status: 0 },
      vesselImage1: null,
      vesselImage2: null,
    });
    const get = await t.app.inject({ url: `/api/vessels/${copied.id}`, headers: user.headers });
    expect(get.json()).toEqual(copied);

    const copiedRates = await rates(user.headers, copied.id);
    expect(copiedRates.map(typeOf)).toEqual(sourceRatesBefore.map(typeOf));
    const targetRatesNow = await db
      .select()
      .from(projectConsumptionRates)
      .where(eq(projectConsumptionRates.projectId, target.id));
    expect(targetRatesNow).toHaveLength(4);
    for (const rate of copiedRates) {
      const sourceRate = sourceRatesBefore.find((r) => typeOf(r) === typeOf(rate))!;
      expect(rate.id).not.toBe(sourceRate.id);
      expect(targetRatesNow.map((r) => r.id)).toContain(rate.projectConsumptionRate.id);
      expect([rate.price, rate.co2ConversionConstant]).toEqual([sourceRate.price, sourceRate.co2ConversionConstant]);
    }
    // The target project's own rates stay as they were.
    expect(targetRatesNow).toEqual(targetRatesBefore);

    const copiedRows = (await storedVessel(db, copied.id)).consumptions;
    const copiedRateIds = new Set(copiedRates.map((r) => r.id));
    expect(copiedRows).toHaveLength(3);
    copiedRows.forEach((stored, i) => {
      expect(copiedRateIds.has(stored.vesselConsumptionRateId)).toBe(true);
      const rate = copiedRates.find((r) => r.id === stored.vesselConsumptionRateId)!;
      expect([typeOf(rate), stored.consumptionCategoryId, stored.annualConsumption]).toEqual([
        rows[i]!.rate,
        rows[i]!.category,
        rows[i]!.annualConsumption,
      ]);
      expect(sourceBefore.consumptions.map((r) => r.id)).not.toContain(stored.id);
    });

    expect(await storedVessel(db, source.id)).toEqual(sourceBefore);
    expect(await rates(user.headers, source.id)).toEqual(sourceRatesBefore);
  });

  it('keeps whether the source saved its rates, so the copy holds its consumption types in use too', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const { vessel: source } = await sourceVessel(user.headers);
    const target = await buildProject(db);
    const res = await copy(user.headers, source.id, { project: { id: target.id } });
    expect(res.statusCode).toBe(201);
    const savedOn = async (vesselId: number) =>
      (await storedVessel(db, vesselId)).rates.map((r) => r.savedOn !== null).sort();
    expect(await savedOn(res.json().id)).toEqual(await savedOn(source.id));
  });

  it("answers 400 for a missing, unknown, archived or the vessel's own project, and copies nothing", async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const { vessel: source, project } = await sourceVessel(user.headers);
    const archivedProject = await buildProject(db, { archivedOn: new Date() });
    const archivedCustomer = await buildCustomer(db);
    const underArchivedCustomer = await buildProject(db, { customerId: archivedCustomer.id });
    await db.update(customers).set({ archivedOn: new Date() }).where(eq(customers.id, archivedCustomer.id));

    const missing = await copy(user.headers, source.id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ project: ['*'] });
    for (const id of [999_999, archivedProject.id, underArchivedCustomer.id]) {
      const res = await copy(user.headers, source.id, { project: { id } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ project: [vesselMessages.projectNotFound] });
    }
    const same = await copy(user.headers, source.id, { project: { id: project.id } });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ project: [customerMessages.sameProject] });
    expect(await db.select().from(vessels)).toHaveLength(1);

    const target = await buildProject(db);
    await buildVessel(db, { projectId: target.id, name: source.name.toUpperCase() });
    const taken = await copy(user.headers, source.id, { project: { id: target.id } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ project: [messages.vesselNameTaken] });
    expect(await db.select().from(vessels)).toHaveLength(2);
  });

  it('answers 404 for a hidden source vessel and 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const target = await buildProject(db);
    const { vessel: archived } = await sourceVessel(user.headers);
    await db.update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, archived.id));
    const { vessel: underArchivedProject, project } = await sourceVessel(user.headers);
    await db.update(projects).set({ archivedOn: new Date() }).where(eq(projects.id, project.id));
    for (const id of [999_999, archived.id, underArchivedProject.id]) {
      const res = await copy(user.headers, id, { project: { id: target.id } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Vessel not found' });
    }
    const { vessel } = await sourceVessel(user.headers);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/vessels/${vessel.id}/copy`,
      payload: { project: { id: target.id } },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await db.select().from(vessels)).toHaveLength(3);
  });
});
