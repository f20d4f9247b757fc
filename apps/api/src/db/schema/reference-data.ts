import type { FuelKind } from '@backoffice/contracts';
import { sql } from 'drizzle-orm';
import { doublePrecision, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, versionColumn } from './columns.ts';

export const vesselTypes = pgTable(
  'vessel_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    shortName: text('short_name').notNull(),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [uniqueIndex('vessel_types_name_unique').on(sql`lower(${t.name})`)],
);

export const consumptionCategories = pgTable('consumption_categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  shortName: text('short_name').notNull(),
  version: versionColumn(),
  ...timestamps,
});

export const consumptionTypes = pgTable(
  'consumption_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    shortName: text('short_name').notNull(),
    defaultPrice: doublePrecision('default_price').notNull(),
    defaultCo2ConversionConstant: doublePrecision('default_co2_conversion_constant').notNull(),
    /** HFO, LFO, MDO/MGO, LNG or Other (FuelEU Maritime's fuels); null until an admin sets it. */
    fuelKind: text('fuel_kind').$type<FuelKind>(),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [uniqueIndex('consumption_types_name_unique').on(sql`lower(${t.name})`)],
);
