import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { particulars, particularsItemFiles, particularsItems } from '../../db/schema/index.ts';

const formColumns = {
  id: particulars.id,
  vesselId: particulars.vesselId,
  status: particulars.status,
  urlHash: particulars.urlHash,
  pinCode: particulars.pinCode,
  modifiedOn: particulars.modifiedOn,
  version: particulars.version,
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
 * Inserts a form row for each vessel that has none (vessel_id is unique: a concurrent insert waits
 * and then does nothing); answers the new rows' ids.
 */
export async function insertParticularsRows(
  tx: Db,
  rows: { vesselId: number; status: number; urlHash: string; pinCode: string }[],
) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await tx
      .insert(particulars)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing({ target: particulars.vesselId })
      .returning({ id: particulars.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export async function updateParticularsRow(
  tx: Db,
  id: number,
  values: { status: number; sharedSince?: Date; version: number },
) {
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

/** The same sections in each of the forms, in one statement: every column travels as one array. */
export async function insertItems(tx: Db, particularsIds: readonly number[], items: readonly ItemValues[]) {
  if (particularsIds.length === 0 || items.length === 0) return;
  const column = <K extends keyof ItemValues>(key: K) => sql.param(items.map((item) => item[key]));
  await tx.execute(sql`
    insert into particulars_items (particulars_id, title, request_text, response_text, position)
    select p.id, i.title, i.request_text, i.response_text, i.position
    from unnest(${sql.param(particularsIds)}::integer[]) as p(id)
    cross join unnest(${column('title')}::text[], ${column('requestText')}::text[], ${column('responseText')}::text[],
                      ${column('position')}::integer[]) as i(title, request_text, response_text, position)`);
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
