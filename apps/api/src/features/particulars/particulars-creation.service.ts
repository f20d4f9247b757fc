import { FormStatus } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { newClientAccess } from '../../lib/form-sharing.ts';
import { findParticularsOfVessel, insertItems, insertParticularsRows, listItems } from './particulars.queries.ts';
import { defaultParticularsSections } from './particulars-defaults.data.ts';

/** Draft forms with a new client link and PIN each, for the vessels that have none; answers their ids. */
function insertDrafts(tx: Db, vesselIds: readonly number[]) {
  return insertParticularsRows(
    tx,
    vesselIds.map((vesselId) => ({ vesselId, status: FormStatus.Draft, ...newClientAccess() })),
  );
}

const defaultItems = defaultParticularsSections.map((section, position) => ({
  ...section,
  responseText: null,
  position,
}));

/**
 * Gives each vessel without a particulars form one (Draft, with its client link and PIN, and the
 * default sections), in a few statements however many vessels there are. Concurrent calls create
 * one form per vessel. It does not change the vessels' status: the caller decides whether the
 * creation is news.
 */
export async function ensureParticulars(tx: Db, vesselIds: readonly number[]): Promise<void> {
  await insertItems(tx, await insertDrafts(tx, vesselIds), defaultItems);
}

/**
 * Vessel copy step: the copy gets the source's sections (title and request, in order) as a Draft
 * with a new link and PIN. Responses and files stay with the source vessel: they are its client's.
 * A source without a form gives the copy the default sections.
 */
export async function copyParticulars({ tx, sourceId, targetId }: { tx: Db; sourceId: number; targetId: number }) {
  const source = await findParticularsOfVessel(tx, sourceId);
  if (!source) return ensureParticulars(tx, [targetId]);
  const ids = await insertDrafts(tx, [targetId]);
  if (ids.length === 0) return;
  const items = await listItems(tx, source.id);
  await insertItems(
    tx,
    ids,
    items.map((item, position) => ({ title: item.title, requestText: item.requestText, responseText: null, position })),
  );
}
