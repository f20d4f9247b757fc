import { type CreateFileRequest, type CreateFileResponse, type FileDto, uploadMessages } from '@backoffice/contracts';
import { errorText, isApiError } from '../api/api-error.ts';
import { putBlob, UploadError } from '../api/blob-upload.ts';
import { type CallOptions, http } from '../api/http.ts';

/** Options of the file record's create call, e.g. the client area's bearer token and 401 handling. */
export type FileRecordCallOptions = Omit<CallOptions, 'notify'>;

/**
 * Uploads a file in two steps: POST `path` ('files', or the client area's own) registers it and answers
 * the file record with a signed URL, then the bytes are PUT to that URL, with the progress in percent.
 * Failures throw without a toast; `uploadFailureText` words them.
 */
export async function uploadFile(
  path: string,
  body: CreateFileRequest,
  file: Blob,
  onProgress: (percent: number) => void,
  options?: FileRecordCallOptions,
): Promise<FileDto> {
  const created = await http.post<CreateFileResponse>(path, body, { ...options, notify: false });
  await putBlob(created.presignedUrl, file, body.mimeType, onProgress);
  return created.file;
}

/** A failed upload in words: the storage's or the API's message, else that the upload failed. */
export function uploadFailureText(error: unknown): string {
  if (error instanceof UploadError) return error.message;
  if (isApiError(error)) return errorText(error.body) ?? uploadMessages.uploadFailed;
  return uploadMessages.uploadFailed;
}

/** The stored file (GET files/{id}), e.g. once its bytes arrived and it has a download link. */
export function readFileRecord(id: number) {
  return http.get<FileDto>(`files/${id}`, { notify: false });
}
