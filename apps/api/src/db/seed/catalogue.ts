import type { Db } from '../client.ts';
import {
  appSettings,
  consumptionCategories,
  consumptionTechnologies,
  implementationStages,
  regulatoryImpactTypes,
  savingsCategories,
  technologies,
  technologyImplementationStages,
  technologyRegulatoryImpactTypes,
} from '../schema/index.ts';
import { seedTechnologies } from './catalogue-data.ts';
import type { SeedTechnology } from './catalogue-data.types.ts';

const seedKey = 'seed.catalogue.v1';

/** Where the saving comes from; the report's saving categories table groups by these. */
export const seedSavingsCategories = [
  'Hull & Hydrodynamics',
  'Propulsion',
  'Machinery',
  'Energy Recovery',
  'Wind-assisted Propulsion',
  'Electrical & Hotel Load',
  'Operational',
];

/** When a technology can be put on board. */
export const seedImplementationStages = ['Newbuilding', 'Retrofit at dry dock', 'Retrofit afloat', 'In operation'];

/** The regulations a technology helps a vessel meet. */
export const seedRegulatoryImpactTypes = ['EEXI', 'CII', 'EU ETS', 'FuelEU Maritime', 'SEEMP'];

/** Inserts the lookup lists; names already present are left as they are. */
export async function seedCatalogueLookups(db: Db) {
  const named = (names: string[]) => names.map((name) => ({ name }));
  await db.insert(savingsCategories).values(named(seedSavingsCategories)).onConflictDoNothing();
  await db.insert(implementationStages).values(named(seedImplementationStages)).onConflictDoNothing();
  await db.insert(regulatoryImpactTypes).values(named(seedRegulatoryImpactTypes)).onConflictDoNothing();
}

async function idsByName<T extends { id: number; name: string }>(rows: Promise<T[]>) {
  return new Map((await rows).map((row) => [row.name, row.id]));
}

/** Inserts the starting technologies with their categories, stages and regulatory impact types. */
async function seedCatalogueTechnologies(db: Db, list: SeedTechnology[] = seedTechnologies) {
  const savings = await idsByName(db.select().from(savingsCategories));
  const stages = await idsByName(db.select().from(implementationStages));
  const impacts = await idsByName(db.select().from(regulatoryImpactTypes));
  const categoryRows = await db
    .select({ id: consumptionCategories.id, shortName: consumptionCategories.shortName })
    .from(consumptionCategories);
  const categories = new Map(categoryRows.map((row) => [row.shortName, row.id]));
  const sequences = new Map<number, number>();

  for (const {
    savingsCategory,
    implementationStages: stageNames,
    regulatoryImpactTypes: impactNames,
    consumptionCategories: categoryNames,
    ...values
  } of list) {
    const [technology] = await db
      .insert(technologies)
      .values({ ...values, savingsCategoryId: savings.get(savingsCategory) ?? null })
      .returning({ id: technologies.id });
    const id = technology!.id;
    const stageIds = stageNames.flatMap((name) => stages.get(name) ?? []);
    const impactIds = impactNames.flatMap((name) => impacts.get(name) ?? []);
    if (stageIds.length) {
      await db
        .insert(technologyImplementationStages)
        .values(stageIds.map((s) => ({ technologyId: id, implementationStageId: s })));
    }
    if (impactIds.length) {
      await db
        .insert(technologyRegulatoryImpactTypes)
        .values(impactIds.map((r) => ({ technologyId: id, regulatoryImpactTypeId: r })));
    }
    for (const categoryId of categoryNames.flatMap((shortName) => categories.get(shortName) ?? [])) {
      const sequence = sequences.get(categoryId) ?? 0;
      sequences.set(categoryId, sequence + 1);
      await db
        .insert(consumptionTechnologies)
        .values({ consumptionCategoryId: categoryId, technologyId: id, calculationSequence: sequence });
    }
  }
}

/**
 * Loads the lookup lists and the starting catalogue once per database (after the reference data,
 * whose consumption categories the technologies act on). Admins edit or delete them afterwards; a
 * later start does not bring them back.
 */
export async function seedCatalogue(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: seedKey, value: 'done' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    await seedCatalogueLookups(tx);
    await seedCatalogueTechnologies(tx);
    return true;
  });
}
