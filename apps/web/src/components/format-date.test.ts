import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

describe('formatDate', () => {
  it('shows a calendar date as that day, whatever the time zone', () => {
    expect(formatDate('2025-06-30')).toBe('30/06/2025');
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
  });

  it('shows a moment in local time, and a dash for nothing or nonsense', () => {
    const moment = new Date(2024, 2, 7, 9, 5).toISOString();
    expect(formatDate(moment)).toBe('07/03/2024');
    expect(formatDateTime(moment)).toBe('07/03/2024 09:05');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
  });
});
