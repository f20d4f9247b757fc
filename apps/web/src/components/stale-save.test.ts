import { changedBy, reportMessages, shipOwnerActor } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { staleSaveMessage } from './stale-save.tsx';
import { mergeValues } from './stale-save-merge.ts';

describe('staleSaveMessage', () => {
  it("knows the contracts' stale-save 409 from other refusals", () => {
    const text = changedBy('Grace Hopper', '2024-05-02T09:30:00.000Z');
    expect(staleSaveMessage(new ApiError(409, { error: text }))).toBe(text);
    const byShipOwner = changedBy(shipOwnerActor, new Date());
    expect(staleSaveMessage(new ApiError(409, { error: byShipOwner }))).toBe(byShipOwner);
    expect(staleSaveMessage(new ApiError(409, { error: reportMessages.reportLocked }))).toBeUndefined();
    expect(staleSaveMessage(new ApiError(400, { error: text }))).toBeUndefined();
  });
});

describe('mergeValues', () => {
  const rate = (id: number, price: number) => ({ id, price });
  const base = { name: 'A', note: 'n', status: '6', rates: [rate(1, 1), rate(2, 2)], tags: [1] };

  it('takes the saved value where nothing was typed and keeps the typed one where only it changed', () => {
    const mine = { ...base, name: 'Mine' };
    const saved = { ...base, note: 'theirs', rates: [rate(1, 1), rate(2, 5)] };
    expect(mergeValues(mine, base, saved)).toEqual({
      values: { ...base, name: 'Mine', note: 'theirs', rates: [rate(1, 1), rate(2, 5)] },
      conflicts: [],
    });
  });

  it('keeps the typed value where both changed, and names the field (a row’s by its index)', () => {
    const mine = { ...base, name: 'Mine', rates: [rate(1, 1), rate(2, 3)], tags: [1, 2] };
    const saved = { ...base, name: 'Theirs', rates: [rate(1, 9), rate(2, 4)], tags: [3, 1] };
    expect(mergeValues(mine, base, saved)).toEqual({
      values: { ...base, name: 'Mine', rates: [rate(1, 9), rate(2, 3)], tags: [1, 2] },
      conflicts: ['name', 'rates.1.price', 'tags'],
    });
  });

  it('never mixes two picks or files: another one is one value', () => {
    const file = (id: number, name: string) => ({ id, name });
    const start = { icon: file(1, 'a.png'), type: { id: 1 } };
    const mine = { icon: file(5, 'a.png'), type: { id: 2 } };
    const saved = { icon: file(6, 'b.png'), type: { id: 1 } };
    expect(mergeValues(mine, start, saved)).toEqual({ values: mine, conflicts: ['icon'] });
  });

  it('finds nothing to choose where both typed the same', () => {
    const mine = { ...base, name: 'Same' };
    expect(mergeValues(mine, base, { ...base, name: 'Same' })).toEqual({ values: mine, conflicts: [] });
  });
});
