import { importMessages, limits } from '@backoffice/contracts';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from './errors.ts';
import { NotAZip, unpacksBeyond } from './unpacked-size.ts';

/** The bytes are not an xlsx workbook, or it has no sheet. */
export class UnreadableWorkbook extends Error {}

const tooLarge = () => new AppError(413, importMessages.tooLarge);

/** Whether the workbook's parts unpack to more than limits.maxImportUnpackedBytes, counted as they unpack. */
function unpacksTooLarge(content: Uint8Array): boolean {
  try {
    return unpacksBeyond(content, limits.maxImportUnpackedBytes);
  } catch (err) {
    if (err instanceof NotAZip) throw new UnreadableWorkbook(err.message, { cause: err });
    throw err;
  }
}

/**
 * The rows that hold a value in the workbook's first sheet, in order. Refuses, before loading it, a
 * file over limits.maxImportFileBytes or one whose parts unpack to more than
 * limits.maxImportUnpackedBytes, counted as it unpacks (413): that bounds what loading it costs
 * (about 2 s and a few hundred MB at the limit). Stops at the first row beyond limits.maxImportRows
 * after the header (400). Bytes that are no xlsx throw UnreadableWorkbook.
 *
 * The workbook is loaded whole: exceljs's streaming reader lost `xl/workbook.xml` now and then
 * (about one read in a thousand under load), so an import of a good file failed.
 */
export async function* firstSheetRows(content: Buffer): AsyncGenerator<ExcelJS.Row> {
  if (content.length > limits.maxImportFileBytes) throw tooLarge();
  if (unpacksTooLarge(content)) throw tooLarge();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch (err) {
    throw new UnreadableWorkbook('not an xlsx workbook', { cause: err });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableWorkbook('no sheet');
  let rows = 0;
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.findRow(number);
    if (!row?.hasValues) continue;
    rows += 1;
    if (rows > limits.maxImportRows + 1) throw badRequest(importMessages.tooManyRows);
    yield row;
  }
}
