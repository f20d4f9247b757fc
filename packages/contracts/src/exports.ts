import { z } from 'zod';
import { fileRef } from './files.ts';

/** A data export (GET and POST exports): a background job that writes one xlsx with a sheet per entity. */
export const dataExport = z.object({
  /** The job's id (a UUID). */
  id: z.string(),
  /** The file's name; null until the export has its file (the page shows 'Exporting ..'). */
  name: z.string().nullable(),
  /** Pending 1, Processing 2, Completed 3, Failed 4 (`jobStatuses`). */
  status: z.number().int().min(1).max(4),
  /** The status in words (`jobStatusLabels`). */
  statusText: z.string(),
  /** Why it failed; null unless Failed. */
  error: z.string().nullable(),
  /** The workbook, with a signed download link; null until Completed. */
  file: fileRef.nullable(),
  createdOn: z.string(),
  modifiedOn: z.string(),
});
export type DataExport = z.infer<typeof dataExport>;
