import type { NoteKey } from '@backoffice/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { makers, suppliers, technologies, technologySnapshots } from './catalogue.ts';
import { timestamps, versionColumn } from './columns.ts';
import { files } from './files.ts';
import { consumptionCategories, consumptionTypes } from './reference-data.ts';
import { users } from './users.ts';
import { vessels } from './vessels.ts';

/** A screening (type 0) or solution-design (type 1) report of a vessel; `status` is its unified code 6–11. */
export const reports = pgTable(
  'reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vesselId: integer('vessel_id')
      .notNull()
      .references(() => vessels.id),
    type: smallint().notNull(),
    status: smallint().notNull(),
    name: text().notNull(),
    /** A solution design's screening report of the same vessel. */
    basedOnReportId: integer('based_on_report_id').references((): AnyPgColumn => reports.id),
    internalContactUserId: integer('internal_contact_user_id').references(() => users.id),
    regulatoryImpactPctInEu: doublePrecision('regulatory_impact_pct_in_eu'),
    regulatoryImpactCarbonRate: doublePrecision('regulatory_impact_carbon_rate'),
    regulatoryImpactStartYear: integer('regulatory_impact_start_year'),
    regulatoryImpactNumberOfYears: integer('regulatory_impact_number_of_years'),
    regulatoryImpactDescription: text('regulatory_impact_description'),
    regulatoryImpactFileId: integer('regulatory_impact_file_id').references(() => files.id),
    /** USD per EUR: turns the carbon rate (EUR per t CO2) into the USD of the costs. */
    regulatoryImpactUsdPerEur: doublePrecision('regulatory_impact_usd_per_eur').notNull().default(1.1),
    statusChangedOn: timestamp('status_changed_on', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
    /** The version of the report's regulatory impact, saved by its own form. */
    regulatoryImpactVersion: versionColumn('regulatory_impact_version'),
    ...timestamps,
  },
  (t) => [index('reports_vessel_idx').on(t.vesselId), index('reports_based_on_idx').on(t.basedOnReportId)],
);

/** The report's value of one of the five catalogue values, with what it started from. */
const reportValue = (name: string) => ({
  value: doublePrecision(name).notNull(),
  original: doublePrecision(`original_${name}`),
  screening: doublePrecision(`screening_${name}`),
});
const values = {
  calcSavings: reportValue('calc_savings'),
  calcConfidenceInterval: reportValue('calc_confidence_interval'),
  calcEquipmentCost: reportValue('calc_equipment_cost'),
  calcInstallationCost: reportValue('calc_installation_cost'),
  calcOperationCost: reportValue('calc_operation_cost'),
};

/**
 * A technology included in a report, with the report's values. `original_*` is what the catalogue
 * (or the chosen maker's link) said when it was added, `screening_*` the value in the screening
 * report a solution design is based on.
 */
export const reportTechnologies = pgTable(
  'report_technologies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id),
    technologyId: integer('technology_id')
      .notNull()
      .references(() => technologies.id),
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => technologySnapshots.id),
    calcSavings: values.calcSavings.value,
    originalCalcSavings: values.calcSavings.original,
    screeningCalcSavings: values.calcSavings.screening,
    calcConfidenceInterval: values.calcConfidenceInterval.value,
    originalCalcConfidenceInterval: values.calcConfidenceInterval.original,
    screeningCalcConfidenceInterval: values.calcConfidenceInterval.screening,
    calcEquipmentCost: values.calcEquipmentCost.value,
    originalCalcEquipmentCost: values.calcEquipmentCost.original,
    screeningCalcEquipmentCost: values.calcEquipmentCost.screening,
    calcInstallationCost: values.calcInstallationCost.value,
    originalCalcInstallationCost: values.calcInstallationCost.original,
    screeningCalcInstallationCost: values.calcInstallationCost.screening,
    calcOperationCost: values.calcOperationCost.value,
    originalCalcOperationCost: values.calcOperationCost.original,
    screeningCalcOperationCost: values.calcOperationCost.screening,
    /** The engine's fuel saving of this technology in the base screening report when it was copied. */
    screeningCalcSavingsInMt: doublePrecision('screening_calc_savings_in_mt'),
    /** One note per note kind; a kind without note is absent. */
    notes: jsonb().$type<Partial<Record<NoteKey, string>>>().notNull().default(sql`'{}'::jsonb`),
    isIncludedInScreeningReport: boolean('is_included_in_screening_report').notNull().default(false),
    calculationFileId: integer('calculation_file_id').references(() => files.id),
    makerId: integer('maker_id').references(() => makers.id),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    potentialForVessel: text('potential_for_vessel'),
    /** Rated wind power on this vessel, kW, of a wind-assisted technology (FuelEU's wind reward). */
    windPowerKw: doublePrecision('wind_power_kw'),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [unique('report_technologies_unique').on(t.reportId, t.technologyId)],
);

/** A fixed saving in MT per year of an included technology on one consumption category and type. */
export const reportTechnologyFixedSavings = pgTable(
  'report_technology_fixed_savings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reportTechnologyId: integer('report_technology_id')
      .notNull()
      .references(() => reportTechnologies.id, { onDelete: 'cascade' }),
    consumptionCategoryId: integer('consumption_category_id')
      .notNull()
      .references(() => consumptionCategories.id),
    consumptionTypeId: integer('consumption_type_id')
      .notNull()
      .references(() => consumptionTypes.id),
    fixedSavingsInMt: doublePrecision('fixed_savings_in_mt').notNull(),
  },
  (t) => [
    unique('report_technology_fixed_savings_unique').on(
      t.reportTechnologyId,
      t.consumptionCategoryId,
      t.consumptionTypeId,
    ),
  ],
);

/** A technology a screening report names as novel (spec part 2 'Novel Technologies panel'). */
export const reportNovelTechnologies = pgTable(
  'report_novel_technologies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id),
    technologyId: integer('technology_id')
      .notNull()
      .references(() => technologies.id),
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => technologySnapshots.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('report_novel_technologies_unique').on(t.reportId, t.technologyId)],
);

/** A file attached to a report (report files page, and each Word export). */
export const reportFiles = pgTable(
  'report_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('report_files_unique').on(t.reportId, t.fileId),
    index('report_files_created_idx').on(t.reportId, t.createdOn),
  ],
);

/**
 * A Completed report shared with its ship owner: the link and PIN of its page in the client area. The
 * row goes when sharing stops (or the report is reopened), so the link opens nothing any more; sharing
 * again makes a new link and PIN.
 */
export const reportShares = pgTable('report_shares', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => reports.id),
  urlHash: text('url_hash').notNull().unique(),
  pinCode: text('pin_code').notNull(),
  sharedOn: timestamp('shared_on', { withTimezone: true }).notNull().defaultNow(),
  sharedByUserId: integer('shared_by_user_id').references(() => users.id),
  /** When the ship owner last opened it with the PIN; null until then. */
  openedOn: timestamp('opened_on', { withTimezone: true }),
});
