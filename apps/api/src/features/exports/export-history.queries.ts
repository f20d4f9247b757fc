import { asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { history } from '../../db/schema/index.ts';

/** A page of the history, oldest first, after `afterId`: every entry, of records archived since too. */
export function historyEntriesPage(db: Db, afterId: number, limit: number) {
  return db
    .select({
      id: history.id,
      at: history.at,
      actor: history.actor,
      action: history.action,
      recordType: history.recordType,
      recordId: history.recordId,
      changes: history.changes,
    })
    .from(history)
    .where(gt(history.id, afterId))
    .orderBy(asc(history.id))
    .limit(limit);
}
export type HistoryEntryExportRow = Awaited<ReturnType<typeof historyEntriesPage>>[number];
