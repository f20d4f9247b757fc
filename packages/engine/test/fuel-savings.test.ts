import { describe, expect, it } from 'vitest';
import { aggregateConsumptionRows, computeFuelSavings, stepSaving } from '../src/index.ts';
import { AUX, HFO, ME, MGO, tech } from './builders.ts';

describe('aggregateConsumptionRows', () => {
  it('sums rows with the same (category, type) and keeps first-appearance order', () => {
    const rows = aggregateConsumptionRows([
      { consumptionCategory: AUX, consumptionType: MGO, annualConsumptionInMt: 10 },
      { consumptionCategory: ME, consumptionType: HFO, annualConsumptionInMt: 100 },
      { consumptionCategory: AUX, consumptionType: MGO, annualConsumptionInMt: 5 },
      { consumptionCategory: ME, consumptionType: MGO, annualConsumptionInMt: 1 },
    ]);
    expect(rows.map((r) => [r.consumptionCategory.id, r.consumptionType.id, r.annualConsumptionInMt])).toEqual([
      [AUX.id, MGO.id, 15],
      [ME.id, HFO.id, 100],
      [ME.id, MGO.id, 1],
    ]);
  });

  it('does not modify the input rows', () => {
    const first = { consumptionCategory: ME, consumptionType: HFO, annualConsumptionInMt: 1 };
    aggregateConsumptionRows([first, { ...first }]);
    expect(first.annualConsumptionInMt).toBe(1);
  });
});

describe('stepSaving', () => {
  it('takes the percentage of what is left', () => {
    expect(stepSaving(tech(1, 'T', { savingsPct: 8 }), ME, HFO, 950)).toBeCloseTo(76, 12);
  });

  it('takes the fixed MT saving, capped at what is left', () => {
    const t = tech(1, 'T', { fixedSavings: [{ consumptionCategory: ME, consumptionType: HFO, fixedSavingsInMt: 80 }] });
    expect(stepSaving(t, ME, HFO, 100)).toBe(80);
    expect(stepSaving(t, ME, HFO, 70)).toBe(70);
    expect(stepSaving(t, ME, HFO, 0)).toBe(0);
  });

  it('ignores the percentage of a technology that has a fixed saving', () => {
    const t = tech(1, 'T', {
      savingsPct: 50,
      fixedSavings: [{ consumptionCategory: ME, consumptionType: HFO, fixedSavingsInMt: 10 }],
    });
    expect(stepSaving(t, ME, HFO, 100)).toBe(10);
  });

  it('never saves more than what is left, nor less than 0', () => {
    expect(stepSaving(tech(1, 'T', { savingsPct: 150 }), ME, HFO, 40)).toBe(40);
    expect(stepSaving(tech(1, 'T', { savingsPct: -5 }), ME, HFO, 40)).toBe(0);
  });
});

describe('computeFuelSavings', () => {
  const rows = [{ consumptionCategory: ME, consumptionType: HFO, annualConsumptionInMt: 1000 }];

  it('compounds technologies on the same consumer: 5 % then 8 % is 12.6 %, not 13 %', () => {
    const cells = computeFuelSavings(rows, [tech(1, 'A', { savingsPct: 5 }), tech(2, 'B', { savingsPct: 8 })], []);
    const total = cells.reduce((s, c) => s + c.savingsInMt, 0);
    expect(total).toBeCloseTo(126, 10);
    expect(total).not.toBeCloseTo(130, 5);
  });

  it('gives the first technology in the order the larger share', () => {
    const a = tech(1, 'A', { savingsPct: 50 });
    const b = tech(2, 'B', { savingsPct: 50 });
    const orders = [
      {
        consumptionCategory: ME,
        technologies: [
          { technology: b.technology, calculationSequence: 0 },
          { technology: a.technology, calculationSequence: 1 },
        ],
      },
    ];
    const cells = computeFuelSavings(rows, [a, b], orders);
    expect(cells.map((c) => [c.technology.technology.name, c.savingsInMt])).toEqual([
      ['B', 500],
      ['A', 250],
    ]);
  });

  it('leaves rows of other categories untouched', () => {
    const cells = computeFuelSavings(
      [...rows, { consumptionCategory: AUX, consumptionType: MGO, annualConsumptionInMt: 50 }],
      [tech(1, 'A', { savingsPct: 10, consumptionCategories: [AUX] })],
      [],
    );
    expect(cells).toHaveLength(1);
    expect(cells[0]?.consumptionCategory).toEqual(AUX);
    expect(cells[0]?.savingsInMt).toBeCloseTo(5, 12);
  });

  it('keeps the sum of savings within the consumption whatever the stack', () => {
    const stack = [1, 2, 3, 4, 5].map((i) => tech(i, `T${i}`, { savingsPct: 40 }));
    const total = computeFuelSavings(rows, stack, []).reduce((s, c) => s + c.savingsInMt, 0);
    expect(total).toBeCloseTo(1000 * (1 - 0.6 ** 5), 9);
    expect(total).toBeLessThan(1000);
  });
});
