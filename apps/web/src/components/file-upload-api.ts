import type { CreateFileRequest, CreateFileResponse, FileDto } from '@backoffice/contracts';
import { type CallOptions, http } from './http.ts';

/** Options of the file record's create call, e.g. the client area's bearer token and 401 handling. */
export type FileRecordCallOptions = Omit<CallOptions, 'notify'>;

/**
 * Registers a file to upload (POST files, or the client area's own path): the file record and the
 * signed URL its bytes go to. Failures throw without a toast; the caller words them.
 */
export function createFileRecord(path: string, body: CreateFileRequest, options?: FileRecordCallOptions) {
  return http.post<CreateFileResponse>(path, body, { ...options, notify: false });
}

/** The stored file (GET files/{id}), e.g. once its bytes arrived and it has a download link. */
export function readFileRecord(id: number) {
  return http.get<FileDto>(`files/${id}`, { notify: false });
}
