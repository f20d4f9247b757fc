import { Unzip, UnzipInflate, unzipSync } from 'fflate';

const pieceBytes = 16 * 1024;

/** The bytes are no zip archive: no directory, or data that does not unpack. */
export class NotAZip extends Error {}

/**
 * Whether the zip's parts unpack to more than `limit` bytes, found by unpacking them and counting,
 * up to the limit (the rest is not unpacked): the sizes a zip declares can lie. Throws NotAZip for
 * bytes that are no zip. Linear in the file; holds one piece unpacked at a time (16 kB in, at most
 * about 16 MB out) and stops within a piece of the limit.
 */
export function unpacksBeyond(content: Uint8Array, limit: number): boolean {
  try {
    unzipSync(content, { filter: () => false });
  } catch (err) {
    throw new NotAZip('not a zip archive', { cause: err });
  }
  let total = 0;
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    if (total > limit) return; // the rest is not unpacked
    file.ondata = (err, data) => {
      if (err) failure ??= err;
      total += data?.length ?? 0;
      if (total > limit) file.terminate();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // In small pieces: inflating one piece yields at most about a thousand times its size.
    for (let at = 0; at < content.length && total <= limit; at += pieceBytes) {
      unzip.push(content.subarray(at, at + pieceBytes), at + pieceBytes >= content.length);
    }
  } catch (err) {
    failure ??= err as Error;
  }
  if (failure) throw new NotAZip('not a zip archive', { cause: failure });
  return total > limit;
}
