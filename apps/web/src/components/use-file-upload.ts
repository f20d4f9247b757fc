import {
  type CreateFileRequest,
  type FileDto,
  type FileRef,
  type FileUsage,
  fileExtension,
  fileTooLargeMessage,
  fileTypeNotAllowedMessage,
  fileUsages,
  limits,
  mimeTypesByExtension,
} from '@backoffice/contracts';
import { useCallback, useState } from 'react';
import { isSignedOutError } from '../api/api-error.ts';
import { type FileRecordCallOptions, readFileRecord, uploadFailureText, uploadFile } from './file-upload-api.ts';
import { notify } from './notify.ts';

/** The `accept` attribute of a file picker for one usage, e.g. '.png,.jpg,.jpeg,.svg'. */
export function acceptFor(usage: FileUsage): string {
  return fileUsages[usage].extensions.map((extension) => `.${extension}`).join(',');
}

/** Why a file may not be uploaded for this usage (type, then size), or null when it may. */
export function fileRefusal(file: File, usage: FileUsage): string | null {
  const extension = fileExtension(file.name);
  const allowed: readonly string[] = fileUsages[usage].extensions;
  const mimeTypes = mimeTypesByExtension[extension] ?? [];
  if (!allowed.includes(extension) || (file.type && !mimeTypes.includes(file.type))) {
    return fileTypeNotAllowedMessage(usage);
  }
  if (file.size > limits.maxUploadBytes) return fileTooLargeMessage;
  return null;
}

export interface FileUpload {
  /** Checks, registers and uploads the file; the stored file, or null after a toast saying why not. */
  upload(file: File): Promise<FileDto | null>;
  /** Percent uploaded while an upload runs, else null. */
  progress: number | null;
  uploading: boolean;
}

export interface FileUploadOptions {
  /** Where the file record is created: 'files' (staff) unless told, e.g. 'client/files'. */
  createPath?: string;
  /** Options of the create call, e.g. the client area's bearer token and 401 handling (keep it stable). */
  requestOptions?: FileRecordCallOptions;
}

/**
 * Uploads in two steps: POST files (name, size, type, usage) answers a signed URL and the file
 * record, then the bytes are PUT to that URL. The caller attaches the returned file.
 */
export function useFileUpload(usage: FileUsage, options: FileUploadOptions = {}): FileUpload {
  const { createPath = 'files', requestOptions } = options;
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (file: File): Promise<FileDto | null> => {
      const refusal = fileRefusal(file, usage);
      if (refusal) {
        notify.error(refusal);
        return null;
      }
      const mimeType = mimeTypesByExtension[fileExtension(file.name)]?.[0] ?? file.type;
      const body: CreateFileRequest = { name: file.name, contentSize: file.size, mimeType, usage };
      setProgress(0);
      try {
        return await uploadFile(createPath, body, file, setProgress, requestOptions);
      } catch (error) {
        if (!isSignedOutError(error)) notify.error(uploadFailureText(error));
        return null;
      } finally {
        setProgress(null);
      }
    },
    [usage, createPath, requestOptions],
  );

  return { upload, progress, uploading: progress !== null };
}

/**
 * Uploads a staff file to attach later (on Save). POST files answers before the bytes arrive (no
 * fileUrl yet), so the stored file is read once more for its preview and download link.
 */
export function useFileRefUpload(usage: FileUsage) {
  const { upload, progress, uploading } = useFileUpload(usage);
  const uploadRef = async (file: File): Promise<FileRef | null> => {
    const created = await upload(file);
    if (!created) return null;
    const stored = await readFileRecord(created.id).catch(() => created);
    return { id: stored.id, name: stored.name, mimeType: stored.mimeType, fileUrl: stored.fileUrl };
  };
  return { upload: uploadRef, progress, uploading };
}
