import type { Db } from '../src/db/client.ts';
import {
  consumptionTechnologies,
  implementationStages,
  makers,
  regulatoryImpactTypes,
  savingsCategories,
  suppliers,
  technologies,
  technologyImplementationStages,
  technologyRegulatoryImpactTypes,
} from '../src/db/schema/index.ts';
import { seedCatalogueLookups } from '../src/db/seed/catalogue.ts';

let sequence = 0;
const next = () => ++sequence;

/** The seeded lookup lists (savings categories, implementation stages, regulatory impact types). */
export async function catalogueLookups(db: Db) {
  await seedCatalogueLookups(db);
  return {
    savingsCategories: await db.select().from(savingsCategories).orderBy(savingsCategories.id),
    implementationStages: await db.select().from(implementationStages).orderBy(implementationStages.id),
    regulatoryImpactTypes: await db.select().from(regulatoryImpactTypes).orderBy(regulatoryImpactTypes.id),
  };
}

/** A valid POST/PUT technologies body (lookups must be seeded: pass `catalogueLookups(db)`). */
export function technologyBody(
  lookups: Awaited<ReturnType<typeof catalogueLookups>>,
  overrides: Record<string, unknown> = {},
) {
  const n = next();
  return {
    name: `Technology ${n}`,
    shortName: `T${n}`,
    description: 'Reduces the frictional resistance of the hull.',
    shortDescription: 'Less hull friction',
    savingsPotential: 'Medium',
    savingsCategory: { id: lookups.savingsCategories[0]!.id },
    savingsRange: '0.25 – 0.5',
    costRange: '30 – 50k',
    leadTime: '3 months',
    icon: null,
    calcSavings: 4,
    calcConfidenceInterval: 10,
    calcEquipmentCost: 250_000,
    calcInstallationCost: 50_000,
    calcOperationCost: 5_000,
    implementationStages: [lookups.implementationStages[0]!.id],
    regulatoryImpactTypes: [lookups.regulatoryImpactTypes[0]!.id],
    technologyMaturityLevel: 7,
    summaryTableDescription: null,
    summaryDescription: null,
    consumptionCategories: [],
    ...overrides,
  };
}

/** A technology row straight in the database, with one stage and impact type and the given categories. */
export async function buildTechnology(
  db: Db,
  overrides: Partial<typeof technologies.$inferInsert> & { consumptionCategoryIds?: number[] } = {},
) {
  const { consumptionCategoryIds = [], ...values } = overrides;
  const lookups = await catalogueLookups(db);
  const n = next();
  const [row] = await db
    .insert(technologies)
    .values({
      name: `Technology ${n}`,
      shortName: `T${n}`,
      description: 'Description',
      shortDescription: 'Short description',
      savingsPotential: 'Medium',
      savingsCategoryId: lookups.savingsCategories[0]!.id,
      savingsRange: '1 – 3',
      costRange: '30 – 50k',
      calcSavings: 3,
      calcConfidenceInterval: 10,
      calcEquipmentCost: 100_000,
      calcInstallationCost: 20_000,
      calcOperationCost: 1_000,
      technologyMaturityLevel: 8,
      ...values,
    })
    .returning();
  await db
    .insert(technologyImplementationStages)
    .values({ technologyId: row!.id, implementationStageId: lookups.implementationStages[0]!.id });
  await db
    .insert(technologyRegulatoryImpactTypes)
    .values({ technologyId: row!.id, regulatoryImpactTypeId: lookups.regulatoryImpactTypes[0]!.id });
  for (const [index, consumptionCategoryId] of consumptionCategoryIds.entries()) {
    await db
      .insert(consumptionTechnologies)
      .values({ consumptionCategoryId, technologyId: row!.id, calculationSequence: 100 + index });
  }
  return row!;
}

export async function buildSupplier(db: Db, overrides: Partial<typeof suppliers.$inferInsert> = {}) {
  const [row] = await db
    .insert(suppliers)
    .values({ name: `Supplier ${next()}`, country: 'Denmark', ...overrides })
    .returning();
  return row!;
}

export async function buildMaker(db: Db, overrides: Partial<typeof makers.$inferInsert> = {}) {
  const [row] = await db
    .insert(makers)
    .values({ name: `Maker ${next()}`, country: 'Norway', ...overrides })
    .returning();
  return row!;
}
