import { Readable } from 'node:stream';
import { importMessages, limits } from '@backoffice/contracts';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { AppError, badRequest } from './errors.ts';

/** The bytes are not an xlsx workbook, or it has no sheet. */
export class UnreadableWorkbook extends Error {}

const tooLarge = () => new AppError(413, importMessages.tooLarge);

/** What the workbook's parts unpack to, as its zip directory says; nothing is unpacked to find out. */
function unpackedBytes(content: Uint8Array): number {
  let total = 0;
  try {
    unzipSync(content, {
      filter: (file) => {
        total += file.originalSize;
        return false;
      },
    });
  } catch (err) {
    throw new UnreadableWorkbook('not a zip archive', { cause: err });
  }
  return total;
}

/**
 * The rows that hold a value in the workbook's first sheet, in order, read as a stream so that a
 * huge sheet costs neither the memory nor the time to load it whole. Refuses, before reading a
 * row, a file over limits.maxImportFileBytes or one whose parts unpack to more than
 * limits.maxImportUnpackedBytes (413), and stops at the first row beyond limits.maxImportRows after
 * the header (400). Bytes that are no xlsx throw UnreadableWorkbook.
 */
export async function* firstSheetRows(content: Buffer): AsyncGenerator<ExcelJS.Row> {
  if (content.length > limits.maxImportFileBytes) throw tooLarge();
  if (unpackedBytes(content) > limits.maxImportUnpackedBytes) throw tooLarge();
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
