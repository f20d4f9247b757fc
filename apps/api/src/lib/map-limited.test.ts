import { describe, expect, it } from 'vitest';
import { mapLimited } from './map-limited.ts';

describe('mapLimited', () => {
  it('answers in the items order, running at most `limit` at a time', async () => {
    let running = 0;
    let most = 0;
    const answers = await mapLimited([30, 10, 20, 0, 5], 2, async (ms) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return ms * 2;
    });
    expect(answers).toEqual([60, 20, 40, 0, 10]);
    expect(most).toBe(2);
    expect(await mapLimited([], 4, async () => 1)).toEqual([]);
  });
});
