import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appSettings,
  consumptionCategories,
  consumptionTypes,
  contacts,
  customers,
  projectConsumptionRates,
  vesselConsumptionRates,
  vesselTypes,
} from '../../db/schema/index.ts';

const demoKey = 'seed.demo.v1';

/** Marks the demo as loaded; false when it already was (so it is loaded once per database). */
export async function claimDemo(tx: Db) {
  const claimed = await tx
    .insert(appSettings)
    .values({ key: demoKey, value: 'done' })
    .onConflictDoNothing()
    .returning();
  return claimed.length > 0;
}

/** The seeded reference rows the demo uses: the bulk carrier type and every category. */
export async function demoReferences(tx: Db) {
  const [bulk] = await tx.select().from(vesselTypes).where(eq(vesselTypes.shortName, 'BC'));
  const categories = await tx.select().from(consumptionCategories);
  return { bulk, categories };
}

export async function insertDemoCustomer(
  tx: Db,
  customer: typeof customers.$inferInsert,
  contact: Omit<typeof contacts.$inferInsert, 'customerId'>,
) {
  const [row] = await tx.insert(customers).values(customer).returning({ id: customers.id });
  await tx.insert(contacts).values({ ...contact, customerId: row!.id });
  return row!.id;
}

/** The vessel's rate ids by consumption type short name. */
export async function vesselRateIdsByType(tx: Db, vesselId: number, shortNames: string[]) {
  const rows = await tx
    .select({ id: vesselConsumptionRates.id, shortName: consumptionTypes.shortName })
    .from(vesselConsumptionRates)
    .innerJoin(projectConsumptionRates, eq(projectConsumptionRates.id, vesselConsumptionRates.projectConsumptionRateId))
    .innerJoin(consumptionTypes, eq(consumptionTypes.id, projectConsumptionRates.consumptionTypeId))
    .where(and(eq(vesselConsumptionRates.vesselId, vesselId), inArray(consumptionTypes.shortName, shortNames)));
  return new Map(rows.map((row) => [row.shortName, row.id]));
}
