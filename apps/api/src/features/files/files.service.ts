import { randomUUID } from 'node:crypto';
import {
  type CreateFileResponse,
  type FileDto,
  type FileRef,
  type FileUsage,
  fileExtension,
  fileTooLargeMessage,
  fileTypeNotAllowedMessage,
  fileUsages,
  limits,
  mimeTypesByExtension,
  uploadMessages,
} from '@backoffice/contracts';
import pLimit from 'p-limit';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../lib/errors.ts';
import type { UploadReceiver } from '../../plugins/storage/local-storage.routes.ts';
import type { Storage } from '../../plugins/storage/storage.ts';
import type { FileAccess, FileContent, JoinedFile } from '../file-access.types.ts';
import { contentMatches } from './file-content.service.ts';
import { type FileAction, type FileReader, fileAudience, requireFileReach } from './file-permissions.service.ts';
import {
  type FileRow,
  findActiveFile,
  findBoundFile,
  findFileByStorageKey,
  findFileRow,
  findFileRows,
  insertFile,
  markUploaded,
  softDeleteFile,
  updateActiveFile,
} from './files.queries.ts';

export const fileMessages = {
  notFound: 'File not found',
  deleted: 'The file has been deleted',
  alreadyUploaded: 'The file has already been uploaded',
  keepExtension: (extension: string) => `The file name must keep its extension .${extension}`,
} as const;

/** Files whose bytes readContents reads at the same time. */
const filesReadAtOnce = 4;

/** How long signed URLs stay valid. */
export const uploadUrlSeconds = 15 * 60;
export const downloadUrlSeconds = 60 * 60;

export interface CreateFileInput {
  name: string;
  contentSize: number;
  mimeType: string;
  usage: FileUsage;
}

/** `image/PNG; x=y` → `image/png`. */
function bareMimeType(mimeType: string) {
  return mimeType.split(';')[0]!.trim().toLowerCase();
}

function allowedFor(usage: FileUsage, extension: string) {
  return (fileUsages[usage].extensions as readonly string[]).includes(extension);
}

/** Unguessable, spread over months, with the extension for whoever looks into the storage. */
function newStorageKey(extension: string, now = new Date()) {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}${extension ? `.${extension}` : ''}`;
}

async function fileUrl(storage: Storage, row: JoinedFile): Promise<string | null> {
  if (!row.uploadedOn) return null;
  return storage.downloadUrl(row.storageKey, row.name, row.mimeType, downloadUrlSeconds);
}

async function toFileDto(storage: Storage, row: FileRow): Promise<FileDto> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    contentSize: row.contentSize,
    mimeType: row.mimeType,
    fileUrl: await fileUrl(storage, row),
  };
}

type Verification = 'verified' | 'missing' | 'mismatch';

/**
 * Compares the stored bytes with the row: the declared size, then the type the name's extension
 * names. A mismatch removes the bytes.
 */
async function checkStoredBytes(storage: Storage, row: FileRow): Promise<Verification> {
  const key = row.storageKey;
  const size = await storage.size(key);
  if (size === null) return 'missing';
  const matches =
    size === row.contentSize &&
    (await contentMatches(fileExtension(row.name), {
      size,
      readStart: (length) => storage.readStart(key, length),
      readAll: () => storage.read(key),
    }));
  if (matches) return 'verified';
  await storage.delete(key);
  return 'mismatch';
}

/** Checks the stored bytes; a match sets `uploaded_on` (the file stays unverified otherwise). */
export async function verifyStoredFile(
  db: Db,
  storage: Storage,
  row: FileRow,
): Promise<{ state: Verification; row: FileRow }> {
  const state = await checkStoredBytes(storage, row);
  if (state !== 'verified') return { state, row };
  const marked = (await markUploaded(db, row.id)) ?? (await findFileRow(db, row.id));
  return { state, row: marked ?? row };
}

/**
 * The local driver checks the bytes as they arrive; Azure receives them without the API, so a
 * file there is checked the first time it is read through the API or attached.
 */
async function checked(db: Db, storage: Storage, row: FileRow): Promise<{ state: Verification; row: FileRow }> {
  if (row.uploadedOn) return { state: 'verified', row };
  if (storage.driver !== 'azure') return { state: 'missing', row };
  return verifyStoredFile(db, storage, row);
}

/** Who declares a file: a staff member, or a client of the client area (the form's key, e.g. `particulars:12`). */
export type FileUploader = { staffId: number } | { clientForm: string };

export async function createFile(
  db: Db,
  storage: Storage,
  uploader: FileUploader,
  input: CreateFileInput,
): Promise<CreateFileResponse> {
  const extension = fileExtension(input.name);
  const mimeType = bareMimeType(input.mimeType);
  const fields: Record<string, string[]> = {};
  if (input.contentSize > limits.maxUploadBytes) fields.contentSize = [fileTooLargeMessage];
  if (!allowedFor(input.usage, extension)) fields.name = [fileTypeNotAllowedMessage(input.usage)];
  else if (!mimeTypesByExtension[extension]?.includes(mimeType)) {
    fields.mimeType = [fileTypeNotAllowedMessage(input.usage)];
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, first[0]!, fields);

  const row = await insertFile(db, {
    name: input.name,
    contentSize: input.contentSize,
    mimeType,
    usage: input.usage,
    storageKey: newStorageKey(extension),
    ...('staffId' in uploader ? { createdByUserId: uploader.staffId } : { clientForm: uploader.clientForm }),
  });
  return {
    presignedUrl: await storage.uploadUrl(row.storageKey, row.mimeType, uploadUrlSeconds),
    file: await toFileDto(storage, row),
  };
}

/** A file that is not deleted and that the staff member may read or change: 404 or 403 otherwise. */
async function reachableFile(db: Db, id: number, reader: FileReader, action: FileAction): Promise<FileRow> {
  const row = await findBoundFile(db, id);
  if (!row || row.deletedOn) throw notFound('File');
  requireFileReach(row, reader, action);
  return row;
}

export async function getFile(db: Db, storage: Storage, id: number, reader: FileReader): Promise<FileDto> {
  const row = await reachableFile(db, id, reader, 'read');
  return toFileDto(storage, (await checked(db, storage, row)).row);
}

/**
 * Name and description (absent: kept; null or empty: cleared). The extension stays, as the stored
 * bytes were checked against it.
 */
export async function updateFile(
  db: Db,
  storage: Storage,
  id: number,
  input: { name: string; description?: string | null },
  reader: FileReader,
): Promise<FileDto> {
  const row = await reachableFile(db, id, reader, 'change');
  const extension = fileExtension(row.name);
  if (fileExtension(input.name) !== extension) throw fieldError('name', fileMessages.keepExtension(extension));
  const description = input.description === undefined ? row.description : input.description || null;
  await updateActiveFile(db, id, { name: input.name, description });
  return getFile(db, storage, id, reader);
}

/** Soft delete: the row and the bytes stay, so wherever the file is attached it keeps working. */
export async function deleteFile(db: Db, id: number, reader: FileReader): Promise<void> {
  await reachableFile(db, id, reader, 'change');
  if (!(await softDeleteFile(db, id))) throw notFound('File');
}

/** What the local driver's upload route asks about a key (see UploadReceiver). */
export function createUploadReceiver(db: Db, storage: Storage): UploadReceiver {
  return {
    async expectedSize(key) {
      const row = await findFileByStorageKey(db, key);
      if (!row || row.deletedOn) throw notFound('File');
      if (row.uploadedOn) throw conflict(fileMessages.alreadyUploaded);
      return row.contentSize;
    },
    async received(key) {
      const row = await findFileByStorageKey(db, key);
      if (!row || row.deletedOn) {
        await storage.delete(key);
        throw notFound('File');
      }
      if ((await checkStoredBytes(storage, row)) !== 'verified') throw badRequest(uploadMessages.fileContentMismatch);
      // The storage lets one upload per key through; should two get here all the same, the database
      // lets one win. The loser leaves the bytes alone: they are the winner's.
      if (!(await markUploaded(db, row.id))) throw conflict(fileMessages.alreadyUploaded);
    },
  };
}

export function createFileAccess({ storage }: { storage: Storage }): FileAccess {
  return {
    storage,

    async requireAttachable(db, fileId, usage, field, options = {}) {
      const row = await findBoundFile(db, fileId);
      if (!row || (!options.adminFiles && fileAudience(row, 'read') === 'admins')) {
        throw fieldError(field, fileMessages.notFound);
      }
      if (row.deletedOn) throw fieldError(field, fileMessages.deleted);
      if (!allowedFor(usage, fileExtension(row.name))) throw fieldError(field, fileTypeNotAllowedMessage(usage));
      const { state } = await checked(db, storage, row);
      if (state === 'missing') throw fieldError(field, uploadMessages.fileNotUploaded);
      if (state === 'mismatch') throw fieldError(field, uploadMessages.fileContentMismatch);
    },

    async requireReadable(db, fileId, reader) {
      const row = await findBoundFile(db, fileId);
      if (row && !row.deletedOn) requireFileReach(row, reader, 'read');
    },

    async fileRef(db, fileId) {
      if (fileId === null) return null;
      const found = await findFileRow(db, fileId);
      if (!found) return null;
      const { row } = await checked(db, storage, found);
      return { id: row.id, name: row.name, mimeType: row.mimeType, fileUrl: await fileUrl(storage, row) };
    },

    async joinedFileRef(file) {
      return { id: file.id, name: file.name, mimeType: file.mimeType, fileUrl: await fileUrl(storage, file) };
    },

    async fileRefs(db, fileIds) {
      const ids = [...new Set(fileIds.filter((id): id is number => id !== null))];
      const refs = new Map<number, FileRef>();
      if (ids.length === 0) return refs;
      for (const found of await findFileRows(db, ids)) {
        const { row } = await checked(db, storage, found);
        refs.set(row.id, { id: row.id, name: row.name, mimeType: row.mimeType, fileUrl: await fileUrl(storage, row) });
      }
      return refs;
    },

    async readContent(db, fileId) {
      const found = await findActiveFile(db, fileId);
      if (!found) return null;
      const { state, row } = await checked(db, storage, found);
      return { name: row.name, content: state === 'verified' ? await storage.read(row.storageKey) : null };
    },

    async readContents(db, fileIds) {
      const ids = [...new Set(fileIds.filter((id): id is number => id !== null))];
      const contents = new Map<number, FileContent>();
      if (ids.length === 0) return contents;
      const active = (await findFileRows(db, ids)).filter((row) => !row.deletedOn);
      await pLimit(filesReadAtOnce).map(active, async (found) => {
        const { state, row } = await checked(db, storage, found);
        contents.set(row.id, {
          name: row.name,
          content: state === 'verified' ? await storage.read(row.storageKey) : null,
        });
      });
      return contents;
    },

    async fileDtos(db, fileIds) {
      const dtos = new Map<number, FileDto>();
      if (fileIds.length === 0) return dtos;
      for (const found of await findFileRows(db, [...new Set(fileIds)])) {
        dtos.set(found.id, await toFileDto(storage, (await checked(db, storage, found)).row));
      }
      return dtos;
    },

    async copyFile(db, fileId) {
      const found = await findFileRow(db, fileId);
      if (!found) throw notFound('File');
      const { state, row } = await checked(db, storage, found);
      if (state !== 'verified') throw badRequest(uploadMessages.fileNotUploaded);
      const storageKey = newStorageKey(fileExtension(row.name));
      await storage.copy(row.storageKey, storageKey);
      const copy = await insertFile(db, {
        name: row.name,
        description: row.description,
        contentSize: row.contentSize,
        mimeType: row.mimeType,
        usage: row.usage,
        storageKey,
        uploadedOn: new Date(),
        createdByUserId: row.createdByUserId,
      });
      return copy.id;
    },

    async discard(db, fileIds) {
      let removed = 0;
      for (const row of await findFileRows(db, [...new Set(fileIds)])) {
        if (row.deletedOn) continue;
        // Marked first: a reader then sees a deleted file, never a live one without bytes.
        if (await softDeleteFile(db, row.id)) removed += 1;
        await storage.delete(row.storageKey);
      }
      return removed;
    },

    async storeGenerated(db, input) {
      // Bytes first: a failure between the two leaves an unreferenced object, never a row without bytes.
      const storageKey = newStorageKey(fileExtension(input.name));
      await storage.write(storageKey, input.content, input.mimeType);
      const row = await insertFile(db, {
        name: input.name,
        contentSize: input.content.length,
        mimeType: input.mimeType,
        usage: input.usage,
        storageKey,
        uploadedOn: new Date(),
        createdByUserId: input.createdByUserId ?? null,
      });
      return toFileDto(storage, row);
    },
  };
}
