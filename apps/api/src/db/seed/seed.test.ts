import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import {
  consumptionCategories,
  consumptionTypes,
  customers,
  vesselConsumptions,
  vessels,
  vesselTypes,
} from '../schema/index.ts';
import { demoCustomerName, seedDemoData } from './demo.ts';
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

describe('demo data', () => {
  it('adds one clearly named client with a vessel and its consumption, once', async () => {
    await seedReferenceData(t.database.db);
    expect(await seedDemoData(t.database.db)).toBe(true);
    expect(await seedDemoData(t.database.db)).toBe(false);
    const names = (await t.database.db.select().from(customers)).map((c) => c.name);
    expect(names).toEqual([demoCustomerName]);
    expect(await rows(vessels)).toBe(1);
    expect(await rows(vesselConsumptions)).toBe(3);
  });
});
