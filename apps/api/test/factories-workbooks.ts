import { limits } from '@backoffice/contracts';
import { unzipSync, zipSync } from 'fflate';
import { xlsxOf } from './factories-clients.ts';

/** A valid xlsx carrying a part of zeros that unpacks beyond what an import accepts; the file itself stays small. */
export async function xlsxUnpackingTooLarge(rows: (string | number | null)[][]): Promise<Buffer> {
  const parts = unzipSync(await xlsxOf(rows));
  parts['xl/media/padding.bin'] = new Uint8Array(limits.maxImportUnpackedBytes + 1);
  return Buffer.from(zipSync(parts, { level: 9 }));
}

/**
 * The same, with the zip's headers claiming that the part of zeros unpacks to 1,000 bytes: a
 * check of the declared sizes alone lets it through.
 */
export async function xlsxUnpackingTooLargeUnderFalseSizes(rows: (string | number | null)[][]): Promise<Buffer> {
  const zip = await xlsxUnpackingTooLarge(rows);
  const name = Buffer.from('xl/media/padding.bin');
  const header = Buffer.from([0x50, 0x4b]);
  const patch = (signature: number, at: { nameLength: number; name: number; size: number }) => {
    for (let start = zip.indexOf(header); start >= 0; start = zip.indexOf(header, start + 1)) {
      if (zip.readUInt32LE(start) !== signature) continue;
      const nameEnd = start + at.name + zip.readUInt16LE(start + at.nameLength);
      if (zip.subarray(start + at.name, nameEnd).equals(name)) zip.writeUInt32LE(1000, start + at.size);
    }
  };
  patch(0x04034b50, { nameLength: 26, name: 30, size: 22 }); // local file header
  patch(0x02014b50, { nameLength: 28, name: 46, size: 24 }); // central directory entry
  return zip;
}

/** A header row and `count` rows made by `row`. */
export function sheetRows(header: string[], count: number, row: (i: number) => (string | number)[]) {
  return [header, ...Array.from({ length: count }, (_, i) => row(i))];
}
