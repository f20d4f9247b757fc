import { formatDate, formatDateTime, type QuestionnaireKind, questionnaireKinds } from '@backoffice/contracts';
import ExcelJS from 'exceljs';
import { firstSheetRows, UnreadableWorkbook } from '../../lib/import-workbook.ts';
import { startsLikeFormula, withQuotePrefix } from '../../lib/xlsx-quote-prefix.ts';
import type { ItemContent, SectionContent } from './questionnaires.queries.ts';

/**
 * The questionnaire xlsx format (docs/decisions/0008-xlsx-imports.md), read by the import and written by the
 * template download and the export: one sheet, a header row with these columns, then one row per
 * item in order. A new section starts where the Section cell changes; a row with only a Section
 * is a section without items.
 */
export const sheetColumns = ['Section', 'Request', 'Example', 'Value', 'Hide', 'Mapped to'] as const;
type Column = 'section' | 'request' | 'example' | 'value' | 'hide' | 'mappedTo';
const columnKeys: Record<string, Column> = {
  section: 'section',
  request: 'request',
  example: 'example',
  value: 'value',
  hide: 'hide',
  mappedto: 'mappedTo',
};

const sheetLimits = { section: 300, request: 2_000, example: 2_000, value: 10_000 } as const;
const maxMessages = 20;

/** The file is no xlsx workbook, or its sheet has no Section and Request header. */
export class UnreadableQuestionnaireSheet extends Error {}

/** Rows the import cannot take, each as 'Row N: …'. */
export class QuestionnaireSheetErrors extends Error {
  constructor(readonly messages: string[]) {
    super(messages[0]);
  }
}

/** Header cells match ignoring case and spaces: 'Mapped to', 'mappedto', 'MAPPED  TO'. */
const headerKey = (text: string) => text.replace(/\s+/g, '').toLowerCase();
const trueWords = new Set(['yes', 'true', '1', 'x']);
const kindsByKey = new Map(questionnaireKinds.map((kind) => [kind.toLowerCase(), kind]));

/**
 * A date cell as the screens show dates: DD/MM/YYYY, with HH:mm when it has a time of day. A cell has
 * no zone: exceljs reads its date and time as UTC, so read in UTC it is the day and time it shows.
 */
function dateText(date: Date): string {
  const moment = formatDateTime(date, 'UTC');
  return moment.endsWith(' 00:00') ? formatDate(date, 'UTC') : moment;
}

/** What a cell shows as text, whatever Excel or LibreOffice stored: text, number, date, formula result… */
export function cellValueText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellValueText((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return ''; // error values
}

function rowTexts(row: ExcelJS.Row, columns: Partial<Record<Column, number>>): Record<Column, string> {
  const text = (column: Column) => {
    const index = columns[column];
    return index ? cellValueText(row.getCell(index).value).trim() : '';
  };
  return {
    section: text('section'),
    request: text('request'),
    example: text('example'),
    value: text('value'),
    hide: text('hide'),
    mappedTo: text('mappedTo'),
  };
}

/** Checks one filled row's texts; answers its problems ('Row N: …'). */
function rowProblems(rowNumber: number, texts: Record<Column, string>, hasSection: boolean): string[] {
  const problems: string[] = [];
  const tooLong = (column: keyof typeof sheetLimits, label: string) => {
    if (texts[column].length > sheetLimits[column]) {
      problems.push(`Row ${rowNumber}: ${label} longer than ${sheetLimits[column]} characters`);
    }
  };
  if (!texts.section && !hasSection) problems.push(`Row ${rowNumber}: Section missing`);
  tooLong('section', 'Section');
  tooLong('request', 'Request');
  tooLong('example', 'Example');
  tooLong('value', 'Value');
  if (!texts.request && (texts.example || texts.value || texts.mappedTo)) {
    problems.push(`Row ${rowNumber}: Request missing`);
  }
  if (texts.mappedTo && !kindsByKey.has(texts.mappedTo.toLowerCase())) {
    problems.push(`Row ${rowNumber}: unknown Mapped to "${texts.mappedTo}"`);
  }
  return problems;
}

/**
 * Reads a questionnaire from an xlsx: its first sheet, the first filled row as header (Section
 * and Request required; Example, Value, Hide, Mapped to optional; any case and spacing), then the
 * rows in order. An empty Section cell continues the section above. Hide is yes/true/1/x (any
 * case). Mapped to is a kind key (any case) or empty; a kind may be used once. Throws
 * UnreadableQuestionnaireSheet or QuestionnaireSheetErrors.
 */
export async function readQuestionnaireSheet(content: Buffer): Promise<SectionContent[]> {
  const columns: Partial<Record<Column, number>> = {};
  let headerFound = false;
  const sections: SectionContent[] = [];
  const problems: string[] = [];
  const kindRows = new Map<QuestionnaireKind, number>();

  const takeRow = (row: ExcelJS.Row) => {
    if (!headerFound) {
      headerFound = true;
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        const key = columnKeys[headerKey(cellValueText(cell.value))];
        if (key && !columns[key]) columns[key] = column;
      });
      return;
    }
    if (!columns.section || !columns.request) return;
    const texts = rowTexts(row, columns);
    if (!texts.section && !texts.request && !texts.example && !texts.value && !texts.mappedTo) return;
    const current = sections.at(-1);
    const rowIssues = rowProblems(row.number, texts, current !== undefined);
    const kind = texts.mappedTo ? kindsByKey.get(texts.mappedTo.toLowerCase()) : undefined;
    if (kind && kindRows.has(kind)) {
      rowIssues.push(`Row ${row.number}: Mapped to "${kind}" already used in row ${kindRows.get(kind)}`);
    } else if (kind) kindRows.set(kind, row.number);
    problems.push(...rowIssues);
    if (rowIssues.length > 0) return;

    let section = current!;
    if (texts.section && texts.section !== current?.title) {
      section = { title: texts.section, items: [] };
      sections.push(section);
    }
    if (!texts.request) return;
    const item: ItemContent = {
      title: texts.request,
      valueExample: texts.example || null,
      value: texts.value || null,
      hide: trueWords.has(texts.hide.toLowerCase()),
      mappedTo: kind ?? null,
    };
    section.items.push(item);
  };

  try {
    for await (const row of firstSheetRows(content)) {
      takeRow(row);
    }
  } catch (err) {
    if (err instanceof UnreadableWorkbook) throw new UnreadableQuestionnaireSheet(err.message, { cause: err });
    throw err;
  }
  if (!columns.section || !columns.request) throw new UnreadableQuestionnaireSheet('no Section and Request header');
  if (problems.length > maxMessages) {
    const more = problems.length - maxMessages;
    throw new QuestionnaireSheetErrors([...problems.slice(0, maxMessages), `… and ${more} more`]);
  }
  if (problems.length > 0) throw new QuestionnaireSheetErrors(problems);
  return sections;
}

/**
 * Writes sections and items in the import format; every cell is text, so Excel keeps values as they are
 * (text beginning like a formula carries the quote prefix).
 */
export async function writeQuestionnaireSheet(sections: readonly SectionContent[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Back Office';
  const sheet = workbook.addWorksheet('Questionnaire', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: sheetColumns[0], width: 28 },
    { header: sheetColumns[1], width: 60 },
    { header: sheetColumns[2], width: 40 },
    { header: sheetColumns[3], width: 40 },
    { header: sheetColumns[4], width: 8 },
    { header: sheetColumns[5], width: 28 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const section of sections) {
    if (section.items.length === 0) sheet.addRow([section.title]);
    for (const item of section.items) {
      sheet.addRow([
        section.title,
        item.title,
        item.valueExample ?? null,
        item.value ?? null,
        item.hide ? 'yes' : 'no',
        item.mappedTo ?? null,
      ]);
    }
  }
  for (const column of [2, 3, 4]) sheet.getColumn(column).alignment = { wrapText: true, vertical: 'top' };
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (startsLikeFormula(cell.value)) cell.style = withQuotePrefix(cell.style);
    }),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
