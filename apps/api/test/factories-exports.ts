import type { DataExport } from '@backoffice/contracts';
import ExcelJS from 'exceljs';
import { expect, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { download } from './factories-files.ts';

type Headers = { authorization: string };
const url = '/api/exports';

/** POST exports: answers the export, Pending. */
export async function startExport(app: App, headers: Headers): Promise<DataExport> {
  const res = await app.inject({ method: 'POST', url, headers });
  expect(res.statusCode).toBe(201);
  return res.json();
}

export async function listExports(app: App, headers: Headers): Promise<DataExport[]> {
  const res = await app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Waits until the export is neither Pending nor Processing, and answers it as the list shows it. */
export async function finishedExport(app: App, headers: Headers, id: string, timeout = 20_000): Promise<DataExport> {
  return vi.waitFor(
    async () => {
      const found = (await listExports(app, headers)).find((item) => item.id === id);
      expect(found?.status).toBeGreaterThan(2);
      return found!;
    },
    { timeout, interval: 100 },
  );
}

export type SheetRows = Record<string, ExcelJS.CellValue>[];

/** Every sheet of a workbook by name, in tab order, each row as header → value. */
export async function readWorkbook(content: Buffer): Promise<Map<string, SheetRows>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  const sheets = new Map<string, SheetRows>();
  for (const sheet of workbook.worksheets) {
    const headers = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
    const rows: SheetRows = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      rows.push(Object.fromEntries(headers.map((header, i) => [header, row.getCell(i + 1).value])));
    });
    sheets.set(sheet.name, rows);
  }
  return sheets;
}

/** Downloads a Completed export's workbook through its signed link (200) and reads it. */
export async function exportWorkbook(app: App, item: DataExport) {
  expect(item.file?.fileUrl).toEqual(expect.any(String));
  const res = await download(app, item.file!.fileUrl!);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  return readWorkbook(res.rawPayload);
}
