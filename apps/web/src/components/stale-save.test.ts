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
  const base = { name: 'A', note: 'n', status: '6', rates: [{ price: 1 }, { price: 2 }], tags: ['x'] };

  it('takes the saved value where nothing was typed and keeps the typed one where only it changed', () => {
    const mine = { ...base, name: 'Mine' };
    const saved = { ...base, note: 'theirs', rates: [{ price: 1 }, { price: 5 }] };
    expect(mergeValues(mine, base, saved)).toEqual({
      values: { ...base, name: 'Mine', note: 'theirs', rates: [{ price: 1 }, { price: 5 }] },
      conflicts: [],
    });
  });

  it('keeps the typed value where both changed, and names the field (a list row by its index)', () => {
    const mine = { ...base, name: 'Mine', rates: [{ price: 1 }, { price: 3 }], tags: ['x', 'y'] };
    const saved = { ...base, name: 'Theirs', rates: [{ price: 9 }, { price: 4 }], tags: [] };
    expect(mergeValues(mine, base, saved)).toEqual({
      values: { ...base, name: 'Mine', rates: [{ price: 9 }, { price: 3 }], tags: ['x', 'y'] },
      conflicts: ['name', 'rates.1.price', 'tags'],
    });
  });

  it('finds nothing to choose where both typed the same', () => {
    const mine = { ...base, name: 'Same' };
    expect(mergeValues(mine, base, { ...base, name: 'Same' })).toEqual({ values: mine, conflicts: [] });
  });
});
