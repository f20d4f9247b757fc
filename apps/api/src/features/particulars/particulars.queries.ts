import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { particulars, particularsItemFiles, particularsItems } from '../../db/schema/index.ts';

const formColumns = {
  id: particulars.id,
  vesselId: particulars.vesselId,
  status: particulars.status,
  urlHash: particulars.urlHash,
  pinCode: particulars.pinCode,
  modifiedOn: particulars.modifiedOn,
};

/** The vessel's particulars form, or null when it has none yet. */
export async function findParticularsOfVessel(db: Db, vesselId: number) {
  const [row] = await db.select(formColumns).from(particulars).where(eq(particulars.vesselId, vesselId));
  return row ?? null;
}
export type ParticularsRow = NonNullable<Awaited<ReturnType<typeof findParticularsOfVessel>>>;

/** The same, locked until the transaction ends, so that saves of one form run one after another. */
export async function lockParticularsOfVessel(tx: Db, vesselId: number) {
  const [row] = await tx.select(formColumns).from(particulars).where(eq(particulars.vesselId, vesselId)).for('update');
  return row ?? null;
}

/**
 * Inserts the vessel's form unless it has one (vessel_id is unique: a concurrent insert waits and
 * then does nothing). Answers the new id, or null when the vessel already had a form.
 */
export async function insertParticularsIfMissing(
  tx: Db,
  values: { vesselId: number; status: number; urlHash: string; pinCode: string },
) {
  const [row] = await tx
    .insert(particulars)
    .values(values)
    .onConflictDoNothing({ target: particulars.vesselId })
    .returning({ id: particulars.id });
  return row?.id ?? null;
}

export async function updateParticularsRow(tx: Db, id: number, values: { status: number; sharedSince?: Date }) {
  await tx
    .update(particulars)
    .set({ ...values, modifiedOn: new Date() })
    .where(eq(particulars.id, id));
}

export type ItemValues = {
  title: string | null;
  requestText: string;
  responseText: string | null;
  position: number;
};

/** The form's sections by position. */
export async function listItems(db: Db, particularsId: number) {
  return db
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
}
export type ItemRow = Awaited<ReturnType<typeof listItems>>[number];

/** Several sections in one statement. */
export async function insertItems(tx: Db, particularsId: number, items: ItemValues[]) {
  if (items.length === 0) return;
  await tx.insert(particularsItems).values(items.map((item) => ({ ...item, particularsId })));
}

export async function insertItem(tx: Db, particularsId: number, item: ItemValues) {
  const [row] = await tx
    .insert(particularsItems)
    .values({ ...item, particularsId })
    .returning({ id: particularsItems.id });
  return row!.id;
}

export async function updateItem(tx: Db, id: number, item: ItemValues) {
  await tx.update(particularsItems).set(item).where(eq(particularsItems.id, id));
}

/** Deletes sections; their file links go with them (the files stay with the files feature). */
export async function deleteItems(tx: Db, ids: number[]) {
  if (ids.length === 0) return;
  await tx.delete(particularsItems).where(inArray(particularsItems.id, ids));
}

/** The file links of the given sections, in their order. */
export async function listItemFiles(db: Db, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ itemId: particularsItemFiles.itemId, fileId: particularsItemFiles.fileId })
    .from(particularsItemFiles)
    .where(inArray(particularsItemFiles.itemId, itemIds))
    .orderBy(asc(particularsItemFiles.itemId), asc(particularsItemFiles.position), asc(particularsItemFiles.fileId));
}

/** Replaces the file links of the given sections with `links` (position = order within a section). */
export async function replaceItemFiles(
  tx: Db,
  itemIds: number[],
  links: { itemId: number; fileId: number; position: number }[],
) {
  if (itemIds.length > 0) await tx.delete(particularsItemFiles).where(inArray(particularsItemFiles.itemId, itemIds));
  if (links.length > 0) await tx.insert(particularsItemFiles).values(links);
}
