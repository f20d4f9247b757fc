import { importMessages, limits, messages } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors.ts';

/**
 * The xlsx sent to an import in the multipart field `file`: 400 on `file` when there is none, 413
 * beyond limits.maxImportFileBytes (the rest of the body is not read).
 */
export async function uploadedXlsx(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw fieldError('file', messages.required);
  const part = await req.file({ limits: { files: 1, fileSize: limits.maxImportFileBytes } });
  if (part?.fieldname !== 'file') throw fieldError('file', messages.required);
  try {
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof req.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError(413, importMessages.tooLarge);
    }
    throw err;
  }
}

/** The limits every xlsx import keeps, for its route's description. */
export const importLimitsDescription =
  `At most ${limits.maxImportRows} rows under the header (400 '${importMessages.tooManyRows}'); ` +
  `a larger file, or one unpacking to more, answers 413 '${importMessages.tooLarge}'. One import at a ` +
  `time per user, on every instance: another one meanwhile answers 409 '${importMessages.running}'.`;
