import { moveConsumptionTechnology, nextCalculationSequence } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';

// The screen's order arithmetic (spec part 2 §4), kept in contracts; no vitest project covers
// packages/contracts, so it is tested here beside the API that stores its result.
const list = [
  { name: 'c', calculationSequence: 7 },
  { name: 'a', calculationSequence: 2 },
  { name: 'b', calculationSequence: 5 },
];
const summary = (entries: { name: string; calculationSequence: number }[]) =>
  entries.map((entry) => `${entry.name}${entry.calculationSequence}`);

describe('moveConsumptionTechnology', () => {
  it('swaps with the upper neighbour and renumbers from 0', () => {
    expect(summary(moveConsumptionTechnology(list, 1, 'up'))).toEqual(['b0', 'a1', 'c2']);
  });

  it('swaps with the lower neighbour and renumbers from 0', () => {
    expect(summary(moveConsumptionTechnology(list, 1, 'down'))).toEqual(['a0', 'c1', 'b2']);
  });

  it('leaves the order as it is at either end, without renumbering', () => {
    expect(summary(moveConsumptionTechnology(list, 0, 'up'))).toEqual(['a2', 'b5', 'c7']);
    expect(summary(moveConsumptionTechnology(list, 2, 'down'))).toEqual(['a2', 'b5', 'c7']);
  });

  it('does not change the list it was given', () => {
    moveConsumptionTechnology(list, 1, 'up');
    expect(summary(list)).toEqual(['c7', 'a2', 'b5']);
  });
});

describe('nextCalculationSequence', () => {
  it('gives the count plus 1', () => {
    expect(nextCalculationSequence([])).toBe(1);
    expect(nextCalculationSequence(moveConsumptionTechnology(list, 1, 'up'))).toBe(4);
  });

  it('goes past the highest number when removals left higher numbers than the count', () => {
    expect(nextCalculationSequence(list)).toBe(8);
    expect(nextCalculationSequence([{ calculationSequence: 2 }, { calculationSequence: 3 }])).toBe(4);
  });
});
