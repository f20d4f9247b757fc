import { timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  modifiedOn: timestamp('modified_on', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
