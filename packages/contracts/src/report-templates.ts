import { z } from 'zod';
import { reportType } from './catalogue.ts';
import { requiredRef } from './common.ts';
import { fileRef } from './files.ts';

export const reportTemplateFile = z.object({
  id: z.number(),
  reportType: z.number(),
  file: fileRef,
  createdOn: z.string(),
  /** The newest template of its report type: the one Word export uses. */
  inUse: z.boolean(),
});
export type ReportTemplateFile = z.infer<typeof reportTemplateFile>;

export const reportTemplateFileRequest = z.object({
  reportType,
  file: requiredRef,
});
export type ReportTemplateFileRequest = z.input<typeof reportTemplateFileRequest>;
