import { type ReportFile, reportMessages } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { FileAccess } from '../files/index.ts';
import { lockReportForChange, requireReport } from './report-access.service.ts';
import {
  deleteReportFile,
  insertReportFile,
  listReportFileRows,
  type ReportFileRow,
  reportHasFile,
} from './report-files.queries.ts';

/** The rows with their files in full, read in one query. */
async function toReportFiles(db: Db, files: FileAccess, rows: ReportFileRow[]): Promise<ReportFile[]> {
  const dtos = await files.fileDtos(
    db,
    rows.map((row) => row.fileId),
  );
  return rows.map((row) => ({ id: row.id, createdOn: row.createdOn.toISOString(), file: dtos.get(row.fileId)! }));
}

export async function listReportFiles({ db, files }: FeatureDeps, reportId: number) {
  await requireReport(db, reportId);
  return toReportFiles(db, files, await listReportFileRows(db, reportId));
}

/** Attaches an uploaded file of the default types; 400 when it is already there, 409 when the report is Completed. */
export async function addReportFile({ db, files }: FeatureDeps, reportId: number, fileId: number) {
  const row = await db.transaction(async (tx) => {
    await lockReportForChange(tx, reportId);
    await files.requireAttachable(tx, fileId, 'default', 'file');
    if (await reportHasFile(tx, reportId, fileId)) throw fieldError('file', reportMessages.reportFileExists);
    return insertReportFile(tx, reportId, fileId);
  });
  return (await toReportFiles(db, files, [row]))[0]!;
}

/** Takes the file off the report (the file itself stays); 404 when it is not in the report. */
export async function removeReportFile(db: Db, reportId: number, fileId: number) {
  await db.transaction(async (tx) => {
    await lockReportForChange(tx, reportId);
    if (!(await deleteReportFile(tx, reportId, fileId))) throw notFound('Report file');
  });
}

/**
 * Adds a file the server made for the report (its Word export) to the report files. A Completed
 * report is locked against edits, not against exports, so this takes no lock.
 */
export async function addGeneratedReportFile(db: Db, reportId: number, fileId: number) {
  await insertReportFile(db, reportId, fileId);
}
