import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, particulars, particularsItems } from '../../db/schema/index.ts';

export async function findParticularsForShipOwner(db: Db, id: number) {
  const [row] = await db
    .select({ id: particulars.id, vesselId: particulars.vesselId, status: particulars.status })
    .from(particulars)
    .where(eq(particulars.id, id));
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
