import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, projects, reports, vessels } from '../../db/schema/index.ts';
import { projectIsVisible } from '../customers/index.ts';

/** A report is visible while its vessel, project and customer are (none archived). */
export const reportVisible = and(isNull(vessels.archivedOn), projectIsVisible());

const accessColumns = {
  id: reports.id,
  type: reports.type,
  status: reports.status,
  vesselId: reports.vesselId,
  vesselTypeId: vessels.vesselTypeId,
  basedOnReportId: reports.basedOnReportId,
};
export type ReportAccessRow = {
  id: number;
  type: number;
  status: number;
  vesselId: number;
  vesselTypeId: number;
  basedOnReportId: number | null;
};

function selectVisible(db: Db, id: number) {
  return db
    .select(accessColumns)
    .from(reports)
    .innerJoin(vessels, eq(vessels.id, reports.vesselId))
    .innerJoin(projects, eq(projects.id, vessels.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(reports.id, id), reportVisible));
}

export async function findVisibleReportRow(db: Db, id: number): Promise<ReportAccessRow | null> {
  const [row] = await selectVisible(db, id);
  return row ?? null;
}

/**
 * The visible report, its row locked until the transaction ends: a change of its content and a
 * change of its status run one after another, so nothing lands in a report just completed.
 */
export async function lockVisibleReportRow(tx: Db, id: number): Promise<ReportAccessRow | null> {
  const [row] = await selectVisible(tx, id).for('update', { of: reports });
  return row ?? null;
}
