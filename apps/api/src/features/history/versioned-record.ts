import type { Db } from '../../db/client.ts';
import type { HistoryChange } from '../../db/schema/history.ts';
import { holdsValues } from '../../lib/unchanged.ts';
import { type Actor, checkVersion, type RecordRef, recordChanges } from './history.service.ts';

interface VersionedWrite<Fields extends object> {
  /** The record as stored, its row locked (`for update`) in the save's transaction. */
  stored: { version: number };
  /** The version the form was loaded with; without it the last save wins. */
  expected: number | undefined;
  /** What the save writes to the row. */
  fields: Fields;
  write(values: Fields & { version: number }): Promise<unknown>;
  /** The change in the history's words, read once written. */
  changes(): HistoryChange[] | Promise<HistoryChange[]>;
}

/**
 * A save of a record's own fields (docs/decisions/0027-versions-and-history.md): refused with 409 when
 * made on an older version; a save that changes nothing writes nothing; else the fields are written
 * with the version raised, and the change to the record's history. Whether it wrote.
 */
export async function saveVersioned<Fields extends object>(
  tx: Db,
  actor: Actor,
  ref: RecordRef,
  save: VersionedWrite<Fields>,
): Promise<boolean> {
  await checkVersion(tx, ref, save.stored.version, save.expected);
  if (holdsValues(save.stored, save.fields)) return false;
  await save.write({ ...save.fields, version: save.stored.version + 1 });
  await recordChanges(tx, actor, [{ action: 'updated', ...ref, changes: await save.changes() }]);
  return true;
}

interface VersionedRemoval {
  /** The record as stored, its row locked (`for update`) in the transaction. */
  stored: { version: number };
  /** The version the page loaded the record with (`?version=`); without it the delete goes ahead. */
  expected: number | undefined;
  remove(): Promise<unknown>;
  /** What the record was, in the history's words. */
  changes: HistoryChange[];
}

/** A delete or archive of a record as loaded: refused with 409 for an older version; written to its history. */
export async function removeVersioned(tx: Db, actor: Actor, ref: RecordRef, removal: VersionedRemoval) {
  await checkVersion(tx, ref, removal.stored.version, removal.expected);
  await removal.remove();
  await recordChanges(tx, actor, [{ action: 'deleted', ...ref, changes: removal.changes }]);
}
