import { limits } from '@backoffice/contracts';
import { unzipSync, zipSync } from 'fflate';
import { xlsxOf } from './factories-clients.ts';

/** A valid xlsx carrying a part of zeros that unpacks beyond what an import accepts; the file itself stays small. */
export async function xlsxUnpackingTooLarge(rows: (string | number | null)[][]): Promise<Buffer> {
  const parts = unzipSync(await xlsxOf(rows));
  parts['xl/media/padding.bin'] = new Uint8Array(limits.maxImportUnpackedBytes + 1);
  return Buffer.from(zipSync(parts, { level: 9 }));
}

/** A header row and `count` rows made by `row`. */
export function sheetRows(header: string[], count: number, row: (i: number) => (string | number)[]) {
  return [header, ...Array.from({ length: count }, (_, i) => row(i))];
}
