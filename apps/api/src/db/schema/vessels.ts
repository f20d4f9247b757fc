import { doublePrecision, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { timestamps, versionColumn } from './columns.ts';
import { files } from './files.ts';
import { projectConsumptionRates, projects } from './projects.ts';
import { consumptionCategories, vesselTypes } from './reference-data.ts';

export const vessels = pgTable(
  'vessels',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    vesselTypeId: integer('vessel_type_id')
      .notNull()
      .references(() => vesselTypes.id),
    name: text().notNull(),
    /** Unified status code (0–11) of the vessel's last changed document; null before any. */
    status: smallint(),
    statusChangedOn: timestamp('status_changed_on', { withTimezone: true }),
    vesselImage1FileId: integer('vessel_image1_file_id').references(() => files.id),
    vesselImage2FileId: integer('vessel_image2_file_id').references(() => files.id),
    archivedOn: timestamp('archived_on', { withTimezone: true }),
    version: versionColumn(),
    /** The versions of the vessel's consumption rates and of its consumption rows, each saved as one list. */
    consumptionRatesVersion: versionColumn('consumption_rates_version'),
    consumptionsVersion: versionColumn('consumptions_version'),
    /** The version of its technologies' installed statuses, saved as one list (staff and ship owner). */
    technologiesVersion: versionColumn('technologies_version'),
    ...timestamps,
  },
  (t) => [index('vessels_project_idx').on(t.projectId), index('vessels_vessel_type_idx').on(t.vesselTypeId)],
);

/** The vessel's own price and CO2 constant per project rate; starts from the project's values. */
export const vesselConsumptionRates = pgTable(
  'vessel_consumption_rates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vesselId: integer('vessel_id')
      .notNull()
      .references(() => vessels.id),
    projectConsumptionRateId: integer('project_consumption_rate_id')
      .notNull()
      .references(() => projectConsumptionRates.id),
    price: doublePrecision().notNull(),
    co2ConversionConstant: doublePrecision('co2_conversion_constant').notNull(),
    /** When a user last saved this rate; null while it still holds the values it started from. */
    savedOn: timestamp('saved_on', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [unique('vessel_consumption_rates_unique').on(t.vesselId, t.projectConsumptionRateId)],
);

/** Annual consumption of one consumption category with one fuel (vessel rate) of the vessel. */
export const vesselConsumptions = pgTable(
  'vessel_consumptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vesselId: integer('vessel_id')
      .notNull()
      .references(() => vessels.id),
    vesselConsumptionRateId: integer('vessel_consumption_rate_id')
      .notNull()
      .references(() => vesselConsumptionRates.id),
    consumptionCategoryId: integer('consumption_category_id')
      .notNull()
      .references(() => consumptionCategories.id),
    annualConsumption: doublePrecision('annual_consumption').notNull(),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('vessel_consumptions_vessel_idx').on(t.vesselId)],
);
