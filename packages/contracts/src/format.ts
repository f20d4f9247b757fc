// The one way dates and numbers are written for people: the screens, the Word export, the data
// export and the questionnaire sheet all use these functions.
//
// Time zone: the company's (its profile's `timeZone`, an IANA name; UTC until an admin sets one). A
// moment (a Date or an ISO timestamp) reads as the day and time it was in that zone; a calendar date
// (YYYY-MM-DD) is that day in any zone. Each date function takes the zone as its last argument:
// - the server passes it on every call, read from the profile when the document or export is written
//   (two exports may run at once, and a profile saved in between reaches the next one); lint refuses a
//   call without it in apps/api (lint-rules/dates-in-company-time-zone.grit);
// - the web, which serves one company, leaves it out: the display zone, set once the profile has
//   loaded (`setDisplayTimeZone`), UTC before.
// What the server alone reckons with zones (a spreadsheet cell's wall-clock time, the moment a day
// begins, a zone's name as the runtime spells it) is in time-zones.ts, out of the pages' first load.
//
// The formatters are made on first use, one per zone: a page that imports one function carries no other.

type DateInput = Date | string | null | undefined;

/** What the date functions read in when they are given no zone: the web's; the server never sets it. */
let displayZone = 'UTC';

/** Formatters by zone; only zones that exist get one. */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a zone, made on first use; null when `timeZone` names no zone. */
function dateTimeFormatOf(timeZone: string): Intl.DateTimeFormat | null {
  let format = dateTimeFormats.get(timeZone);
  if (format) return format;
  // An offset such as '+01:00' is no IANA name, though newer runtimes accept it.
  if (timeZone.length > 64 || /^[+-]/.test(timeZone)) return null;
  try {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  } catch (err) {
    if (err instanceof RangeError) return null;
    throw err;
  }
  dateTimeFormats.set(timeZone, format);
  return format;
}

/** Whether the runtime knows `name` as a time zone: an IANA name, in any case ('europe/oslo'). */
export function isTimeZone(name: string): boolean {
  return dateTimeFormatOf(name) !== null;
}

/** Sets the zone the web shows dates in (the company's, once its profile has loaded); a name that is no zone is ignored. */
export function setDisplayTimeZone(timeZone: string): void {
  if (dateTimeFormatOf(timeZone)) displayZone = timeZone;
}

/** The zone the web shows dates in. */
export function displayTimeZone(): string {
  return displayZone;
}

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

type Parts = Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;

/**
 * Day, month, year, hour and minute of a moment in `timeZone` (UTC for a zone the runtime does not
 * know), each padded; null when there is no valid date. What the formatters write, and what
 * time-zones.ts reckons with.
 */
export function partsOf(value: DateInput, timeZone: string): Parts | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // 'YYYY-MM-DD' parses as midnight UTC: read in UTC, it is that day.
  const zone = typeof value === 'string' && calendarDate.test(value) ? 'UTC' : timeZone;
  const format = dateTimeFormatOf(zone) ?? (dateTimeFormatOf('UTC') as Intl.DateTimeFormat);
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts as Parts;
}

/** A date as DD/MM/YYYY (spec) in `timeZone`, or '-' when there is none. */
export function formatDate(value: DateInput, timeZone = displayZone): string {
  const p = partsOf(value, timeZone);
  return p ? `${p.day}/${p.month}/${p.year}` : '-';
}

/** A moment as DD/MM/YYYY HH:mm (spec) in `timeZone`, or '-' when there is none. */
export function formatDateTime(value: DateInput, timeZone = displayZone): string {
  const p = partsOf(value, timeZone);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '-';
}

/** A day as YYYY-MM-DD in `timeZone`, for file names: they sort by date. */
export function formatFileNameDate(value: Date, timeZone = displayZone): string {
  const p = partsOf(value, timeZone);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** A moment as YYYY-MM-DD HHmm in `timeZone`, for file names: they sort by time and hold no ':'. */
export function formatFileNameDateTime(value: Date, timeZone = displayZone): string {
  const p = partsOf(value, timeZone);
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
