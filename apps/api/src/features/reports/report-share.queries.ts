import { reportStatuses } from '@backoffice/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, projects, reportShares, reports, users, vessels } from '../../db/schema/index.ts';
import { reportVisible } from './report-access.queries.ts';

const completedStatuses = [reportStatuses.ScreeningReportCompleted, reportStatuses.SolutionDesignReportCompleted];

/** The report's share with the name of who shared it, or null while it is not shared. */
export async function findReportShare(db: Db, reportId: number) {
  const [row] = await db
    .select({
      reportId: reportShares.reportId,
      urlHash: reportShares.urlHash,
      pinCode: reportShares.pinCode,
      sharedOn: reportShares.sharedOn,
      sharedById: users.id,
      sharedByName: users.fullName,
      openedOn: reportShares.openedOn,
    })
    .from(reportShares)
    .leftJoin(users, eq(users.id, reportShares.sharedByUserId))
    .where(eq(reportShares.reportId, reportId));
  return row ?? null;
}

/** Shares the report with this link and PIN unless it is shared already; answers whether it was shared now. */
export async function insertReportShare(
  tx: Db,
  share: { reportId: number; urlHash: string; pinCode: string; sharedByUserId: number | null },
): Promise<boolean> {
  const rows = await tx
    .insert(reportShares)
    .values(share)
    .onConflictDoNothing()
    .returning({ id: reportShares.reportId });
  return rows.length > 0;
}

/** Stops sharing the report; answers whether it was shared. */
export async function deleteReportShare(tx: Db, reportId: number): Promise<boolean> {
  const rows = await tx
    .delete(reportShares)
    .where(eq(reportShares.reportId, reportId))
    .returning({ id: reportShares.reportId });
  return rows.length > 0;
}

/**
 * The shared, Completed and visible report with this link: its id, vessel and PIN. `lock` locks the
 * share's row until the transaction ends (PIN attempts on one link run one after another).
 */
export async function findSharedReportByLink(db: Db, urlHash: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      reportId: reportShares.reportId,
      vesselId: reports.vesselId,
      urlHash: reportShares.urlHash,
      pinCode: reportShares.pinCode,
    })
    .from(reportShares)
    .innerJoin(reports, eq(reports.id, reportShares.reportId))
    .innerJoin(vessels, eq(vessels.id, reports.vesselId))
    .innerJoin(projects, eq(projects.id, vessels.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(reportShares.urlHash, urlHash), inArray(reports.status, completedStatuses), reportVisible));
  const [row] = options.lock ? await query.for('update', { of: reportShares }) : await query;
  return row ?? null;
}

/** The ship owner opened the report with the PIN now. */
export async function markReportShareOpened(tx: Db, reportId: number) {
  await tx.update(reportShares).set({ openedOn: new Date() }).where(eq(reportShares.reportId, reportId));
}
