import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkQuery, signQuery, type UrlOperation } from './signed-url.ts';
import type { Storage } from './storage.ts';

/** Where the local driver's URLs point; the routes of local-storage.routes.ts answer them. */
export const localStoragePath = '/api/storage';

/** A body that went past the size it may have; nothing of it is kept. */
export class UploadTooLargeError extends Error {}

/**
 * Bytes are stored under the key already (by this or another API process); they were left as
 * they are and nothing of the new ones is kept.
 */
export class KeyTakenError extends Error {}

export interface LocalStorage extends Storage {
  readonly driver: 'local';
  /** The signed parameters when the query is a valid, unexpired URL for `op` on `key`, else null. */
  checkUrl(op: UrlOperation, key: string, query: Record<string, unknown>): Record<string, string> | null;
  /**
   * Streams `body` into the key, at most `maxBytes` (else UploadTooLargeError and nothing kept).
   * The bytes appear under the key only once complete, and only when nothing is stored there yet
   * (else KeyTakenError). Returns the number of bytes stored.
   */
  receive(key: string, body: Readable | undefined, maxBytes: number): Promise<number>;
  /** The stored bytes as a stream with their size, or null when nothing is stored under the key. */
  openRead(key: string): Promise<{ stream: Readable; size: number } | null>;
  /**
   * Removes the temporary files of uploads that a stopped process left unfinished, those last
   * written before `before`; answers how many. Younger ones may be another instance's uploads.
   */
  removeAbandonedUploads(before: Date): Promise<number>;
}

/** Keys are relative paths of plain segments: no `..`, no hidden names, no absolute paths. */
const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

function isValidKey(key: string): boolean {
  return key.length <= 512 && keyPattern.test(key);
}

function isMissing(err: unknown) {
  return (err as NodeJS.ErrnoException).code === 'ENOENT';
}

function alreadyExists(err: unknown) {
  return (err as NodeJS.ErrnoException).code === 'EEXIST';
}

/** Copies `source` into `file` until it ends; fails without reading on once it passes `maxBytes`. */
function writeCapped(source: Readable, file: string, maxBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file, { flags: 'wx' });
    let size = 0;
    let settled = false;
    const detach = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', fail);
      source.off('close', onClose);
    };
    function fail(err: Error) {
      if (settled) return;
      settled = true;
      detach();
      // Paused, not destroyed: the caller still answers on the same connection.
      source.pause();
      out.destroy();
      out.once('close', () => reject(err));
    }
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > maxBytes) return fail(new UploadTooLargeError());
      if (!out.write(chunk)) {
        source.pause();
        out.once('drain', () => source.resume());
      }
    }
    function onEnd() {
      if (settled) return;
      settled = true;
      detach();
      out.end();
      out.once('close', () => (out.errored ? reject(out.errored) : resolve(size)));
    }
    function onClose() {
      fail(new Error('upload aborted'));
    }
    out.on('error', (err) => fail(err));
    source.on('data', onData);
    source.on('end', onEnd);
    source.on('error', fail);
    source.on('close', onClose);
    source.resume();
  });
}

/**
 * Bytes in `dir/<key>`. URLs are API paths (`/api/storage/<key>?exp=…&sig=…`), root-relative so
 * they work on whatever address the app is reached at, signed with `secret`.
 */
export function createLocalStorage({ dir, secret }: { dir: string; secret: Uint8Array }): LocalStorage {
  const incoming = path.join(dir, '.incoming');

  function pathOf(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(dir, ...key.split('/'));
  }

  function url(op: UrlOperation, key: string, params: Record<string, string>, expiresInSeconds: number) {
    const encodedKey = key.split('/').map(encodeURIComponent).join('/');
    return `${localStoragePath}/${encodedKey}?${signQuery(secret, op, key, params, expiresInSeconds)}`;
  }

  async function size(key: string): Promise<number | null> {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /**
   * Writes through a temporary file, so a reader never sees half of the bytes, then publishes it
   * create-only: a hard link fails with EEXIST when the key holds bytes already, atomically, also
   * against other processes on the same folder (KeyTakenError; the stored bytes stay). The
   * temporary file goes on every path.
   */
  async function place(key: string, fill: (temp: string) => Promise<unknown>) {
    const target = pathOf(key);
    await mkdir(incoming, { recursive: true });
    const temp = path.join(incoming, randomUUID());
    try {
      await fill(temp);
      await mkdir(path.dirname(target), { recursive: true });
      await link(temp, target).catch((err: unknown) => {
        throw alreadyExists(err) ? new KeyTakenError(`bytes are stored under ${key} already`) : err;
      });
    } finally {
      await rm(temp, { force: true });
    }
  }

  return {
    driver: 'local',

    async uploadUrl(key, _contentType, expiresInSeconds) {
      pathOf(key);
      return url('put', key, {}, expiresInSeconds);
    },

    async downloadUrl(key, fileName, contentType, expiresInSeconds) {
      pathOf(key);
      return url('get', key, { name: fileName, type: contentType }, expiresInSeconds);
    },

    checkUrl(op, key, query) {
      return isValidKey(key) ? checkQuery(secret, op, key, query) : null;
    },

    size,

    async readStart(key, length) {
      const handle = await open(pathOf(key), 'r');
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    read: (key) => readFile(pathOf(key)),

    async write(key, data) {
      await place(key, (temp) => writeFile(temp, data, { flag: 'wx' }));
    },

    async copy(fromKey, toKey) {
      const source = pathOf(fromKey);
      await place(toKey, (temp) => copyFile(source, temp));
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async receive(key, body, maxBytes) {
      let received = 0;
      await place(key, async (temp) => {
        if (body) received = await writeCapped(body, temp, maxBytes);
        else await writeFile(temp, '', { flag: 'wx' });
      });
      return received;
    },

    async openRead(key) {
      const stored = await size(key);
      if (stored === null) return null;
      return { stream: createReadStream(pathOf(key)), size: stored };
    },

    async removeAbandonedUploads(before) {
      const names = await readdir(incoming).catch((err: unknown) => (isMissing(err) ? [] : Promise.reject(err)));
      let removed = 0;
      for (const name of names) {
        const temp = path.join(incoming, name);
        const info = await stat(temp).catch((err: unknown) => (isMissing(err) ? null : Promise.reject(err)));
        if (info && info.mtime < before) {
          await rm(temp, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
