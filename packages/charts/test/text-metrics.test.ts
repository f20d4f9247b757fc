import { describe, expect, it } from 'vitest';
import { textWidth } from '../src/text-metrics.ts';

describe('textWidth', () => {
  it("sums Liberation Sans' advance widths", () => {
    // H 722 + i 222 = 944 thousandths of an em; at 10 px: 9.44 px.
    expect(textWidth('Hi', 10)).toBeCloseTo(9.44, 10);
  });

  it('uses the bold widths for bold text', () => {
    // H 722 + i 278 in bold.
    expect(textWidth('Hi', 10, true)).toBeCloseTo(10, 10);
  });

  it('counts other characters as a digit', () => {
    expect(textWidth('Ø', 10)).toBeCloseTo(5.56, 10);
  });
});
