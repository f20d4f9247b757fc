import { and, count, eq, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, particulars, particularsItemFiles, particularsItems } from '../../db/schema/index.ts';

export async function findParticularsForShipOwner(db: Db, id: number, lock = false) {
  const query = db
    .select({
      id: particulars.id,
      vesselId: particulars.vesselId,
      status: particulars.status,
      version: particulars.version,
    })
    .from(particulars)
    .where(eq(particulars.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The form's key on files its client uploads (files.client_form). */
export const clientFormKey = (particularsId: number) => `particulars:${particularsId}`;

/** Of the given file ids, those this form's client uploaded. */
export async function filesUploadedByClient(db: Db, particularsId: number, fileIds: number[]): Promise<Set<number>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, fileIds), eq(files.clientForm, clientFormKey(particularsId))));
  return new Set(rows.map((row) => row.id));
}

export async function setResponseText(tx: Db, itemId: number, responseText: string | null) {
  await tx.update(particularsItems).set({ responseText }).where(eq(particularsItems.id, itemId));
}

/** How many files this form's client has declared (attached or not, not deleted), and their bytes. */
export async function clientFormHoldings(db: Db, particularsId: number) {
  const [row] = await db
    .select({ files: count(), bytes: sql<number>`coalesce(sum(${files.contentSize}), 0)::float8` })
    .from(files)
    .where(and(eq(files.clientForm, clientFormKey(particularsId)), isNull(files.deletedOn)));
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/** Files a client uploaded to a particulars form before `before` that no item of the form holds. */
export async function unattachedClientUploads(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        isNotNull(files.clientForm),
        isNull(files.deletedOn),
        lt(files.createdOn, before),
        notExists(db.select().from(particularsItemFiles).where(eq(particularsItemFiles.fileId, files.id))),
      ),
    )
    .orderBy(files.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
