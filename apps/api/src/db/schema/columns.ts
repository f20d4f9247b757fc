import { integer, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  modifiedOn: timestamp('modified_on', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * The version of what one form edits, raised by each change: a save that names an older one is refused
 * (409), so a colleague's change is never overwritten unseen (docs/decisions/0027-versions-and-history.md).
 */
export const versionColumn = (name = 'version') => integer(name).notNull().default(1);
