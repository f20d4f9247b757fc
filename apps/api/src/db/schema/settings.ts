import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Instance-wide values that every API process must share, e.g. a generated signing secret. */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  ...timestamps,
});
