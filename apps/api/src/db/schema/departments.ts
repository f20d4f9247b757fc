import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, versionColumn } from './columns.ts';

export const departments = pgTable(
  'departments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    street: text(),
    zip: text(),
    city: text(),
    country: text(),
    web: text(),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [index('departments_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);
