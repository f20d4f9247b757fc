import type ExcelJS from 'exceljs';
import { firstSheetRows, UnreadableWorkbook } from '../../lib/import-workbook.ts';

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
 * Limits of size and rows: firstSheetRows.
 */
export async function readVesselSheet(content: Buffer): Promise<VesselSheetRow[]> {
  let nameColumn = 0;
  let typeColumn = 0;
  let headerSeen = false;
  const rows: VesselSheetRow[] = [];
  try {
    for await (const row of firstSheetRows(content)) {
      if (!headerSeen) {
        headerSeen = true;
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          const key = headerKey(cellText(cell));
          if (key === 'name' && !nameColumn) nameColumn = column;
          if (key === 'vesseltype' && !typeColumn) typeColumn = column;
        });
        if (!nameColumn || !typeColumn) break;
        continue;
      }
      const name = cellText(row.getCell(nameColumn));
      const vesselType = cellText(row.getCell(typeColumn));
      if (name || vesselType) rows.push({ row: row.number, name, vesselType });
    }
  } catch (err) {
    if (err instanceof UnreadableWorkbook) throw new UnreadableVesselSheet(err.message, { cause: err });
    throw err;
  }
  if (!nameColumn || !typeColumn) throw new UnreadableVesselSheet('no Name and Vessel Type header');
  return rows;
}
