/**
 * Where file bytes live. Two drivers: a local folder (default; the API signs and serves its own
 * URLs) and Azure Blob Storage (SAS URLs). The browser PUTs bytes straight to `uploadUrl` with
 * `x-ms-blob-type: BlockBlob`, as Azure expects.
 */
export interface Storage {
  readonly driver: 'local' | 'azure';
  uploadUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string>;
  downloadUrl(key: string, fileName: string, contentType: string, expiresInSeconds: number): Promise<string>;
  /** Size of the stored object, or null when nothing is stored under the key. */
  size(key: string): Promise<number | null>;
  /** The first `length` bytes (for content checks). */
  readStart(key: string, length: number): Promise<Buffer>;
  read(key: string): Promise<Buffer>;
  /** Stores bytes under a new key (the local driver refuses a key that holds bytes). */
  write(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Copies bytes to a new key (the local driver refuses a key that holds bytes). */
  copy(fromKey: string, toKey: string): Promise<void>;
  delete(key: string): Promise<void>;
}
