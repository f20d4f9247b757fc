import { describe, expect, it } from 'vitest';
import { holdsValues, sameIds, sameIdsInOrder } from './unchanged.ts';

describe('holdsValues', () => {
  const row = {
    name: 'Nordic Bulk',
    note: null,
    savings: 2.5,
    on: new Date('2026-11-28T10:00:00Z'),
    notes: { a: 'x', b: 'y' },
  };

  it('holds the same values, dates by their time and objects whatever their key order', () => {
    expect(
      holdsValues(row, { name: 'Nordic Bulk', note: null, savings: 2.5, on: new Date('2026-11-28T10:00:00Z') }),
    ).toBe(true);
    expect(holdsValues(row, { notes: { b: 'y', a: 'x' } })).toBe(true);
  });

  it('does not write what is undefined', () => {
    expect(holdsValues(row, { name: undefined, note: null })).toBe(true);
  });

  it('tells any difference, however small, and an empty text from nothing', () => {
    expect(holdsValues(row, { name: 'Nordic Bulk ' })).toBe(false);
    expect(holdsValues(row, { note: '' })).toBe(false);
    expect(holdsValues(row, { savings: 2.5000001 })).toBe(false);
    expect(holdsValues(row, { on: new Date('2026-11-28T10:00:01Z') })).toBe(false);
    expect(holdsValues(row, { notes: { a: 'x' } })).toBe(false);
    expect(holdsValues(row, { missing: 1 })).toBe(false);
  });
});

describe('sameIdsInOrder', () => {
  it('compares in order', () => {
    expect(sameIdsInOrder([1, 2], [1, 2])).toBe(true);
    expect(sameIdsInOrder([1, 2], [2, 1])).toBe(false);
    expect(sameIdsInOrder([1, 2], [1, 2, 3])).toBe(false);
  });
});

describe('sameIds', () => {
  it('compares as sets', () => {
    expect(sameIds([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(sameIds([], [])).toBe(true);
    expect(sameIds([1, 2], [1, 2, 3])).toBe(false);
    expect(sameIds([1, 2], [1, 3])).toBe(false);
  });
});
