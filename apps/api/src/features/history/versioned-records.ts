import type { HistoryRecordType } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from './history.service.ts';
import { recordChanges } from './history.service.ts';
import { changesBetween, type FieldWords, fieldsOf } from './history-changes.ts';
import { removeVersioned, saveVersioned } from './versioned-record.ts';

/** A kind of record an admin creates, saves and deletes as a whole in a dialog (a department, a supplier…). */
export interface VersionedRecordKind<Fields extends object, Stored extends Fields & { version: number }, Answer> {
  recordType: HistoryRecordType;
  /** How its 404 names it: '<entity> not found'. */
  entity: string;
  /** Its fields as the dialog labels them, for the history. */
  words: FieldWords<Fields>;
  /** The record as the API answers it; null when there is none. */
  find(db: Db, id: number): Promise<Answer | null>;
  /** Its row, held until the transaction ends; null when there is none. */
  lock(tx: Db, id: number): Promise<Stored | null>;
  insert(tx: Db, fields: Fields): Promise<number>;
  update(tx: Db, id: number, values: Fields & { version: number }): Promise<unknown>;
  /** Deletes or archives it, or refuses to (still in use). */
  remove(tx: Db, id: number): Promise<unknown>;
  /** Checks a create or save makes first (a free name); `exceptId`: the record saved. */
  check?(tx: Db, fields: Fields, exceptId?: number): Promise<void>;
  /** What the database refuses after the checks passed (two requests racing), as the checks answer it. */
  onRace?(err: unknown): never;
}

/**
 * Create, get, save and delete of a record with a version (docs/decisions/0027-versions-and-history.md):
 * each change is written to its history; a save or delete of an older version is refused (409) and
 * changes nothing; a save that changes nothing writes nothing.
 */
export function versionedRecords<Fields extends object, Stored extends Fields & { version: number }, Answer>(
  kind: VersionedRecordKind<Fields, Stored, Answer>,
) {
  const onRace = kind.onRace ?? ((err: unknown) => Promise.reject(err));
  const ref = (recordId: number) => ({ recordType: kind.recordType, recordId });

  async function get(db: Db, id: number): Promise<Answer> {
    const found = await kind.find(db, id);
    if (!found) throw notFound(kind.entity);
    return found;
  }

  async function locked(tx: Db, id: number) {
    const stored = await kind.lock(tx, id);
    if (!stored) throw notFound(kind.entity);
    return stored;
  }

  return {
    get,

    async create(db: Db, actor: Actor, fields: Fields): Promise<Answer> {
      const id = await db
        .transaction(async (tx) => {
          await kind.check?.(tx, fields);
          const newId = await kind.insert(tx, fields);
          const changes = fieldsOf(fields, kind.words);
          await recordChanges(tx, actor, [{ action: 'created', ...ref(newId), changes }]);
          return newId;
        })
        .catch(onRace);
      return get(db, id);
    },

    async update(db: Db, actor: Actor, id: number, input: Fields & { version?: number }): Promise<Answer> {
      const { version, ...rest } = input;
      const fields = rest as unknown as Fields;
      await db
        .transaction(async (tx) => {
          const stored = await locked(tx, id);
          await kind.check?.(tx, fields, id);
          await saveVersioned(tx, actor, ref(id), {
            stored,
            expected: version,
            fields,
            write: (values) => kind.update(tx, id, values),
            changes: () => changesBetween<Fields>(stored, fields, kind.words),
          });
        })
        .catch(onRace);
      return get(db, id);
    },

    /** With `version` (the one the page loaded), an older one is refused (409). */
    async remove(db: Db, actor: Actor, id: number, version?: number): Promise<void> {
      await db
        .transaction(async (tx) => {
          const stored = await locked(tx, id);
          await removeVersioned(tx, actor, ref(id), {
            stored,
            expected: version,
            remove: () => kind.remove(tx, id),
            changes: fieldsOf<Fields>(stored, kind.words, true),
          });
        })
        .catch(onRace);
    },
  };
}
