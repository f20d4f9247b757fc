import { deletedRecordName, type HistoryEntry, type HistoryRecordType } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { recordNames } from './record-names.queries.ts';

type RecordOfEntry = HistoryEntry['record'];
type RecordKey = `${HistoryRecordType}:${number}`;

/**
 * The records of a page of entries by name, read with one query per record type on the page.
 * `recordOf` answers a record that no longer exists with its fallback name.
 */
export async function namesOfRecords(db: Db, entries: { recordType: HistoryRecordType; recordId: number }[]) {
  const idsByType = new Map<HistoryRecordType, Set<number>>();
  for (const { recordType, recordId } of entries) {
    const ids = idsByType.get(recordType) ?? new Set<number>();
    idsByType.set(recordType, ids.add(recordId));
  }
  const found = new Map<RecordKey, RecordOfEntry>();
  for (const [recordType, ids] of idsByType) {
    for (const row of await recordNames(db, recordType, [...ids])) {
      found.set(`${recordType}:${row.id}`, { name: row.name, vesselId: row.vesselId, deleted: false });
    }
  }
  return {
    recordOf(recordType: HistoryRecordType, recordId: number): RecordOfEntry {
      const record = found.get(`${recordType}:${recordId}`);
      return record ?? { name: deletedRecordName(recordType, recordId), vesselId: null, deleted: true };
    },
  };
}
