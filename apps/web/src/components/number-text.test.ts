import { describe, expect, it } from 'vitest';
import { numberText, parseNumberText } from './number-text.ts';

describe('typed numbers', () => {
  it('reads empty as missing, numbers as numbers (comma or point) and anything else as not a number', () => {
    expect(parseNumberText('  ')).toBeNull();
    expect(parseNumberText('12')).toBe(12);
    expect(parseNumberText(' 3,114 ')).toBe(3.114);
    expect(parseNumberText('-0.5')).toBe(-0.5);
    expect(parseNumberText('1e3')).toBe(1000);
    expect(parseNumberText('12abc')).toBeNaN();
    expect(parseNumberText('0x10')).toBeNaN();
  });

  it('writes numbers back as text', () => {
    expect(numberText(550)).toBe('550');
    expect(numberText(null)).toBe('');
    expect(numberText(undefined)).toBe('');
  });
});
