import { z } from 'zod';
import { requiredText, storableText } from './common.ts';
import { fileUsageValues } from './file-types.ts';

export const fileDto = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  contentSize: z.number(),
  mimeType: z.string(),
  /** A signed download link that expires; null until the bytes have been uploaded. */
  fileUrl: z.string().nullable(),
});
export type FileDto = z.infer<typeof fileDto>;

/** The short form used where a file is attached (vessel images, report files …). */
export const fileRef = fileDto.pick({ id: true, name: true, fileUrl: true, mimeType: true });
export type FileRef = z.infer<typeof fileRef>;

export const createFileRequest = z.object({
  name: requiredText(255),
  contentSize: z.number({ error: 'Required' }).int().min(1, 'The file is empty'),
  mimeType: requiredText(255),
  usage: z.enum(fileUsageValues).default('default'),
});
export type CreateFileRequest = z.input<typeof createFileRequest>;

export const createFileResponse = z.object({
  /** PUT the bytes here with header `x-ms-blob-type: BlockBlob`. */
  presignedUrl: z.string(),
  file: fileDto,
});
export type CreateFileResponse = z.infer<typeof createFileResponse>;

export const updateFileRequest = z.object({
  name: requiredText(255),
  description: storableText().trim().max(2000).nullish(),
});
