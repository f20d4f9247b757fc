import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appSettings,
  consumptionCategories,
  consumptionTypes,
  contacts,
  customers,
  projectConsumptionRates,
  technologies,
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

/** The active technologies of the catalogue with these short names, by short name. */
export async function technologyIdsByShortName(tx: Db, shortNames: string[]) {
  const rows = await tx
    .select({ id: technologies.id, shortName: technologies.shortName })
    .from(technologies)
    .where(and(inArray(technologies.shortName, shortNames), isNull(technologies.archivedOn)));
  return new Map(rows.map((row) => [row.shortName, row.id]));
}

export async function consumptionTypeId(tx: Db, shortName: string) {
  const [row] = await tx
    .select({ id: consumptionTypes.id })
    .from(consumptionTypes)
    .where(eq(consumptionTypes.shortName, shortName));
  return row?.id ?? null;
}
