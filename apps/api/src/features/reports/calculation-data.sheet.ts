import { type CalculationDataExtract, type CalcValueKey, calcValueKeys } from '@backoffice/contracts';
import ExcelJS from 'exceljs';

/** The values a calculation file may hold, by their defined name and their label in column A. */
export const calculationDataKeys = calcValueKeys;
type Key = CalcValueKey;

/** The file is not an xlsx workbook that can be opened. */
export class UnreadableWorkbook extends Error {}

/** Names and labels match ignoring case and white space, as Excel's names ignore case. */
const keyOf = (text: string) => text.replace(/\s+/g, '').toLowerCase();
const keysByNormal = new Map<string, Key>(calculationDataKeys.map((key) => [keyOf(key), key]));

/** A cell's number: a number, a formula's cached number, a date excluded, or text that is one number. */
function numberOf(value: ExcelJS.CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim().replace(/%$/, '').trim();
    if (!/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text)) return null;
    return Number(text);
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    if ('result' in value) return numberOf((value.result ?? null) as ExcelJS.CellValue);
    if ('richText' in value) return numberOf(value.richText.map((part) => part.text).join(''));
  }
  return null;
}

function textOf(value: ExcelJS.CellValue): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'richText' in value) return value.richText.map((p) => p.text).join('');
  return '';
}

/** `'Sheet 1'!$B$2` → the sheet's name and the cell address (a range answers its first cell). */
function parseRange(range: string): { sheet: string; address: string } | null {
  const match = /^(?:'((?:[^']|'')+)'|([^!]+))!\$?([A-Z]+)\$?(\d+)/i.exec(range);
  if (!match) return null;
  return { sheet: (match[1] ?? match[2]!).replace(/''/g, "'"), address: `${match[3]}${match[4]}` };
}

function fromDefinedNames(workbook: ExcelJS.Workbook, found: Partial<Record<Key, number>>) {
  for (const { name, ranges } of workbook.definedNames.model as { name: string; ranges: string[] }[]) {
    const key = keysByNormal.get(keyOf(name));
    if (!key || found[key] !== undefined) continue;
    const at = ranges[0] ? parseRange(ranges[0]) : null;
    const value = at ? numberOf(workbook.getWorksheet(at.sheet)?.getCell(at.address).value ?? null) : null;
    if (value !== null) found[key] = value;
  }
}

function fromLabels(workbook: ExcelJS.Workbook, found: Partial<Record<Key, number>>) {
  for (const sheet of workbook.worksheets) {
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const key = keysByNormal.get(keyOf(textOf(row.getCell(1).value)));
      if (!key || found[key] !== undefined) return;
      const value = numberOf(row.getCell(2).value);
      if (value !== null) found[key] = value;
    });
  }
}

/**
 * The calculation values of an xlsx workbook: each from the workbook's defined name of that key,
 * else from the first row of any sheet whose column A holds the key and column B a number. A value
 * found nowhere is null.
 */
export async function readCalculationData(content: Buffer): Promise<CalculationDataExtract> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch (err) {
    throw new UnreadableWorkbook('not an xlsx workbook', { cause: err });
  }
  const found: Partial<Record<Key, number>> = {};
  fromDefinedNames(workbook, found);
  fromLabels(workbook, found);
  return Object.fromEntries(calculationDataKeys.map((key) => [key, found[key] ?? null])) as CalculationDataExtract;
}
