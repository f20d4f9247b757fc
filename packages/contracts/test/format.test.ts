import { afterEach, describe, expect, it } from 'vitest';
import {
  displayTimeZone,
  formatDate,
  formatDateTime,
  formatFileNameDate,
  formatFileNameDateTime,
  formatLimit,
  formatNumber,
  formatPayback,
  setDisplayTimeZone,
} from '../src/format.ts';
import { startOfDayIn, timeZoneName, wallClockDate } from '../src/time-zones.ts';

describe('dates, in UTC when no zone is given or set', () => {
  it('shows a calendar date as that day', () => {
    expect(formatDate('2025-06-30')).toBe('30/06/2025');
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
  });

  it('shows a moment as its UTC day and time, at the edges of a day, a month and a year', () => {
    expect(formatDateTime('2024-03-07T09:05:00.000Z')).toBe('07/03/2024 09:05');
    expect(formatDateTime('2024-12-31T23:59:59.999Z')).toBe('31/12/2024 23:59');
    expect(formatDateTime('2025-01-01T00:00:00.000Z')).toBe('01/01/2025 00:00');
    expect(formatDate(new Date(Date.UTC(2024, 0, 31, 23, 30)))).toBe('31/01/2024');
    expect(formatDate(new Date(Date.UTC(2024, 1, 1, 0, 30)))).toBe('01/02/2024');
  });

  it('reads a moment with an offset as the UTC moment it is', () => {
    expect(formatDateTime('2024-06-30T23:30:00-02:00')).toBe('01/07/2024 01:30');
    expect(formatDateTime('2024-07-01T01:30:00+02:00')).toBe('30/06/2024 23:30');
  });

  it('shows a dash for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatDateTime(new Date(Number.NaN))).toBe('-');
  });

  it('names a file by its moment so that names sort by time', () => {
    expect(formatFileNameDateTime(new Date(Date.UTC(2025, 2, 7, 14, 5)))).toBe('2025-03-07 1405');
    expect(formatFileNameDateTime(new Date(Date.UTC(2025, 11, 31, 0, 0)))).toBe('2025-12-31 0000');
    expect(formatFileNameDate(new Date(Date.UTC(2025, 11, 31, 23, 59)))).toBe('2025-12-31');
    expect(formatFileNameDate(new Date(Date.UTC(2026, 0, 1, 0, 0)))).toBe('2026-01-01');
  });
});

describe('dates in a time zone', () => {
  afterEach(() => setDisplayTimeZone('UTC'));

  it('reads a moment as the day and time it was in the zone', () => {
    expect(formatDateTime('2026-03-29T00:30:00Z', 'Europe/Oslo')).toBe('29/03/2026 01:30');
    expect(formatDateTime('2026-03-28T23:30:00Z', 'Europe/Oslo')).toBe('29/03/2026 00:30');
    expect(formatDate('2026-03-28T23:30:00Z', 'Europe/Oslo')).toBe('29/03/2026');
    expect(formatDate('2026-03-28T23:30:00Z', 'UTC')).toBe('28/03/2026');
    expect(formatDateTime(new Date(Date.UTC(2025, 0, 1, 3, 0)), 'America/New_York')).toBe('31/12/2024 22:00');
    expect(formatDateTime('2025-06-30T12:00:00Z', 'Pacific/Auckland')).toBe('01/07/2025 00:00');
  });

  it('follows summer time: the hour skipped in spring and the hour repeated in autumn', () => {
    // Oslo: 02:00 became 03:00 on 29 March 2026, and 03:00 becomes 02:00 again on 25 October.
    expect(formatDateTime('2026-03-29T00:59:00Z', 'Europe/Oslo')).toBe('29/03/2026 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z', 'Europe/Oslo')).toBe('29/03/2026 03:00');
    expect(formatDateTime('2026-10-25T00:30:00Z', 'Europe/Oslo')).toBe('25/10/2026 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z', 'Europe/Oslo')).toBe('25/10/2026 02:30');
    expect(formatDateTime('2026-07-01T12:00:00Z', 'Europe/Oslo')).toBe('01/07/2026 14:00');
  });

  it('keeps a calendar date as that day in any zone', () => {
    for (const zone of ['America/New_York', 'Pacific/Auckland', 'Europe/Oslo', 'UTC']) {
      expect(formatDate('2025-06-30', zone)).toBe('30/06/2025');
      expect(formatDate('2024-01-01', zone)).toBe('01/01/2024');
    }
  });

  it('names files by the day and time in the zone', () => {
    const lateEvening = new Date(Date.UTC(2025, 11, 31, 23, 30));
    expect(formatFileNameDate(lateEvening, 'Europe/Oslo')).toBe('2026-01-01');
    expect(formatFileNameDateTime(lateEvening, 'Europe/Oslo')).toBe('2026-01-01 0030');
    expect(formatFileNameDate(lateEvening, 'America/New_York')).toBe('2025-12-31');
    expect(formatFileNameDateTime(lateEvening, 'America/New_York')).toBe('2025-12-31 1830');
  });

  it('reads in the display zone once it is set, unless a call names its own', () => {
    expect(displayTimeZone()).toBe('UTC');
    setDisplayTimeZone('Europe/Oslo');
    expect(displayTimeZone()).toBe('Europe/Oslo');
    expect(formatDateTime('2026-03-29T00:30:00Z')).toBe('29/03/2026 01:30');
    expect(formatDateTime('2026-03-29T00:30:00Z', 'UTC')).toBe('29/03/2026 00:30');
    expect(formatDate('2025-06-30')).toBe('30/06/2025');
    setDisplayTimeZone('Mars/Olympus Mons');
    expect(displayTimeZone()).toBe('Europe/Oslo');
  });

  it('reads in UTC in a zone the runtime does not know', () => {
    expect(formatDateTime('2026-03-29T00:30:00Z', 'Mars/Olympus')).toBe('29/03/2026 00:30');
  });

  it('knows an IANA time zone by its name, in any case, and nothing else', () => {
    expect(timeZoneName('Europe/Oslo')).toBe('Europe/Oslo');
    expect(timeZoneName('europe/oslo')).toBe('Europe/Oslo');
    expect(timeZoneName('UTC')).toBe('UTC');
    expect(timeZoneName('utc')).toBe('UTC');
    expect(timeZoneName('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    for (const name of ['', 'Oslo', 'Mars/Olympus', '+01:00', '-05:00', 'Europe/Oslo '.repeat(10)]) {
      expect(timeZoneName(name), name).toBeNull();
    }
  });

  it('finds the moment a day begins in the zone, on the days the clocks change too', () => {
    const day = (text: string) => new Date(`${text}T00:00:00Z`);
    expect(startOfDayIn(day('2026-03-29'), 'Europe/Oslo').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayIn(day('2026-03-30'), 'Europe/Oslo').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDayIn(day('2026-10-26'), 'Europe/Oslo').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(startOfDayIn(day('2025-07-01'), 'America/New_York').toISOString()).toBe('2025-07-01T04:00:00.000Z');
    expect(startOfDayIn(day('2025-07-01'), 'UTC').toISOString()).toBe('2025-07-01T00:00:00.000Z');
    // Santiago moves its clocks on at midnight: 6 September 2026 begins at 01:00 there (UTC-3).
    expect(startOfDayIn(day('2026-09-06'), 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    // And back at midnight: 23:00 to 24:00 on 4 April 2026 comes twice, and 5 April begins after the second.
    expect(startOfDayIn(day('2026-04-05'), 'America/Santiago').toISOString()).toBe('2026-04-05T04:00:00.000Z');
  });

  it('gives a spreadsheet cell the wall-clock time of the zone', () => {
    const moment = new Date('2026-03-29T01:30:15.250Z');
    expect(wallClockDate(moment, 'Europe/Oslo').toISOString()).toBe('2026-03-29T03:30:15.250Z');
    expect(wallClockDate(moment, 'America/New_York').toISOString()).toBe('2026-03-28T21:30:15.250Z');
    expect(wallClockDate(moment, 'UTC').toISOString()).toBe(moment.toISOString());
    const early = new Date('0001-01-01T12:00:00.000Z');
    expect(wallClockDate(early, 'UTC').toISOString()).toBe(early.toISOString());
  });
});

describe('numbers', () => {
  it('shows 2 decimals with thousands separators by default', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(1000)).toBe('1,000.00');
    expect(formatNumber(0.5)).toBe('0.50');
  });

  it('shows as many decimals as asked, none for a whole number', () => {
    expect(formatNumber(1234.5678, 1)).toBe('1,234.6');
    expect(formatNumber(1234.5, 0)).toBe('1,235');
    expect(formatNumber(999_999.996, 2)).toBe('1,000,000.00');
  });

  it('shows negatives with a minus sign and zero without one', () => {
    expect(formatNumber(-1234.5)).toBe('-1,234.50');
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber(-0)).toBe('0.00');
    expect(formatNumber(-0.004)).toBe('0.00');
    expect(formatNumber(-0.4, 0)).toBe('0');
    expect(formatNumber(-0.006)).toBe('-0.01');
  });

  it('shows a dash when there is no number', () => {
    expect(formatNumber(null)).toBe('–');
    expect(formatNumber(undefined)).toBe('–');
    expect(formatNumber(Number.NaN)).toBe('–');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('–');
  });

  it('writes a limit with separators and only the decimals it has', () => {
    expect(formatLimit(1_000_000)).toBe('1,000,000');
    expect(formatLimit(312.5)).toBe('312.5');
    expect(formatLimit(0.125)).toBe('0.13');
    expect(formatLimit(-2500)).toBe('-2,500');
  });

  it('writes a payback in words where a number would mislead', () => {
    expect(formatPayback(3.456)).toBe('3.46');
    expect(formatPayback(0)).toBe('Immediate (no investment)');
    expect(formatPayback(null)).toBe('Does not pay back');
    expect(formatPayback(undefined)).toBe('–');
  });
});
