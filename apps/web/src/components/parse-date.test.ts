import { formatDate } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { parseDayMonthYear } from './parse-date.ts';

describe('parseDayMonthYear', () => {
  it('reads a typed DD/MM/YYYY back as YYYY-MM-DD, only when the day is real', () => {
    expect(parseDayMonthYear(' 7/3/2024 ')).toBe('2024-03-07');
    expect(parseDayMonthYear('29/02/2024')).toBe('2024-02-29');
    expect(parseDayMonthYear('29/02/2023')).toBeNull();
    expect(parseDayMonthYear('31/04/2024')).toBeNull();
    expect(parseDayMonthYear('2024-03-07')).toBeNull();
  });

  it('reads what formatDate shows as the same day', () => {
    expect(formatDate(parseDayMonthYear('01/01/2025'))).toBe('01/01/2025');
    expect(formatDate(parseDayMonthYear('31/12/2024'))).toBe('31/12/2024');
  });
});
