import { Role, referenceDataMessages } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCustomer, buildVessel, referenceData } from '../../../test/factories.ts';
import { buildTechnology } from '../../../test/factories-catalogue.ts';
import { buildIncludedTechnology, createReportViaApi } from '../../../test/factories-reports.ts';
import { createConsumptionTypeViaApi } from '../../../test/factories-vessels.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  consumptionTypes,
  projectConsumptionRates,
  projects,
  vesselConsumptionRates,
  vessels,
} from '../../db/schema/index.ts';

const t = useTestApp();

type Headers = { authorization: string };

/** A vessel (with its project) and a consumption type created through the API after them. */
async function setup() {
  const db = t.database.db;
  await referenceData(db);
  const admin = await t.signIn(Role.ADMIN);
  const vessel = await buildVessel(db);
  const typeId = (
    await createConsumptionTypeViaApi(t, {
      name: 'Ammonia',
      shortName: 'NH3',
      defaultPrice: 650,
      defaultCo2ConversionConstant: 0,
    })
  ).id;
  const [projectRate] = await db
    .select()
    .from(projectConsumptionRates)
    .where(eq(projectConsumptionRates.consumptionTypeId, typeId));
  const [vesselRate] = await db
    .select()
    .from(vesselConsumptionRates)
    .where(eq(vesselConsumptionRates.projectConsumptionRateId, projectRate!.id));
  return { admin, vessel, typeId, projectRate: projectRate!, vesselRate: vesselRate! };
}

function remove(headers: Headers, typeId: number) {
  return t.app.inject({ method: 'DELETE', url: `/api/consumptions/types/${typeId}`, headers });
}

async function openEveryRatesPage(headers: Headers, vessel: { id: number; projectId: number }) {
  for (const url of [
    `/api/projects/${vessel.projectId}/consumption-rates`,
    `/api/vessels/${vessel.id}/consumption-rates`,
  ]) {
    expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
  }
}

async function expectRefused(admin: { headers: Headers }, typeId: number) {
  const res = await remove(admin.headers, typeId);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ error: referenceDataMessages.consumptionTypeInUse });
  expect(await t.database.db.select().from(consumptionTypes).where(eq(consumptionTypes.id, typeId))).toHaveLength(1);
}

describe('DELETE /api/consumptions/types/:id and the rates that hold it', () => {
  it('deletes a new type that no one saved a rate for, after every rates page was opened', async () => {
    const { admin, vessel, typeId } = await setup();
    const user = await t.signIn(Role.USER);
    await openEveryRatesPage(user.headers, vessel);
    expect((await remove(admin.headers, typeId)).statusCode).toBe(204);
    const db = t.database.db;
    expect(await db.select().from(consumptionTypes).where(eq(consumptionTypes.id, typeId))).toEqual([]);
    expect(
      await db.select().from(projectConsumptionRates).where(eq(projectConsumptionRates.consumptionTypeId, typeId)),
    ).toEqual([]);
    // The vessel keeps the rates of the other types.
    expect(
      await db.select().from(vesselConsumptionRates).where(eq(vesselConsumptionRates.vesselId, vessel.id)),
    ).toHaveLength(4);
  });

  it('refuses while a project saved a rate for it, also when the project is archived', async () => {
    const { admin, vessel, typeId } = await setup();
    const user = await t.signIn(Role.USER);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${vessel.projectId}/consumption-rates`,
      headers: user.headers,
      payload: { consumptionRates: [{ consumptionType: { id: typeId }, price: 700, co2ConversionConstant: 0 }] },
    });
    expect(saved.statusCode).toBe(200);
    await t.database.db.update(projects).set({ archivedOn: new Date() }).where(eq(projects.id, vessel.projectId));
    await expectRefused(admin, typeId);
  });

  it('refuses while a vessel saved a rate for it, also when the vessel is archived', async () => {
    const { admin, vessel, typeId, projectRate } = await setup();
    const user = await t.signIn(Role.USER);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/vessels/${vessel.id}/consumption-rates`,
      headers: user.headers,
      payload: {
        consumptionRates: [{ projectConsumptionRate: { id: projectRate.id }, price: 700, co2ConversionConstant: 0 }],
      },
    });
    expect(saved.statusCode).toBe(200);
    await t.database.db.update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, vessel.id));
    await expectRefused(admin, typeId);
  });

  it('refuses while a consumption row uses it', async () => {
    const { admin, vessel, typeId, vesselRate } = await setup();
    const user = await t.signIn(Role.USER);
    const { categories } = await referenceData(t.database.db);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/vessels/${vessel.id}/consumptions`,
      headers: user.headers,
      payload: {
        consumptions: [
          {
            vesselConsumptionRate: { id: vesselRate.id },
            consumptionCategory: { id: categories[0]!.id },
            annualConsumption: 10,
          },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    await expectRefused(admin, typeId);
  });

  it('gives projects and vessels created later the type too, from its defaults', async () => {
    const { typeId } = await setup();
    const user = await t.signIn(Role.USER);
    const customer = await buildCustomer(t.database.db);
    const project = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: user.headers,
      payload: { name: 'Later', description: null, customer: { id: customer.id } },
    });
    expect(project.statusCode).toBe(201);
    const rates = (
      await t.app.inject({ url: `/api/projects/${project.json().id}/consumption-rates`, headers: user.headers })
    ).json() as { consumptionType: { id: number }; price: number }[];
    expect(rates.find((r) => r.consumptionType.id === typeId)).toMatchObject({ price: 650 });
  });

  it("refuses while a report's fixed saving names it", async () => {
    const { admin, vessel, typeId } = await setup();
    const user = await t.signIn(Role.USER);
    const { categories } = await referenceData(t.database.db);
    const technology = await buildTechnology(t.database.db);
    const report = await createReportViaApi(t, user.headers, { vesselId: vessel.id });
    await buildIncludedTechnology(t.database.db, { id: report.id, vesselTypeId: vessel.vesselTypeId }, technology!.id, {
      fixedSavings: [{ consumptionCategoryId: categories[0]!.id, consumptionTypeId: typeId, fixedSavingsInMt: 5 }],
    });
    await expectRefused(admin, typeId);
  });
});
