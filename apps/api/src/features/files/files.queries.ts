import { and, eq, exists, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companyProfile, files, reportTemplateFiles, technologies, technologyMakers } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;

/**
 * A file with the records that decide who may reach it beyond its usage (see file-permissions.service.ts):
 * a report template's, or master data's (a technology's icon, a maker's template, the company logo).
 */
export type BoundFileRow = FileRow & { reportTemplate: boolean; masterData: boolean };

/** Whether a row of `table` has `column` = the outer query's file id. */
function holds(db: Db, table: PgTable, column: PgColumn) {
  return exists(db.select({ one: sql`1` }).from(table).where(eq(column, files.id)));
}

/** A file by id, deleted or not, with whether a report template or master data holds it. */
export async function findBoundFile(db: Db, id: number): Promise<BoundFileRow | null> {
  const [row] = await db
    .select({
      ...getTableColumns(files),
      reportTemplate: sql<boolean>`${holds(db, reportTemplateFiles, reportTemplateFiles.fileId)}`,
      masterData: sql<boolean>`${or(
        holds(db, technologies, technologies.iconFileId),
        holds(db, technologyMakers, technologyMakers.wordTemplateFileId),
        holds(db, technologyMakers, technologyMakers.calculationTemplateFileId),
        holds(db, companyProfile, companyProfile.logoFileId),
      )}`,
    })
    .from(files)
    .where(eq(files.id, id));
  return row ?? null;
}

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
