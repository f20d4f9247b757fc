import { type HistoryQuery, startOfDayIn } from '@backoffice/contracts';
import { and, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { history, users } from '../../db/schema/index.ts';

export type HistoryRow = typeof history.$inferInsert;

export async function insertHistory(db: Db, rows: HistoryRow[]) {
  if (rows.length > 0) await db.insert(history).values(rows);
}

/** The newest change of a record, or of one part of it (`part` null: the record's own fields). */
export async function findLastChange(db: Db, recordType: string, recordId: number, part: string | null) {
  const [row] = await db
    .select({ actor: history.actor, at: history.at })
    .from(history)
    .where(
      and(
        eq(history.recordType, recordType),
        eq(history.recordId, recordId),
        part === null ? isNull(history.part) : eq(history.part, part),
      ),
    )
    .orderBy(desc(history.id))
    .limit(1);
  return row ?? null;
}

const dayMs = 86_400_000;

/** One page of history, newest first, with the filters given; the days `from` and `to` as they are in `timeZone`. */
export async function historyPage(db: Db, query: HistoryQuery, timeZone: string) {
  const where: SQL[] = [];
  if (query.recordType) where.push(eq(history.recordType, query.recordType));
  if (query.recordId) where.push(eq(history.recordId, query.recordId));
  if (query.userId) where.push(eq(history.userId, query.userId));
  const from = query.from ? startOfDayIn(new Date(`${query.from}T00:00:00Z`), timeZone) : null;
  const end = query.to ? startOfDayIn(new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs), timeZone) : null;
  // A day at the edge of the calendar (0001-01-01, 9999-12-31) may begin or end past the years a
  // timestamp is written in: nothing stored lies beyond, so it filters nothing.
  if (from && from.getUTCFullYear() >= 1) where.push(gte(history.at, from));
  if (end && end.getUTCFullYear() <= 9999) where.push(lt(history.at, end));
  if (query.before) where.push(lt(history.id, query.before));
  return db
    .select({
      id: history.id,
      at: history.at,
      userId: history.userId,
      userFullName: users.fullName,
      actor: history.actor,
      action: history.action,
      recordType: history.recordType,
      recordId: history.recordId,
      changes: history.changes,
    })
    .from(history)
    .leftJoin(users, eq(users.id, history.userId))
    .where(and(...where))
    .orderBy(desc(history.id))
    .limit(query.limit);
}
