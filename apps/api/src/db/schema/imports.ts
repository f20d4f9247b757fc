import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The xlsx import each user is running (docs/decisions/0008-xlsx-imports.md): one at a time per user, on
 * every instance. The process running the import renews `heartbeatOn` every ~15 s; a row without
 * a heartbeat for a minute is left over from a stopped process and the user's next import takes it.
 */
export const runningImports = pgTable('running_imports', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  startedOn: timestamp('started_on', { withTimezone: true }).notNull().defaultNow(),
  heartbeatOn: timestamp('heartbeat_on', { withTimezone: true }).notNull().defaultNow(),
});
