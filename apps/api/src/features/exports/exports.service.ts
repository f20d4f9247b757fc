import { type DataExport, type JobStatusCode, jobStatusLabels } from '@backoffice/contracts';
import type { FeatureDeps } from '../feature-deps.ts';
import { type DataExportPayload, dataExportJob } from './data-export.service.ts';
import { type JobWithFileRow, listJobsWithFile } from './exports.queries.ts';

async function toDataExport({ files }: FeatureDeps, row: JobWithFileRow): Promise<DataExport> {
  const file = row.file ? await files.joinedFileRef(row.file) : null;
  return {
    id: row.id,
    name: file?.name ?? null,
    status: row.status,
    statusText: jobStatusLabels[row.status as JobStatusCode],
    error: row.error,
    file,
    createdOn: row.createdOn.toISOString(),
    modifiedOn: row.modifiedOn.toISOString(),
  };
}

/** Every export, newest first (modified, else created). */
export async function listExports(deps: FeatureDeps): Promise<DataExport[]> {
  const rows = await listJobsWithFile(deps.db, dataExportJob);
  return Promise.all(rows.map((row) => toDataExport(deps, row)));
}

/** Queues an export and answers it at once, Pending; the job runner writes the workbook. */
export async function startExport(deps: FeatureDeps, staffId: number): Promise<DataExport> {
  const payload: DataExportPayload = { requestedByUserId: staffId };
  const job = await deps.jobs.enqueue(dataExportJob, payload);
  return toDataExport(deps, {
    id: job.id,
    status: job.status,
    error: job.error,
    createdOn: job.createdOn,
    modifiedOn: job.modifiedOn,
    file: null,
  });
}
