import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, particulars, particularsItemFiles, particularsItems } from '../../db/schema/index.ts';

export async function findParticularsForClient(db: Db, id: number) {
  const [row] = await db
    .select({ id: particulars.id, vesselId: particulars.vesselId, status: particulars.status })
    .from(particulars)
    .where(eq(particulars.id, id));
  return row ?? null;
}

/** The form's key on files its client uploads (files.client_form). */
export const clientFormKey = (particularsId: number) => `particulars:${particularsId}`;

/** The sections in order, each with its attached file ids in order; two queries. */
export async function particularsSections(db: Db, particularsId: number) {
  const items = await db
    .select({
      id: particularsItems.id,
      title: particularsItems.title,
      requestText: particularsItems.requestText,
      responseText: particularsItems.responseText,
      position: particularsItems.position,
    })
    .from(particularsItems)
    .where(eq(particularsItems.particularsId, particularsId))
    .orderBy(asc(particularsItems.position), asc(particularsItems.id));
  const links = await db
    .select({ itemId: particularsItemFiles.itemId, fileId: particularsItemFiles.fileId })
    .from(particularsItemFiles)
    .innerJoin(particularsItems, eq(particularsItems.id, particularsItemFiles.itemId))
    .where(eq(particularsItems.particularsId, particularsId))
    .orderBy(asc(particularsItemFiles.position), asc(particularsItemFiles.fileId));
  return items.map((item) => ({
    ...item,
    fileIds: links.filter((link) => link.itemId === item.id).map((link) => link.fileId),
  }));
}

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

/** Replaces the files of the given sections with the lists given, in order. */
export async function replaceItemFiles(tx: Db, fileIdsByItem: Map<number, number[]>) {
  if (fileIdsByItem.size === 0) return;
  await tx.delete(particularsItemFiles).where(inArray(particularsItemFiles.itemId, [...fileIdsByItem.keys()]));
  const rows = [...fileIdsByItem].flatMap(([itemId, fileIds]) =>
    fileIds.map((fileId, position) => ({ itemId, fileId, position })),
  );
  if (rows.length > 0) await tx.insert(particularsItemFiles).values(rows);
}
