import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { technologies, technologySnapshots } from './catalogue.ts';
import { timestamps, versionColumn } from './columns.ts';
import { files } from './files.ts';
import { vessels } from './vessels.ts';

/** Client access of a form: an unguessable link and a PIN (docs/decisions/0010-client-area-access.md). */
const clientAccess = () => ({
  status: smallint().notNull().default(0),
  /** 256 random bits, base64url: the client link's token. */
  urlHash: text('url_hash').notNull().unique(),
  pinCode: text('pin_code').notNull(),
  /** When the form last went from Draft to shared: client tokens issued before it no longer open it. */
  sharedSince: timestamp('shared_since', { withTimezone: true }),
});

export const questionnaires = pgTable('questionnaires', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  vesselId: integer('vessel_id')
    .notNull()
    .unique()
    .references(() => vessels.id),
  ...clientAccess(),
  existingEnergySavingTechnologies: text('existing_energy_saving_technologies'),
  version: versionColumn(),
  ...timestamps,
});

export const questionnaireSections = pgTable(
  'questionnaire_sections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [
    index('questionnaire_sections_questionnaire_idx').on(t.questionnaireId),
    // The target of the items' (section, questionnaire) reference.
    unique('questionnaire_sections_id_questionnaire_unique').on(t.id, t.questionnaireId),
  ],
);

export const questionnaireItems = pgTable(
  'questionnaire_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    questionnaireId: integer('questionnaire_id').notNull(),
    sectionId: integer('section_id').notNull(),
    title: text().notNull(),
    value: text(),
    valueExample: text('value_example'),
    hide: boolean().notNull().default(false),
    position: integer().notNull(),
    /** A questionnaire kind key (contracts questionnaireKinds) or null. */
    mappedTo: text('mapped_to'),
  },
  (t) => [
    // Lists a questionnaire's items, and finds a section's items when it goes (the reference below).
    index('questionnaire_items_questionnaire_section_idx').on(t.questionnaireId, t.sectionId),
    // One reference for both: the item's section, which must be of the item's questionnaire. One
    // check per row instead of two keeps creating thousands of questionnaires at once fast.
    foreignKey({
      name: 'questionnaire_items_section_fk',
      columns: [t.sectionId, t.questionnaireId],
      foreignColumns: [questionnaireSections.id, questionnaireSections.questionnaireId],
    }).onDelete('cascade'),
  ],
);

export const particulars = pgTable('particulars', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  vesselId: integer('vessel_id')
    .notNull()
    .unique()
    .references(() => vessels.id),
  ...clientAccess(),
  version: versionColumn(),
  ...timestamps,
});

export const particularsItems = pgTable(
  'particulars_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    particularsId: integer('particulars_id')
      .notNull()
      .references(() => particulars.id, { onDelete: 'cascade' }),
    title: text(),
    requestText: text('request_text').notNull(),
    responseText: text('response_text'),
    position: integer().notNull(),
  },
  (t) => [index('particulars_items_particulars_idx').on(t.particularsId)],
);

export const particularsItemFiles = pgTable(
  'particulars_item_files',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => particularsItems.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.fileId] })],
);

/** A technology on a vessel with its installed status; the snapshot keeps what was chosen. */
export const vesselTechnologyStatuses = pgTable(
  'vessel_technology_statuses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vesselId: integer('vessel_id')
      .notNull()
      .references(() => vessels.id),
    technologyId: integer('technology_id')
      .notNull()
      .references(() => technologies.id),
    technologySnapshotId: integer('technology_snapshot_id')
      .notNull()
      .references(() => technologySnapshots.id),
    installedStatus: smallint('installed_status').notNull(),
    plannedToBeInstalledOn: date('planned_to_be_installed_on', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('vessel_technology_statuses_unique').on(t.vesselId, t.technologyId)],
);

/** Wrong PIN codes per client link and address, counted in the database so every API instance sees them. */
export const clientPinFailures = pgTable(
  'client_pin_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    urlHash: text('url_hash').notNull(),
    /** The address the wrong PIN came from ('' for rows from before addresses were counted). */
    address: text().notNull().default(''),
    failedOn: timestamp('failed_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_pin_failures_lookup_idx').on(t.urlHash, t.address, t.failedOn)],
);
