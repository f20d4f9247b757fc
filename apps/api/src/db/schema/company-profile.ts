import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps, versionColumn } from './columns.ts';
import { files } from './files.ts';

/** The consultancy's own profile for the Word reports: one row (id 1), written by the first save. */
export const companyProfile = pgTable(
  'company_profile',
  {
    id: smallint().primaryKey().default(1),
    name: text().notNull(),
    address: text(),
    website: text(),
    logoFileId: integer('logo_file_id').references(() => files.id),
    /** '#RRGGBB'. */
    brandColour: text('brand_colour'),
    disclaimer: text(),
    /** An IANA name: the zone every date people read is written in. */
    timeZone: text('time_zone').notNull().default('UTC'),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [check('company_profile_one_row', sql`${t.id} = 1`)],
);
