import { isCompletedStatus, reportSharingMessages } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type Actor, recordChanges } from '../history/index.ts';
import { lockVisibleReportRow } from './report-access.queries.ts';
import { deleteReportShare, insertReportShare } from './report-share.queries.ts';

/** Where the report's history keeps what happened to its sharing: apart from its own fields' versions. */
const sharingPart = 'sharing';

const sharingEntry = (reportId: number) => ({ recordType: 'report', recordId: reportId, part: sharingPart }) as const;

/**
 * Shares the visible, Completed report with this link and PIN, unless it is shared already (then its
 * link and PIN stay); the report's history says who shared it. 404 for no such report, 400 for one that
 * is not Completed. The report row is locked, so a reopening waits and then stops the sharing.
 */
export async function startSharing(
  tx: Db,
  actor: Actor,
  reportId: number,
  access: { urlHash: string; pinCode: string },
): Promise<void> {
  const report = await lockVisibleReportRow(tx, reportId);
  if (!report) throw notFound('Report');
  if (!isCompletedStatus(report.status)) throw badRequest(reportSharingMessages.onlyCompleted);
  if (!(await insertReportShare(tx, { reportId, ...access, sharedByUserId: actor.userId }))) return;
  await recordChanges(tx, actor, [{ action: 'shared', ...sharingEntry(reportId) }]);
}

/**
 * Stops sharing the report in the caller's transaction (its link opens nothing any more and the ship
 * owner's tokens stop at once): the report's history says who stopped it. Nothing happens when it was
 * not shared. Answers whether it was.
 */
export async function stopSharing(tx: Db, actor: Actor, reportId: number): Promise<boolean> {
  if (!(await deleteReportShare(tx, reportId))) return false;
  await recordChanges(tx, actor, [{ action: 'unshared', ...sharingEntry(reportId) }]);
  return true;
}

/** Stops sharing the visible report (404 for no such report), its row locked as a status change locks it. */
export async function stopSharingReport(tx: Db, actor: Actor, reportId: number): Promise<void> {
  if (!(await lockVisibleReportRow(tx, reportId))) throw notFound('Report');
  await stopSharing(tx, actor, reportId);
}

/** The ship owner's visit or download, in the report's history as theirs ('Ship owner (link)'). */
export async function recordShipOwnerVisit(
  tx: Db,
  actor: Actor,
  reportId: number,
  visit: { action: 'opened' } | { action: 'downloaded'; document: string },
): Promise<void> {
  const changes = visit.action === 'downloaded' ? [{ field: 'Document', before: null, after: visit.document }] : [];
  await recordChanges(tx, actor, [{ action: visit.action, ...sharingEntry(reportId), changes }]);
}
