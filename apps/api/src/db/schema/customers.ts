import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps, versionColumn } from './columns.ts';

export const customers = pgTable(
  'customers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    address: text(),
    note: text(),
    /** Archived customers are hidden with everything under them; nothing is deleted. */
    archivedOn: timestamp('archived_on', { withTimezone: true }),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [
    index('customers_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('customers_active_name_idx').on(sql`lower(${t.name})`, t.id).where(sql`${t.archivedOn} is null`),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text().notNull(),
    title: text(),
    email: text(),
    phone: text(),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [index('contacts_customer_idx').on(t.customerId)],
);
