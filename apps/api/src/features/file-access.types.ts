// The files feature's functions that other features call (FeatureDeps.files), implemented in features/files.
import type { FileDto, FileRef, FileUsage } from '@backoffice/contracts';
import type { Db } from '../db/client.ts';
import type { Storage } from '../plugins/storage/storage.ts';

export interface FileAccess {
  /**
   * A file that may be attached for `usage`: it exists, is not deleted, its bytes are stored and
   * verified, and its type is allowed for that usage. Throws a 400 AppError on the given field
   * otherwise (404-style messages are not used: the id came in a body). A file only admins may read
   * (a data export, a report template) is refused as unknown, since the record would show it to
   * whoever reads the record; unless `adminFiles` says the record is itself admins' only.
   */
  requireAttachable(
    db: Db,
    fileId: number,
    usage: FileUsage,
    field: string,
    options?: { adminFiles?: boolean },
  ): Promise<void>;
  /**
   * 403 when the file exists but the staff member may not read it (a data export or a report
   * template for a User); resolves otherwise, unknown and deleted ids included, for the caller's own 404.
   */
  requireReadable(db: Db, fileId: number, reader: { isAdmin: boolean }): Promise<void>;
  /** The short form with a fresh signed download URL, or null. */
  fileRef(db: Db, fileId: number | null): Promise<FileRef | null>;
  /** fileRef of many files in one query (lists): id → short form; unknown ids are left out. */
  fileRefs(db: Db, fileIds: readonly (number | null)[]): Promise<Map<number, FileRef>>;
  /**
   * The short form of a file another feature read in its own query (a join), without another query:
   * a signed URL once the bytes are stored and checked, else null.
   */
  joinedFileRef(file: JoinedFile): Promise<FileRef>;
  /** The full form (as GET files/{id}) of many files in one query: id → file; unknown ids are left out. */
  fileDtos(db: Db, fileIds: readonly number[]): Promise<Map<number, FileDto>>;
  /** Copies the bytes and metadata into a new file (vessel copy); returns the new id. */
  copyFile(db: Db, fileId: number): Promise<number>;
  /**
   * The bytes of a file that is not deleted, with its name (a calculation file read for its values):
   * null when the file is unknown or deleted, `content` null while its bytes are not stored and checked.
   */
  readContent(db: Db, fileId: number): Promise<FileContent | null>;
  /**
   * readContent of many files (pictures for a document): one query, the bytes read a few at a time.
   * id → name and bytes; unknown and deleted files are left out.
   */
  readContents(db: Db, fileIds: readonly (number | null)[]): Promise<Map<number, FileContent>>;
  /** Removes the bytes of these files and marks them deleted (uploads nobody attached); answers how many. */
  discard(db: Db, fileIds: readonly number[]): Promise<number>;
  /** Stores bytes the server made (a Word report, a data export) as a new, verified file. */
  storeGenerated(db: Db, input: GeneratedFile): Promise<FileDto>;
  storage: Storage;
}

/** A file's name and its bytes, null while they are not stored and checked. */
export interface FileContent {
  name: string;
  content: Buffer | null;
}

/** The columns of a `files` row that joinedFileRef needs. */
export interface JoinedFile {
  id: number;
  name: string;
  mimeType: string;
  storageKey: string;
  uploadedOn: Date | null;
}

interface GeneratedFile {
  name: string;
  mimeType: string;
  usage: FileUsage;
  content: Buffer;
  /** Who asked for it; null for work nobody asked for directly. */
  createdByUserId?: number | null;
}
