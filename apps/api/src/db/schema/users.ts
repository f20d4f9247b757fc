import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, versionColumn } from './columns.ts';
import { departments } from './departments.ts';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fullName: text('full_name').notNull(),
    email: text().notNull(),
    role: smallint().notNull().default(0),
    title: text(),
    phone: text(),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    passwordHash: text('password_hash').notNull(),
    /** Removed users are kept (reports name them) but can no longer sign in or be listed. */
    deletedOn: timestamp('deleted_on', { withTimezone: true }),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_active_unique').on(sql`lower(${t.email})`).where(sql`${t.deletedOn} is null`),
    index('users_department_idx').on(t.departmentId),
    index('users_full_name_trgm').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/**
 * A session: its renew token (stored as SHA-256) and, through the row's id in their `sid` claim, its
 * access tokens. Deleting the row (sign-out, a password change, removal) ends both at once.
 */
export const renewTokens = pgTable(
  'renew_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('renew_tokens_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    usedOn: timestamp('used_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Wrong passwords for an account from one address (an IPv6 address counts by its /64): how many in a
 * row, the count starting again once the last is older than the window. Sign-in reads every address's
 * row of the account; a sign-in from the address, or a new password, deletes them.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text().notNull(),
    failures: integer().notNull(),
    lastFailedOn: timestamp('last_failed_on', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);
