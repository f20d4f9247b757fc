import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatFileNameDate,
  formatFileNameDateTime,
  formatLimit,
  formatNumber,
  formatPayback,
} from '../src/format.ts';

describe('dates, in UTC', () => {
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
