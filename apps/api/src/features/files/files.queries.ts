import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;

/** A file by id, deleted or not (attached files keep working after a delete). */
export async function findFileRow(db: Db, id: number): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row ?? null;
}

export function findFileRows(db: Db, ids: number[]): Promise<FileRow[]> {
  return db.select().from(files).where(inArray(files.id, ids));
}

export async function findActiveFile(db: Db, id: number): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deletedOn)));
  return row ?? null;
}

export async function findFileByStorageKey(db: Db, storageKey: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.storageKey, storageKey));
  return row ?? null;
}

export async function insertFile(db: Db, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function updateActiveFile(
  db: Db,
  id: number,
  values: { name: string; description: string | null },
): Promise<FileRow | null> {
  const [row] = await db
    .update(files)
    .set(values)
    .where(and(eq(files.id, id), isNull(files.deletedOn)))
    .returning();
  return row ?? null;
}

/**
 * Sets `uploaded_on` once, in one statement: answers the row when this call set it, null when it
 * was set already (by a request that got there first, in any API instance).
 */
export async function markUploaded(db: Db, id: number): Promise<FileRow | null> {
  const [row] = await db
    .update(files)
    .set({ uploadedOn: new Date() })
    .where(and(eq(files.id, id), isNull(files.uploadedOn)))
    .returning();
  return row ?? null;
}

export async function softDeleteFile(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ deletedOn: new Date() })
    .where(and(eq(files.id, id), isNull(files.deletedOn)))
    .returning({ id: files.id });
  return rows.length > 0;
}
