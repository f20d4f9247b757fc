import ExcelJS from 'exceljs';

/** One filled row of a vessel import sheet; `row` is the sheet's 1-based row number. */
export interface VesselSheetRow {
  row: number;
  name: string;
  vesselType: string;
}

/** The file is not an .xlsx workbook, or its first sheet has no Name / Vessel Type header. */
export class UnreadableVesselSheet extends Error {}

/** Header cells match ignoring case and spaces: 'Vessel Type', 'vesseltype', 'VESSEL  TYPE'. */
const headerKey = (text: string) => text.replace(/\s+/g, '').toLowerCase();

function cellText(cell: ExcelJS.Cell): string {
  try {
    return (cell.text ?? '').trim();
  } catch {
    return '';
  }
}

/**
 * Reads the first sheet: its first non-empty row is the header and must hold the columns Name
 * and Vessel Type; the filled rows below it are returned (rows with neither value are left out).
 */
export async function readVesselSheet(content: Buffer): Promise<VesselSheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch (err) {
    throw new UnreadableVesselSheet('not an xlsx workbook', { cause: err });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableVesselSheet('no sheet');

  let nameColumn = 0;
  let typeColumn = 0;
  let headerRow = 0;
  const rows: VesselSheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (headerRow === 0) {
      headerRow = rowNumber;
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        const key = headerKey(cellText(cell));
        if (key === 'name' && !nameColumn) nameColumn = column;
        if (key === 'vesseltype' && !typeColumn) typeColumn = column;
      });
      return;
    }
    if (!nameColumn || !typeColumn) return;
    const name = cellText(row.getCell(nameColumn));
    const vesselType = cellText(row.getCell(typeColumn));
    if (name || vesselType) rows.push({ row: rowNumber, name, vesselType });
  });
  if (!nameColumn || !typeColumn) throw new UnreadableVesselSheet('no Name and Vessel Type header');
  return rows;
}
