import { Role, reportMessages } from '@backoffice/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sampleFiles, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { convertWithLibreOffice, hasLibreOffice, itWithLibreOfficeCalc } from '../../../test/libreoffice.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });

async function xlsx(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The workbook as a legacy .xls (Excel 97–2003), written by LibreOffice. */
const asXls = async (bytes: Buffer) => convertWithLibreOffice(bytes, 'xlsx', 'xls', 'xls:MS Excel 97');

async function extract(bytes: Buffer, name = 'calculation.xlsx') {
  const { headers } = await t.signIn(Role.USER);
  const file = await uploadFile(t.app, headers, { name, bytes, usage: 'calculation' });
  return t.app.inject({ url: `/api/files/${file.id}/extract-calculation-data`, headers });
}

describe('calculation data of an uploaded calculation file', () => {
  it('reads the defined names, whatever sheet and cell they name, formulas by their result', async () => {
    const bytes = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Maker calc');
      sheet.getCell('A1').value = 'Result';
      sheet.getCell('C4').value = 6.25;
      sheet.getCell('C5').value = { formula: '1+0.5', result: 1.5 };
      sheet.getCell('D9').value = 125000;
      sheet.getCell('D10').value = '30000';
      sheet.getCell('D11').value = 1200.5;
      workbook.definedNames.add("'Maker calc'!$C$4", 'calcSavings');
      workbook.definedNames.add("'Maker calc'!$C$5", 'calcConfidenceInterval');
      workbook.definedNames.add("'Maker calc'!$D$9", 'calcEquipmentCost');
      workbook.definedNames.add("'Maker calc'!$D$10", 'calcInstallationCost');
      workbook.definedNames.add("'Maker calc'!$D$11", 'calcOperationCost');
    });
    const res = await extract(bytes);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      calcSavings: 6.25,
      calcConfidenceInterval: 1.5,
      calcEquipmentCost: 125000,
      calcInstallationCost: 30000,
      calcOperationCost: 1200.5,
    });
  });

  it('reads a label and value sheet when names are missing, and answers null for values not found', async () => {
    // A two-column sheet as a spreadsheet program saves it from a CSV (written here with exceljs).
    const bytes = await xlsx((workbook) => {
      workbook.addWorksheet('Notes').addRow(['Prepared by', 'Maker']);
      const sheet = workbook.addWorksheet('Values');
      sheet.addRow(['Label', 'Value']);
      sheet.addRow(['calcSavings', 4.2]);
      sheet.addRow([' CalcEquipmentCost ', 98000]);
      sheet.addRow(['calcOperationCost', 'n/a']);
      const named = sheet.addRow(['other', 2.5]);
      workbook.definedNames.add(`Values!$B$${named.number}`, 'calcConfidenceInterval');
    });
    const res = await extract(bytes);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      calcSavings: 4.2,
      calcConfidenceInterval: 2.5,
      calcEquipmentCost: 98000,
      calcInstallationCost: null,
      calcOperationCost: null,
    });
  });

  it('answers 422 with the spec’s warning when nothing is found, the workbook is damaged or it is an .xls', async () => {
    const empty = await extract(await xlsx((workbook) => workbook.addWorksheet('Sheet1').addRow(['Total', 5])));
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ error: reportMessages.extractFailed });
    // ZIP entries naming an xlsx, but no readable workbook inside.
    const damaged = await extract(sampleFiles.xlsx!);
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json()).toEqual({ error: reportMessages.extractFailed });
    const xls = await extract(sampleFiles.xls!, 'calculation.xls');
    expect(xls.statusCode).toBe(422);
    expect(xls.json()).toEqual({
      error: hasLibreOffice ? reportMessages.extractFailed : reportMessages.extractXlsUnsupported,
    });
  });

  itWithLibreOfficeCalc(
    'reads an .xls, converted by LibreOffice, like an xlsx',
    async () => {
      const bytes = await xlsx((workbook) => {
        const sheet = workbook.addWorksheet('Calculation');
        sheet.addRow(['calcSavings', 3.5]);
        sheet.addRow(['calcEquipmentCost', 120000]);
      });
      const res = await extract(await asXls(bytes), 'calculation.xls');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ calcSavings: 3.5, calcEquipmentCost: 120000 });
    },
    120_000,
  );

  it('answers 401 without a token and 404 for an unknown or deleted file', async () => {
    const { headers } = await t.signIn(Role.USER);
    const file = await uploadFile(t.app, headers, { name: 'calculation.xlsx', usage: 'calculation' });
    expect((await t.app.inject({ url: `/api/files/${file.id}/extract-calculation-data` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/files/999999/extract-calculation-data', headers })).statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: `/api/files/${file.id}`, headers });
    const deleted = await t.app.inject({ url: `/api/files/${file.id}/extract-calculation-data`, headers });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toEqual({ error: 'File not found' });
  });
});
