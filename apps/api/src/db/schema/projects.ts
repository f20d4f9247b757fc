import { doublePrecision, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { timestamps, versionColumn } from './columns.ts';
import { customers } from './customers.ts';
import { consumptionTypes } from './reference-data.ts';

export const projects = pgTable(
  'projects',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text().notNull(),
    description: text(),
    archivedOn: timestamp('archived_on', { withTimezone: true }),
    version: versionColumn(),
    /** The version of the project's consumption rates, saved as one list. */
    consumptionRatesVersion: versionColumn('consumption_rates_version'),
    ...timestamps,
  },
  (t) => [index('projects_customer_idx').on(t.customerId)],
);

/** A project's price and CO2 constant per consumption type; starts from the type's defaults. */
export const projectConsumptionRates = pgTable(
  'project_consumption_rates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    consumptionTypeId: integer('consumption_type_id')
      .notNull()
      .references(() => consumptionTypes.id),
    price: doublePrecision().notNull(),
    co2ConversionConstant: doublePrecision('co2_conversion_constant').notNull(),
    /** When a user last saved this rate; null while it still holds the values it started from. */
    savedOn: timestamp('saved_on', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [unique('project_consumption_rates_unique').on(t.projectId, t.consumptionTypeId)],
);
