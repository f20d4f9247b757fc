import { type ConsumptionType, Role, type Vessel } from '@backoffice/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  consumptionTypes,
  projectConsumptionRates,
  vesselConsumptionRates,
  vesselConsumptions,
  vessels,
} from '../src/db/schema/index.ts';
import { buildProject, referenceData } from './factories.ts';
import type { TestContext } from './test-app.ts';

let sequence = 0;

/**
 * A project with a rate for every seeded consumption type, as the projects feature makes them;
 * `prices` overrides the price of the types with those short names (CO2 constant = price / 100).
 */
export async function buildProjectWithRates(
  db: Db,
  prices: Record<string, number> = {},
  overrides: Parameters<typeof buildProject>[1] = {},
) {
  const { types } = await referenceData(db);
  const project = await buildProject(db, overrides);
  const rates = [];
  for (const type of types) {
    const price = prices[type.shortName] ?? type.defaultPrice;
    const [rate] = await db
      .update(projectConsumptionRates)
      .set({ price, co2ConversionConstant: price / 100 })
      .where(
        and(eq(projectConsumptionRates.projectId, project.id), eq(projectConsumptionRates.consumptionTypeId, type.id)),
      )
      .returning();
    rates.push(rate!);
  }
  return { project, rates, types };
}

export async function buildConsumptionType(db: Db, overrides: Partial<typeof consumptionTypes.$inferInsert> = {}) {
  const n = ++sequence;
  const [row] = await db
    .insert(consumptionTypes)
    .values({
      name: `Methanol ${n}`,
      shortName: `MeOH${n}`,
      defaultPrice: 900,
      defaultCo2ConversionConstant: 1.375,
      ...overrides,
    })
    .returning();
  return row!;
}

/** The vessel's rows as stored, for checks that a call changed (or kept) them. */
export async function storedVessel(db: Db, id: number) {
  const [vessel] = await db.select().from(vessels).where(eq(vessels.id, id));
  const rates = await db
    .select()
    .from(vesselConsumptionRates)
    .where(eq(vesselConsumptionRates.vesselId, id))
    .orderBy(vesselConsumptionRates.id);
  const consumptions = await db
    .select()
    .from(vesselConsumptions)
    .where(eq(vesselConsumptions.vesselId, id))
    .orderBy(vesselConsumptions.position);
  return { vessel: vessel!, rates, consumptions };
}

/** Moves the vessel's modified date into the past, so a test can see a call set it again. */
export async function ageVessel(db: Db, id: number) {
  const past = new Date('2020-01-01T00:00:00Z');
  await db.update(vessels).set({ modifiedOn: past }).where(eq(vessels.id, id));
  return past;
}

/** Creates a vessel through `POST /api/vessels` and answers it. */
export async function createVesselViaApi(
  t: TestContext,
  headers: { authorization: string },
  body: { projectId: number; vesselTypeId: number; name?: string },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/vessels',
    headers,
    payload: {
      name: body.name ?? 'Nordic Star',
      project: { id: body.projectId },
      vesselType: { id: body.vesselTypeId },
    },
  });
  if (res.statusCode !== 201) throw new Error(`vessel not created: ${res.statusCode} ${res.body}`);
  return res.json() as Vessel;
}

/** A consumption type created through the API by an admin, as the consumption types page does. */
export async function createConsumptionTypeViaApi(
  t: TestContext,
  body: { name: string; shortName: string; defaultPrice: number; defaultCo2ConversionConstant: number },
) {
  const admin = await t.signIn(Role.ADMIN);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/consumptions/types',
    headers: admin.headers,
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`consumption type not created: ${res.statusCode} ${res.body}`);
  return res.json() as ConsumptionType;
}
