// The one way dates and numbers are written for people: the screens, the Word export, the data
// export and the questionnaire sheet all use these functions.
//
// Time zone: UTC, everywhere. The server writing a Word document or a spreadsheet cannot know its
// reader's zone, and the same moment must read the same on screen, in the document and in the
// spreadsheet (whose date cells have no zone: exceljs writes and reads them as UTC). A calendar date
// (YYYY-MM-DD) is that day in any zone.
//
// The formatters are made on first use: a page that imports one function carries no other.

type DateInput = Date | string | null | undefined;

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** Day, month, year, hour and minute of a moment in UTC, each padded; null when there is no valid date. */
function partsOf(value: DateInput) {
  if (value === null || value === undefined || value === '') return null;
  // 'YYYY-MM-DD' parses as midnight UTC: that day.
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  dateTimeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const part of dateTimeFormat.formatToParts(date)) parts[part.type] = part.value;
  return parts as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
}

/** A date as DD/MM/YYYY (spec), or '-' when there is none. */
export function formatDate(value: DateInput): string {
  const p = partsOf(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '-';
}

/** A moment as DD/MM/YYYY HH:mm (spec), or '-' when there is none. */
export function formatDateTime(value: DateInput): string {
  const p = partsOf(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '-';
}

/** A day as YYYY-MM-DD, for file names: they sort by date. */
export function formatFileNameDate(value: Date): string {
  const p = partsOf(value);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** A moment as YYYY-MM-DD HHmm, for file names: they sort by time and hold no ':'. */
export function formatFileNameDateTime(value: Date): string {
  const p = partsOf(value);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}${p.minute}` : '';
}

const numberFormats: Intl.NumberFormat[] = [];

/**
 * A number with thousands separators and exactly `decimals` decimals ('1,234.50'; 0 decimals for a
 * whole number: '1,235'). Result numbers are shown with 2 (spec part 2 §9). '–' when there is none;
 * a value that rounds to zero shows no minus sign.
 */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  let format = numberFormats[decimals];
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats[decimals] = format;
  }
  const shown = format.format(value);
  return /^-0(\.0+)?$/.test(shown) ? shown.slice(1) : shown;
}

/** What a payback of 0 years means: the technology costs nothing to put in. */
export const immediatePayback = 'Immediate (no investment)';
/** A payback that never comes: the yearly saving does not exceed the yearly cost. */
export const noPayback = 'Does not pay back';

/**
 * A payback time in years, in words where a number would mislead: 0 years is only reached without
 * investment ('Immediate (no investment)'), null means the saving never exceeds the yearly cost ('Does
 * not pay back'). '–' when there are no figures at all (undefined).
 */
export function formatPayback(years: number | null | undefined): string {
  if (years === undefined) return '–';
  if (years === null) return noPayback;
  return years === 0 ? immediatePayback : formatNumber(years);
}

let limitFormat: Intl.NumberFormat | undefined;

/** A limit in a message: thousands separators, no decimals it does not have ('1,000,000', '312.5'). */
export function formatLimit(value: number): string {
  limitFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return limitFormat.format(value);
}

/** Sizes as the spec writes them: B, kB, MB, GB or TB (1024-based, at most one decimal). */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} ${units[unit]}`;
}
