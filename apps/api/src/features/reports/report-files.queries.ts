import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportFiles } from '../../db/schema/index.ts';

const columns = { id: reportFiles.id, fileId: reportFiles.fileId, createdOn: reportFiles.createdOn };
export type ReportFileRow = { id: number; fileId: number; createdOn: Date };

/** The report's files, newest first. */
export function listReportFileRows(db: Db, reportId: number): Promise<ReportFileRow[]> {
  return db
    .select(columns)
    .from(reportFiles)
    .where(eq(reportFiles.reportId, reportId))
    .orderBy(desc(reportFiles.createdOn), desc(reportFiles.id));
}

export async function reportHasFile(db: Db, reportId: number, fileId: number) {
  const [row] = await db
    .select({ id: reportFiles.id })
    .from(reportFiles)
    .where(and(eq(reportFiles.reportId, reportId), eq(reportFiles.fileId, fileId)));
  return row !== undefined;
}

export async function insertReportFile(db: Db, reportId: number, fileId: number): Promise<ReportFileRow> {
  const [row] = await db.insert(reportFiles).values({ reportId, fileId }).returning(columns);
  return row!;
}

export async function deleteReportFile(db: Db, reportId: number, fileId: number) {
  const deleted = await db
    .delete(reportFiles)
    .where(and(eq(reportFiles.reportId, reportId), eq(reportFiles.fileId, fileId)))
    .returning({ id: reportFiles.id });
  return deleted.length > 0;
}
