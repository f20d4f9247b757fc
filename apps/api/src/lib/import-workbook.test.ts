import { importMessages, limits } from '@backoffice/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxOf } from '../../test/factories-clients.ts';
import {
  sheetRows,
  xlsxUnpackingTooLarge,
  xlsxUnpackingTooLargeUnderFalseSizes,
} from '../../test/factories-workbooks.ts';
import { AppError } from './errors.ts';
import { firstSheetRows, UnreadableWorkbook } from './import-workbook.ts';

async function texts(content: Buffer) {
  const rows: string[][] = [];
  for await (const row of firstSheetRows(content)) {
    rows.push((row.values as unknown[]).slice(1).map(String));
  }
  return rows;
}

const refusal = (status: number, message: string) => (err: unknown) =>
  err instanceof AppError && err.statusCode === status && err.message === message;

describe('firstSheetRows', () => {
  it('reads the filled rows of the first sheet only, in order', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('First');
    first.addRow(['Name', 'Vessel Type']);
    first.addRow([]);
    first.addRow(['Nordic Star', 'Bulk Carrier']);
    workbook.addWorksheet('Second').addRow(['Other', 'Sheet']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await texts(content)).toEqual([
      ['Name', 'Vessel Type'],
      ['Nordic Star', 'Bulk Carrier'],
    ]);
  });

  it(`takes ${limits.maxImportRows} rows under the header and stops with 400 at the next`, async () => {
    const rows = sheetRows(['Name'], limits.maxImportRows, (i) => [`Vessel ${i}`]);
    expect(await texts(await xlsxOf(rows))).toHaveLength(limits.maxImportRows + 1);

    rows.push(['One too many']);
    await expect(texts(await xlsxOf(rows))).rejects.toSatisfy(refusal(400, importMessages.tooManyRows));
  });

  it('refuses with 413 a file whose parts unpack beyond the limit, and a file over the size limit', async () => {
    const bomb = await xlsxUnpackingTooLarge([['Name'], ['Nordic Star']]);
    expect(bomb.length).toBeLessThan(limits.maxImportFileBytes);
    await expect(texts(bomb)).rejects.toSatisfy(refusal(413, importMessages.tooLarge));

    const lying = await xlsxUnpackingTooLargeUnderFalseSizes([['Name'], ['Nordic Star']]);
    await expect(texts(lying)).rejects.toSatisfy(refusal(413, importMessages.tooLarge));

    const huge = Buffer.alloc(limits.maxImportFileBytes + 1);
    await expect(texts(huge)).rejects.toSatisfy(refusal(413, importMessages.tooLarge));
  });

  it('throws UnreadableWorkbook for bytes that are no xlsx', async () => {
    await expect(texts(Buffer.from('Name,Vessel Type\nNordic Star,Bulk Carrier\n'))).rejects.toBeInstanceOf(
      UnreadableWorkbook,
    );
  });
});
