import { FormStatus } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { newClientAccess } from '../client-area/index.ts';
import { findParticularsOfVessel, insertItems, insertParticularsIfMissing, listItems } from './particulars.queries.ts';
import { defaultParticularsSections } from './particulars-defaults.data.ts';

/** A Draft form for the vessel with a new client link and PIN; null when the vessel already has one. */
function insertDraft(tx: Db, vesselId: number) {
  return insertParticularsIfMissing(tx, { vesselId, status: FormStatus.Draft, ...newClientAccess() });
}

/**
 * Creates the vessel's particulars form (Draft, with its client link and PIN, and the default
 * sections) when it has none. Concurrent calls create one form: the second insert does nothing.
 * It does not change the vessel's status: the caller decides whether the creation is news.
 */
export async function ensureParticulars(tx: Db, vesselId: number): Promise<void> {
  const id = await insertDraft(tx, vesselId);
  if (id === null) return;
  await insertItems(
    tx,
    id,
    defaultParticularsSections.map((section, position) => ({ ...section, responseText: null, position })),
  );
}

/**
 * Vessel copy step: the copy gets the source's sections (title and request, in order) as a Draft
 * with a new link and PIN. Responses and files stay with the source vessel: they are its client's.
 * A source without a form gives the copy the default sections.
 */
export async function copyParticulars({ tx, sourceId, targetId }: { tx: Db; sourceId: number; targetId: number }) {
  const source = await findParticularsOfVessel(tx, sourceId);
  if (!source) return ensureParticulars(tx, targetId);
  const id = await insertDraft(tx, targetId);
  if (id === null) return;
  const items = await listItems(tx, source.id);
  await insertItems(
    tx,
    id,
    items.map((item, position) => ({ title: item.title, requestText: item.requestText, responseText: null, position })),
  );
}
