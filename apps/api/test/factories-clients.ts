import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Db } from '../src/db/client.ts';
import { contacts } from '../src/db/schema/index.ts';
import { buildCustomer } from './factories.ts';

let sequence = 0;

export async function buildContact(db: Db, overrides: Partial<typeof contacts.$inferInsert> = {}) {
  const n = ++sequence;
  const customerId = overrides.customerId ?? (await buildCustomer(db)).id;
  const [row] = await db
    .insert(contacts)
    .values({ name: `Contact ${n}`, email: `contact${n}@example.com`, ...overrides, customerId })
    .returning();
  return row!;
}

/** An .xlsx whose first sheet holds the given rows (null leaves a cell empty). */
export async function xlsxOf(rows: (string | number | null)[][], sheetName = 'Vessels'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  rows.forEach((values, i) => {
    values.forEach((value, j) => {
      if (value !== null) sheet.getCell(i + 1, j + 1).value = value;
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body with one file part, for `app.inject`. */
export function multipartBody(
  content: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
) {
  const {
    field = 'file',
    filename = 'vessels.xlsx',
    contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  } = options;
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
