import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One field of a change, in the words the screens use (labels, status words, names), before and after. */
export interface HistoryChange {
  field: string;
  before: string | number | boolean | null;
  after: string | number | boolean | null;
}

/**
 * The append-only history of changes to the records people edit together, written in the same
 * transaction as the change. Nothing updates or deletes a row (docs/decisions/0027-versions-and-history.md).
 */
export const history = pgTable(
  'history',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The staff member who made the change; null for a ship owner's. */
    userId: integer('user_id').references(() => users.id),
    /** Who made it, as shown: the user's full name then, or 'Ship owner (link)'. */
    actor: text().notNull(),
    action: text().notNull(),
    /** The record whose History panel shows the change: report, vessel, questionnaire, … */
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    /**
     * The part of the record that was changed when it has a version of its own (an included technology,
     * the consumption rates, a contact…); null for the record itself. A stale save's 409 names the last
     * change of that part.
     */
    part: text(),
    changes: jsonb().$type<HistoryChange[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    // A record's history newest first; the last change of one part is found along it too.
    index('history_record_idx').on(t.recordType, t.recordId, t.id),
    index('history_user_idx').on(t.userId, t.id),
    // Entries are written in time order, so a BRIN index serves the Activity page's days at a
    // fraction of a btree's cost on each save.
    index('history_at_idx').using('brin', t.at),
    check(
      'history_action_known',
      sql`${t.action} in ('created', 'updated', 'deleted', 'status', 'shared', 'unshared', 'opened', 'downloaded', 'signedIn')`,
    ),
  ],
);
