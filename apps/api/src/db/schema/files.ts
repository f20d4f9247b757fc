import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/** Metadata of an uploaded file; the bytes live in the storage driver under `storage_key`. */
export const files = pgTable(
  'files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text(),
    contentSize: bigint('content_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    /** What the upload is for (fileUsages in contracts): decides the allowed types. */
    usage: text().notNull().default('default'),
    storageKey: text('storage_key').notNull().unique(),
    /** Set once the bytes are stored and checked against the declared size and type. */
    uploadedOn: timestamp('uploaded_on', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set for files a client uploaded through the client area: the form's key, e.g. `particulars:12`. */
    clientForm: text('client_form'),
    deletedOn: timestamp('deleted_on', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('files_created_by_idx').on(t.createdByUserId)],
);
