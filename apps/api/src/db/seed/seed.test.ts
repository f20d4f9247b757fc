import { count, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import {
  consumptionCategories,
  consumptionTechnologies,
  consumptionTypes,
  implementationStages,
  regulatoryImpactTypes,
  savingsCategories,
  technologies,
  technologyImplementationStages,
  technologyRegulatoryImpactTypes,
  vesselTypes,
} from '../schema/index.ts';
import {
  seedCatalogue,
  seedImplementationStages,
  seedRegulatoryImpactTypes,
  seedSavingsCategories,
} from './catalogue.ts';
import { seedTechnologies } from './catalogue-data.ts';
import { seedReferenceData } from './reference-data.ts';

const t = useTestApp();
const rows = async (table: PgTable) => (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('reference data seed', () => {
  it('loads the categories, fuels and ship types once, and does not bring back what an admin removed', async () => {
    expect(await seedReferenceData(t.database.db)).toBe(true);
    expect(await rows(consumptionCategories)).toBe(4);
    const fuels = await t.database.db.select().from(consumptionTypes);
    expect(fuels.find((f) => f.shortName === 'HFO')?.defaultCo2ConversionConstant).toBe(3.114);
    expect(fuels.find((f) => f.shortName === 'LNG')?.defaultCo2ConversionConstant).toBe(2.75);
    const shipTypes = await rows(vesselTypes);
    expect(shipTypes).toBeGreaterThanOrEqual(10);

    await t.database.db.delete(consumptionCategories);
    expect(await seedReferenceData(t.database.db)).toBe(false);
    expect(await rows(consumptionCategories)).toBe(0);
  });
});

/** '0.5 – 1.5' → [0.5, 1.5]; '300 – 700k' → [300_000, 700_000]; '10 – 20k/yr' the same, yearly. */
function parseRange(text: string) {
  const match = /^([\d.]+) – ([\d.]+)([kM]?)(\/yr)?$/.exec(text);
  if (!match) throw new Error(`not a range: ${text}`);
  const unit = match[3] === 'M' ? 1_000_000 : match[3] === 'k' ? 1_000 : 1;
  return { low: Number(match[1]) * unit, high: Number(match[2]) * unit, yearly: match[4] !== undefined };
}

describe('catalogue seed', () => {
  const db = () => t.database.db;

  async function seeded() {
    await seedReferenceData(db());
    expect(await seedCatalogue(db())).toBe(true);
  }

  async function linksOf(technologyId: number) {
    const stages = await db()
      .select()
      .from(technologyImplementationStages)
      .where(eq(technologyImplementationStages.technologyId, technologyId));
    const impacts = await db()
      .select()
      .from(technologyRegulatoryImpactTypes)
      .where(eq(technologyRegulatoryImpactTypes.technologyId, technologyId));
    const categories = await db()
      .select()
      .from(consumptionTechnologies)
      .where(eq(consumptionTechnologies.technologyId, technologyId));
    return { stages, impacts, categories };
  }

  it('loads at least 15 technologies, each complete, with every name it refers to found', async () => {
    await seeded();
    const rows = await db().select().from(technologies);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.map((row) => row.name).sort()).toEqual(seedTechnologies.map((tech) => tech.name).sort());
    for (const row of rows) {
      const data = seedTechnologies.find((tech) => tech.name === row.name)!;
      const { stages, impacts, categories } = await linksOf(row.id);
      // As many links as names in the data: a misspelt name would be dropped silently.
      expect(stages.length, row.name).toBe(data.implementationStages.length);
      expect(impacts.length, row.name).toBe(data.regulatoryImpactTypes.length);
      expect(categories.length, row.name).toBe(data.consumptionCategories.length);
      expect(stages.length * impacts.length * categories.length, row.name).toBeGreaterThan(0);
      expect(row.savingsCategoryId, row.name).not.toBeNull();
    }
  });

  it('has numbers within their ranges and consistent with the range texts', async () => {
    await seeded();
    for (const row of await db().select().from(technologies)) {
      const savings = parseRange(row.savingsRange);
      expect(row.calcSavings, row.name).toBeGreaterThan(0);
      expect(row.calcSavings, row.name).toBeLessThanOrEqual(100);
      expect(row.calcSavings, row.name).toBeGreaterThanOrEqual(savings.low);
      expect(row.calcSavings, row.name).toBeLessThanOrEqual(savings.high);
      expect(row.calcConfidenceInterval, row.name).toBeGreaterThan(0);
      expect(row.calcConfidenceInterval, row.name).toBeLessThanOrEqual(100);
      for (const cost of [row.calcEquipmentCost, row.calcInstallationCost, row.calcOperationCost]) {
        expect(cost, row.name).toBeGreaterThanOrEqual(0);
      }
      const cost = parseRange(row.costRange);
      const compared = cost.yearly ? row.calcOperationCost : row.calcEquipmentCost + row.calcInstallationCost;
      expect(compared, row.name).toBeGreaterThanOrEqual(cost.low);
      expect(compared, row.name).toBeLessThanOrEqual(cost.high);
      expect(row.technologyMaturityLevel, row.name).toBeGreaterThanOrEqual(1);
      expect(row.technologyMaturityLevel, row.name).toBeLessThanOrEqual(10);
      // Every technology with equipment lasts a stated number of years; a practice without any may have none.
      if (row.calcEquipmentCost > 0) expect(row.serviceLifeYears, row.name).toBeGreaterThanOrEqual(1);
      expect(row.serviceLifeYears ?? 1, row.name).toBeLessThanOrEqual(30);
      for (const text of [row.description, row.shortDescription, row.summaryTableDescription, row.summaryDescription]) {
        expect(text?.trim(), row.name).toBeTruthy();
      }
    }
  });

  it('gives rotor sails 20 years and a coating a docking interval of 5', async () => {
    await seeded();
    const lives = new Map((await db().select().from(technologies)).map((row) => [row.name, row.serviceLifeYears]));
    expect(lives.get('Rotor sails')).toBe(20);
    expect(lives.get('Silicone foul-release coating')).toBe(5);
  });

  it('numbers each category’s technologies in a distinct order', async () => {
    await seeded();
    const rows = await db().select().from(consumptionTechnologies);
    const byCategory = new Map<number, number[]>();
    for (const row of rows) {
      byCategory.set(row.consumptionCategoryId, [
        ...(byCategory.get(row.consumptionCategoryId) ?? []),
        row.calculationSequence,
      ]);
    }
    expect(byCategory.size).toBe(4);
    for (const list of byCategory.values()) {
      const sequences = list.sort((a, b) => a - b);
      expect(sequences).toEqual(sequences.map((_, index) => index));
    }
  });

  it('fills the lookup lists with the seeded names', async () => {
    await seeded();
    const names = async (rows: Promise<{ name: string }[]>) => (await rows).map((row) => row.name).sort();
    expect(await names(db().select().from(savingsCategories))).toEqual([...seedSavingsCategories].sort());
    expect(await names(db().select().from(implementationStages))).toEqual([...seedImplementationStages].sort());
    expect(await names(db().select().from(regulatoryImpactTypes))).toEqual([...seedRegulatoryImpactTypes].sort());
  });

  it('runs once: a second call changes nothing, and a technology an admin deleted does not come back', async () => {
    await seeded();
    const [deleted] = await db().select().from(technologies).limit(1);
    // What DELETE technologies/{id} does: archive, and stop acting in the category orders.
    await db().update(technologies).set({ archivedOn: new Date() }).where(eq(technologies.id, deleted!.id));
    await db().delete(consumptionTechnologies).where(eq(consumptionTechnologies.technologyId, deleted!.id));
    const tables = [
      technologies,
      consumptionTechnologies,
      technologyImplementationStages,
      technologyRegulatoryImpactTypes,
      savingsCategories,
      implementationStages,
      regulatoryImpactTypes,
    ];
    const before = await Promise.all(tables.map(rows));

    expect(await seedCatalogue(db())).toBe(false);
    expect(await Promise.all(tables.map(rows))).toEqual(before);
    const active = await db()
      .select({ name: technologies.name })
      .from(technologies)
      .where(isNull(technologies.archivedOn));
    expect(active.map((row) => row.name)).not.toContain(deleted!.name);
    expect(active).toHaveLength(seedTechnologies.length - 1);
  });
});
