import { Readable } from 'node:stream';
import { importMessages, limits } from '@backoffice/contracts';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { AppError, badRequest } from './errors.ts';

/** The bytes are not an xlsx workbook, or it has no sheet. */
export class UnreadableWorkbook extends Error {}

const tooLarge = () => new AppError(413, importMessages.tooLarge);

/**
 * Whether the workbook's parts unpack to more than limits.maxImportUnpackedBytes, found by
 * unpacking them and counting, up to the limit: the sizes a zip declares can lie. Throws
 * UnreadableWorkbook when it is no zip (no directory, or data that does not unpack).
 */
function unpacksTooLarge(content: Uint8Array): boolean {
  try {
    // The zip's directory must be there: exceljs's streaming reader waits forever on bytes without one.
    unzipSync(content, { filter: () => false });
  } catch (err) {
    throw new UnreadableWorkbook('not a zip archive', { cause: err });
  }
  let total = 0;
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    if (total > limits.maxImportUnpackedBytes) return; // the rest is not unpacked
    file.ondata = (err, data) => {
      if (err) failure ??= err;
      total += data?.length ?? 0;
      if (total > limits.maxImportUnpackedBytes) file.terminate();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(content, true);
  } catch (err) {
    failure ??= err as Error;
  }
  if (failure) throw new UnreadableWorkbook('not a zip archive', { cause: failure });
  return total > limits.maxImportUnpackedBytes;
}

/**
 * The rows that hold a value in the workbook's first sheet, in order, read as a stream so that a
 * huge sheet costs neither the memory nor the time to load it whole. Refuses, before reading a
 * row, a file over limits.maxImportFileBytes or one whose parts unpack to more than
 * limits.maxImportUnpackedBytes, counted as it unpacks (413), and stops at the first row beyond limits.maxImportRows after
 * the header (400). Bytes that are no xlsx throw UnreadableWorkbook.
 */
export async function* firstSheetRows(content: Buffer): AsyncGenerator<ExcelJS.Row> {
  if (content.length > limits.maxImportFileBytes) throw tooLarge();
  if (unpacksTooLarge(content)) throw tooLarge();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
    sharedStrings: 'cache',
    styles: 'cache', // date cells are told apart from numbers by their number format
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let rows = 0;
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets += 1;
      for await (const row of sheet) {
        if (!row.hasValues) continue;
        rows += 1;
        if (rows > limits.maxImportRows + 1) throw badRequest(importMessages.tooManyRows);
        yield row;
      }
      break; // the first sheet only
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new UnreadableWorkbook('not an xlsx workbook', { cause: err });
  }
  if (sheets === 0) throw new UnreadableWorkbook('no sheet');
}
