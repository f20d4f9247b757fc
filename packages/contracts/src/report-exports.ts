import { z } from 'zod';

/** GET reports/export-formats: the formats a report exports to on this server (PDF needs LibreOffice). */
export const reportExportFormats = z.object({ docx: z.boolean(), pdf: z.boolean() });
export type ReportExportFormats = z.infer<typeof reportExportFormats>;
