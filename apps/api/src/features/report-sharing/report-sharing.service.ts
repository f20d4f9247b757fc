import { clientReportPath, type ReportShare, reportSharingMessages } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { newClientAccess } from '../../lib/form-sharing.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { Actor } from '../history/index.ts';
import { findReportShare, requireReport, startSharing, stopSharingReport } from '../reports/index.ts';

type Deps = Pick<FeatureDeps, 'db' | 'publicUrl'>;

const notShared = () => new AppError(404, reportSharingMessages.notShared);

async function shareOf(deps: Deps, reportId: number): Promise<ReportShare | null> {
  const row = await findReportShare(deps.db, reportId);
  if (!row) return null;
  return {
    url: `${deps.publicUrl}${clientReportPath(row.urlHash)}`,
    urlHash: row.urlHash,
    pinCode: row.pinCode,
    sharedOn: row.sharedOn.toISOString(),
    sharedBy: row.sharedById === null ? null : { id: row.sharedById, fullName: row.sharedByName! },
    openedOn: row.openedOn?.toISOString() ?? null,
  };
}

/**
 * POST reports/{id}/share: shares the Completed report with its ship owner (a new link and PIN), or
 * answers the link and PIN it is shared with already.
 */
export async function shareReport(deps: Deps, actor: Actor, reportId: number): Promise<ReportShare> {
  await deps.db.transaction((tx) => startSharing(tx, actor, reportId, newClientAccess()));
  return getReportShare(deps, reportId);
}

/** GET reports/{id}/share: 404 for no such report, and while the report is not shared. */
export async function getReportShare(deps: Deps, reportId: number): Promise<ReportShare> {
  await requireReport(deps.db, reportId);
  const share = await shareOf(deps, reportId);
  if (!share) throw notShared();
  return share;
}

/** DELETE reports/{id}/share: the link opens nothing any more, at once. */
export async function stopReportSharing(db: Db, actor: Actor, reportId: number): Promise<void> {
  await db.transaction((tx) => stopSharingReport(tx, actor, reportId));
}
