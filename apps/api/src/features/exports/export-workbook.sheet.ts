import { PassThrough } from 'node:stream';
import { wallClockDate } from '@backoffice/contracts';
import ExcelJS from 'exceljs';
import { startsLikeFormula, withQuotePrefix } from '../../lib/xlsx-quote-prefix.ts';
import { boldCharactersPerWidth, wrappedRowHeight } from './export-row-height.ts';

/**
 * The data export's workbook, written with exceljs's streaming writer: a row is compressed into the
 * zip as soon as it is committed, so memory holds the finished bytes and one page of rows, not the
 * whole workbook. Sheets are filled one after another (a sheet written while another is open would
 * be buffered until that one ends).
 */

export type ExportCell = string | number | boolean | Date | null | undefined;

export interface ExportColumn<Row> {
  /** Plain English, as a person reading the sheet would call it. */
  header: string;
  width: number;
  /**
   * Dates are shown as DD/MM/YYYY HH:mm in the workbook's time zone (a cell has none: it holds the
   * wall-clock time, and the header names the zone); numbers as they are stored, in `numFmt` when given.
   */
  value(row: Row): ExportCell;
  date?: boolean;
  /** Excel number format of the column's number cells, e.g. '#,##0.00'. */
  numFmt?: string;
}

export interface ExportSheet<Row> {
  name: string;
  columns: readonly ExportColumn<Row>[];
}

/** Excel's rows per sheet; a longer table goes on in 'Name (2)', 'Name (3)' … after the other sheets. */
const excelMaxRows = 1_048_576;

const dateFormat = 'dd/mm/yyyy hh:mm';
/** Every cell starts at the top of its row, so a row grown by wrapped text still reads across. */
const top = { vertical: 'top' } as const;
/**
 * Text wraps within its column instead of running into the next one or being cut off; a number in a
 * text column (an id, a value in the history) starts from the left too, apart from the column before.
 */
const wrapped: Partial<ExcelJS.Alignment> = { ...top, horizontal: 'left', wrapText: true };
/** Dates start from the left, apart from the column before. */
const dateAlignment: Partial<ExcelJS.Alignment> = { ...top, horizontal: 'left' };
// The workbook's own font, named: a font without a name is the reader's default, a serif in LibreOffice.
const headerStyle: Partial<ExcelJS.Style> = {
  font: { name: 'Calibri', family: 2, size: 11, bold: true },
  alignment: wrapped,
};

/**
 * Column widths (Excel's character units) a landscape page holds while its print stays readable (at
 * about two thirds of full size): a wider sheet prints on as many pages side by side, split between
 * columns, with its first column repeated on each.
 */
const widthPerPrintedPage = 210;

/** Printed: landscape, as wide as the columns need, the header row repeated at the top of each page. */
function pageSetupOf(columns: readonly { width: number }[]): Partial<ExcelJS.PageSetup> {
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const pagesWide = Math.max(1, Math.ceil(width / widthPerPrintedPage));
  return {
    orientation: 'landscape',
    fitToPage: true,
    fitToWidth: pagesWide,
    fitToHeight: 0,
    printTitlesRow: '1:1',
    ...(pagesWide > 1 && { printTitlesColumn: 'A:A', pageOrder: 'overThenDown' }),
    margins: { left: 0.4, right: 0.4, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
  };
}
/** The sheet's name and the page number at the foot of each printed page. */
const headerFooter: Partial<ExcelJS.HeaderFooter> = { oddFooter: '&L&A&RPage &P of &N' };

export interface SheetWriter<Row> {
  /** Appends rows (the header row first); continues on a new sheet when this one is full. */
  write(rows: readonly Row[]): void;
  /** Ends the sheet (a sheet without rows keeps its header). */
  end(): void;
}

export interface ExportWorkbook {
  /** Adds a sheet in this place of the tab order; fill it once the sheet before it has ended. */
  add<Row>(sheet: ExportSheet<Row>): SheetWriter<Row>;
  /** Ends every sheet and answers the xlsx bytes. */
  finish(): Promise<Buffer>;
}

/**
 * `timeZone` (the company's, an IANA name) is the one the date columns are written in; a workbook with
 * date columns needs it.
 */
export function createExportWorkbook(options: { maxRows?: number; timeZone?: string } = {}): ExportWorkbook {
  const { maxRows = excelMaxRows, timeZone } = options;
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });

  function addWorksheet<Row>(name: string, sheet: ExportSheet<Row>) {
    const worksheet = workbook.addWorksheet(name, {
      views: [{ state: 'frozen', ySplit: 1 }],
      pageSetup: pageSetupOf(sheet.columns),
      headerFooter,
    });
    worksheet.columns = sheet.columns.map((column) => ({ width: column.width }));
    return worksheet;
  }

  return {
    add<Row>(sheet: ExportSheet<Row>): SheetWriter<Row> {
      const hasDates = sheet.columns.some((column) => column.date);
      if (hasDates && !timeZone) throw new Error(`The sheet ${sheet.name} has dates: give the workbook its time zone`);
      let worksheet = addWorksheet(sheet.name, sheet);
      let rowsInSheet = 0;
      let part = 1;
      // One style object per column, shared by its cells: exceljs looks a style up by identity, so a
      // shared one is worked out once instead of once per cell. A second one per column, as shared,
      // for text that begins like a formula: it carries the quote prefix.
      const cellStyles = sheet.columns.map((column) => {
        const plain: Partial<ExcelJS.Style> = column.date
          ? { numFmt: dateFormat, alignment: dateAlignment }
          : column.numFmt
            ? { numFmt: column.numFmt, alignment: top }
            : { alignment: wrapped };
        return { plain, quoted: withQuotePrefix(plain) };
      });
      // Text wraps; dates and figures keep to one line.
      const wrapping = sheet.columns.map((column) => ({ width: column.width, wraps: !column.date && !column.numFmt }));
      const headers = sheet.columns.map((column) => (column.date ? `${column.header} (${timeZone})` : column.header));
      const headerHeight = wrappedRowHeight(
        headers,
        wrapping.map((column) => ({ ...column, wraps: true })),
        boldCharactersPerWidth,
      );

      const writeHeader = () => {
        const header = worksheet.addRow(headers);
        header.eachCell((cell) => {
          cell.style = headerStyle;
        });
        if (headerHeight) header.height = headerHeight;
        header.commit();
        rowsInSheet = 1;
      };

      return {
        write(rows) {
          for (const row of rows) {
            if (rowsInSheet === 0) writeHeader();
            if (rowsInSheet >= maxRows) {
              worksheet.commit();
              part += 1;
              worksheet = addWorksheet(`${sheet.name} (${part})`, sheet);
              writeHeader();
            }
            const values = sheet.columns.map((column) => {
              const value = column.value(row) ?? null;
              return column.date && value instanceof Date ? wallClockDate(value, timeZone as string) : value;
            });
            const written = worksheet.addRow(values);
            cellStyles.forEach(({ plain, quoted }, i) => {
              written.getCell(i + 1).style = startsLikeFormula(values[i]) ? quoted : plain;
            });
            const height = wrappedRowHeight(values, wrapping);
            if (height) written.height = height;
            written.commit();
            rowsInSheet += 1;
          }
        },
        end() {
          if (rowsInSheet === 0) writeHeader();
          worksheet.commit();
        },
      };
    },

    async finish() {
      await workbook.commit();
      return Buffer.concat(chunks);
    },
  };
}
