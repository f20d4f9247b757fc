import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The xlsx import each user is running (ARCHITECTURE.md, 'Imports'): one at a time per user, on
 * every instance. A row older than the longest import is left over from a stopped process.
 */
export const runningImports = pgTable('running_imports', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  startedOn: timestamp('started_on', { withTimezone: true }).notNull().defaultNow(),
});
