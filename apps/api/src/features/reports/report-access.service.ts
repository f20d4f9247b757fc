import { isCompletedStatus, reportMessages } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { findVisibleReportRow, lockVisibleReportRow, type ReportAccessRow } from './report-access.queries.ts';

/** The visible report, or 404 'Report not found'. */
export async function requireReport(db: Db, id: number): Promise<ReportAccessRow> {
  const row = await findVisibleReportRow(db, id);
  if (!row) throw notFound('Report');
  return row;
}

/**
 * For a change of the report's content (included and novel technologies, notes, regulatory impact,
 * files), inside the change's transaction: 404 when not visible, 409 when Completed. The row stays
 * locked until the transaction ends.
 */
export async function lockReportForChange(tx: Db, id: number): Promise<ReportAccessRow> {
  const row = await lockVisibleReportRow(tx, id);
  if (!row) throw notFound('Report');
  if (isCompletedStatus(row.status)) throw conflict(reportMessages.reportLocked);
  return row;
}
