import type { TechnologySnapshotValues } from '@backoffice/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, versionColumn } from './columns.ts';
import { files } from './files.ts';
import { consumptionCategories, vesselTypes } from './reference-data.ts';
import { users } from './users.ts';

// Seeded lookup lists: a technology picks from them.
export const savingsCategories = pgTable('savings_categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  ...timestamps,
});
export const implementationStages = pgTable('implementation_stages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  ...timestamps,
});
export const regulatoryImpactTypes = pgTable('regulatory_impact_types', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  ...timestamps,
});

/** Suppliers and makers are archived, never deleted: reports keep naming them. */
const companyColumns = () => ({
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  country: text(),
  description: text(),
  archivedOn: timestamp('archived_on', { withTimezone: true }),
  version: versionColumn(),
  ...timestamps,
});
export const suppliers = pgTable('suppliers', companyColumns(), (t) => [
  uniqueIndex('suppliers_active_name_unique').on(sql`lower(${t.name})`).where(sql`${t.archivedOn} is null`),
]);
export const makers = pgTable('makers', companyColumns(), (t) => [
  uniqueIndex('makers_active_name_unique').on(sql`lower(${t.name})`).where(sql`${t.archivedOn} is null`),
]);

const calcColumns = () => ({
  calcSavings: doublePrecision('calc_savings').notNull(),
  calcConfidenceInterval: doublePrecision('calc_confidence_interval').notNull(),
  calcEquipmentCost: doublePrecision('calc_equipment_cost').notNull(),
  calcInstallationCost: doublePrecision('calc_installation_cost').notNull(),
  calcOperationCost: doublePrecision('calc_operation_cost').notNull(),
});

export const technologies = pgTable(
  'technologies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    shortName: text('short_name').notNull(),
    description: text().notNull(),
    shortDescription: text('short_description').notNull(),
    savingsPotential: text('savings_potential').notNull(),
    savingsCategoryId: integer('savings_category_id').references(() => savingsCategories.id),
    savingsRange: text('savings_range').notNull(),
    costRange: text('cost_range').notNull(),
    leadTime: text('lead_time'),
    iconFileId: integer('icon_file_id').references(() => files.id),
    ...calcColumns(),
    technologyMaturityLevel: smallint('technology_maturity_level'),
    summaryTableDescription: text('summary_table_description'),
    summaryDescription: text('summary_description'),
    /** Propelled by wind: its rated power (on the included technology) earns FuelEU's wind reward. */
    windAssisted: boolean('wind_assisted').notNull().default(false),
    /** Years it lasts: the horizon of its NPV and MAC in a report; null uses the report's years. */
    serviceLifeYears: smallint('service_life_years'),
    /** Archived technologies leave the catalogue; snapshots keep what reports showed. */
    archivedOn: timestamp('archived_on', { withTimezone: true }),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('technologies_active_name_unique').on(sql`lower(${t.name})`).where(sql`${t.archivedOn} is null`),
    index('technologies_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const technologyImplementationStages = pgTable(
  'technology_implementation_stages',
  {
    technologyId: integer('technology_id')
      .notNull()
      .references(() => technologies.id, { onDelete: 'cascade' }),
    implementationStageId: integer('implementation_stage_id')
      .notNull()
      .references(() => implementationStages.id),
  },
  (t) => [primaryKey({ columns: [t.technologyId, t.implementationStageId] })],
);

export const technologyRegulatoryImpactTypes = pgTable(
  'technology_regulatory_impact_types',
  {
    technologyId: integer('technology_id')
      .notNull()
      .references(() => technologies.id, { onDelete: 'cascade' }),
    regulatoryImpactTypeId: integer('regulatory_impact_type_id')
      .notNull()
      .references(() => regulatoryImpactTypes.id),
  },
  (t) => [primaryKey({ columns: [t.technologyId, t.regulatoryImpactTypeId] })],
);

/**
 * Where a technology acts, and in which order inside the category (spec: consumption
 * technology). The technology form's categories and the category page's list are this one table.
 */
export const consumptionTechnologies = pgTable(
  'consumption_technologies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    consumptionCategoryId: integer('consumption_category_id')
      .notNull()
      .references(() => consumptionCategories.id),
    technologyId: integer('technology_id')
      .notNull()
      .references(() => technologies.id),
    calculationSequence: integer('calculation_sequence').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('consumption_technologies_unique').on(t.consumptionCategoryId, t.technologyId),
    index('consumption_technologies_technology_idx').on(t.technologyId),
  ],
);

/** A supplier offering a technology. Removing the link archives it; reports keep the supplier. */
export const technologySuppliers = pgTable(
  'technology_suppliers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    technologyId: integer('technology_id')
      .notNull()
      .references(() => technologies.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    archivedOn: timestamp('archived_on', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('technology_suppliers_active_unique')
      .on(t.technologyId, t.supplierId)
      .where(sql`${t.archivedOn} is null`),
  ],
);

/** A maker's version of a technology with its own values and templates. */
export const technologyMakers = pgTable(
  'technology_makers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    technologyId: integer('technology_id')
      .notNull()
      .references(() => technologies.id),
    makerId: integer('maker_id')
      .notNull()
      .references(() => makers.id),
    ...calcColumns(),
    /** The maker's service life, before the technology's. */
    serviceLifeYears: smallint('service_life_years'),
    calculationTemplateFileId: integer('calculation_template_file_id').references(() => files.id),
    wordTemplateFileId: integer('word_template_file_id').references(() => files.id),
    archivedOn: timestamp('archived_on', { withTimezone: true }),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('technology_makers_active_unique').on(t.technologyId, t.makerId).where(sql`${t.archivedOn} is null`),
  ],
);

/** A technology's values for one vessel type; a null value falls back to the technology's own. */
export const vesselTypeTechnologyDetails = pgTable(
  'vessel_type_technology_details',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    technologyId: integer('technology_id')
      .notNull()
      .references(() => technologies.id),
    vesselTypeId: integer('vessel_type_id')
      .notNull()
      .references(() => vesselTypes.id),
    calcSavings: doublePrecision('calc_savings'),
    calcConfidenceInterval: doublePrecision('calc_confidence_interval'),
    calcEquipmentCost: doublePrecision('calc_equipment_cost'),
    calcInstallationCost: doublePrecision('calc_installation_cost'),
    calcOperationCost: doublePrecision('calc_operation_cost'),
    ...timestamps,
  },
  (t) => [uniqueIndex('vessel_type_technology_details_unique').on(t.technologyId, t.vesselTypeId)],
);

/**
 * An immutable copy of a technology's values for one vessel type, taken when the technology is
 * first used on a vessel; a new one is taken only when the values have changed since.
 */
export const technologySnapshots = pgTable(
  'technology_snapshots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    technologyId: integer('technology_id')
      .notNull()
      .references(() => technologies.id),
    vesselTypeId: integer('vessel_type_id').references(() => vesselTypes.id),
    values: jsonb().$type<TechnologySnapshotValues>().notNull(),
    /** SHA-256 of the canonical values: finds an equal snapshot instead of taking a new one. */
    valuesHash: text('values_hash').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('technology_snapshots_lookup_idx').on(t.technologyId, t.vesselTypeId, t.valuesHash)],
);

/** Word templates per report type; the newest of a type is the one export uses. */
export const reportTemplateFiles = pgTable(
  'report_template_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reportType: smallint('report_type').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('report_template_files_type_idx').on(t.reportType, t.createdOn)],
);
