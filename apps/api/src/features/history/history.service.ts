import {
  changedBy,
  type HistoryAction,
  type HistoryEntry,
  type HistoryQuery,
  type HistoryRecordType,
  shipOwnerActor,
} from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { companyTimeZone } from '../../db/company-time-zone.queries.ts';
import type { HistoryChange } from '../../db/schema/history.ts';
import { conflict } from '../../lib/errors.ts';
import { findLastChange, historyPage, insertHistory } from './history.queries.ts';
import { namesOfRecords } from './record-names.ts';

/** Who makes a change: a staff member (their id and full name) or a ship owner through a link. */
export interface Actor {
  userId: number | null;
  name: string;
}

export const staffActor = (user: { id: number; fullName: string }): Actor => ({ userId: user.id, name: user.fullName });
export const shipOwner: Actor = { userId: null, name: shipOwnerActor };

/** A record, or a part of it with a version of its own (`part`: e.g. `technology:12`, `consumption-rates`). */
export interface RecordRef {
  recordType: HistoryRecordType;
  recordId: number;
  part?: string | null;
}

/**
 * Refuses a save made on an older version than the record's (409 naming the last change), before
 * anything is written. Call it with the row locked (`for update`) in the save's transaction, so two
 * saves of one version cannot both pass. Without `expected` the last save wins (the spec's behaviour).
 */
export async function checkVersion(db: Db, ref: RecordRef, current: number, expected: number | undefined) {
  if (expected === undefined || expected === current) return;
  const last = await findLastChange(db, ref.recordType, ref.recordId, ref.part ?? null);
  throw conflict(changedBy(last?.actor ?? 'someone else', last?.at ?? new Date(), await companyTimeZone(db)));
}

export interface ChangeRecord extends RecordRef {
  action: HistoryAction;
  changes?: HistoryChange[];
}

/** Appends changes to the history in the caller's transaction; an update that changed nothing is not written. */
export async function recordChanges(db: Db, actor: Actor, records: ChangeRecord[]) {
  const rows = records
    .filter((record) => record.action !== 'updated' || (record.changes?.length ?? 0) > 0)
    .map((record) => ({
      userId: actor.userId,
      actor: actor.name,
      action: record.action,
      recordType: record.recordType,
      recordId: record.recordId,
      part: record.part ?? null,
      changes: record.changes ?? [],
    }));
  await insertHistory(db, rows);
}

/**
 * A page of entries, each naming its record as it is now (one query per record type on the page); the
 * days of `from` and `to` are the company's, in its time zone.
 */
export async function listHistory(db: Db, query: HistoryQuery): Promise<HistoryEntry[]> {
  const timeZone = query.from || query.to ? await companyTimeZone(db) : 'UTC';
  const rows = (await historyPage(db, query, timeZone)).map((row) => ({
    ...row,
    recordType: row.recordType as HistoryRecordType,
  }));
  const names = await namesOfRecords(db, rows);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    user: row.userId === null ? null : { id: row.userId, fullName: row.userFullName ?? row.actor },
    actor: row.actor,
    action: row.action as HistoryAction,
    recordType: row.recordType,
    recordId: row.recordId,
    record: names.recordOf(row.recordType, row.recordId),
    changes: row.changes,
  }));
}
