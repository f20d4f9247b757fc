import ExcelJS from 'exceljs';

/** The rows of each sheet of an xlsx file (header included), in tab order. */
export async function readWorkbookSheets(file: string): Promise<Map<string, number>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return new Map(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount]));
}
