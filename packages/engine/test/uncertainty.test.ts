import { describe, expect, it } from 'vitest';
import { atRangeEnd, calculateReportResults } from '../src/index.ts';
import { AUX, HFO, input, ME, MGO, tech } from './builders.ts';

describe('atRangeEnd', () => {
  it('moves a savings % by the CI relatively: 5 % with CI 30 is 3.5 – 6.5 %', () => {
    const t = tech(1, 'T', { savingsPct: 5, confidenceInterval: 30 });
    expect(atRangeEnd(t, 'low').savingsPct).toBeCloseTo(3.5, 12);
    expect(atRangeEnd(t, 'high').savingsPct).toBeCloseTo(6.5, 12);
  });

  it('never goes below 0', () => {
    expect(atRangeEnd(tech(1, 'T', { savingsPct: 2, confidenceInterval: 150 }), 'low').savingsPct).toBe(0);
  });

  it('never takes a savings % above 100', () => {
    const t = tech(1, 'T', { savingsPct: 80, confidenceInterval: 50 });
    expect(atRangeEnd(t, 'high').savingsPct).toBe(100);
    expect(atRangeEnd(t, 'low').savingsPct).toBeCloseTo(40, 12);
  });

  it('reads the catalogue’s CI of 25 – 50 as relative, so the range stays near the saving', () => {
    // Read as percentage points, 5 % with CI 50 would have been −45 – 55 %.
    const t = tech(1, 'T', { savingsPct: 5, confidenceInterval: 50 });
    expect(atRangeEnd(t, 'low').savingsPct).toBeCloseTo(2.5, 12);
    expect(atRangeEnd(t, 'high').savingsPct).toBeCloseTo(7.5, 12);
  });

  it('moves fixed MT savings by the CI relatively', () => {
    const t = tech(1, 'T', {
      fixedSavings: [{ consumptionCategory: AUX, consumptionType: MGO, fixedSavingsInMt: 30 }],
      confidenceInterval: 10,
    });
    expect(atRangeEnd(t, 'low').fixedSavings?.[0]?.fixedSavingsInMt).toBeCloseTo(27, 12);
    expect(atRangeEnd(t, 'high').fixedSavings?.[0]?.fixedSavingsInMt).toBeCloseTo(33, 12);
  });

  it('keeps the value when there is no CI', () => {
    expect(atRangeEnd(tech(1, 'T', { savingsPct: 5 }), 'high').savingsPct).toBe(5);
  });
});

describe('savingsRange in the results', () => {
  const rows = [{ consumptionCategory: ME, consumptionType: HFO, annualConsumptionInMt: 1000 }];

  it('a fixed saving brought to 0 at the low end does not act by its savings %', () => {
    // The form keeps savings % at 0 for fixed savings; an input that still carries one must not
    // start acting on the whole category when its fixed value is brought down to 0.
    const fixed = tech(1, 'Fixed', {
      savingsPct: 50,
      fixedSavings: [{ consumptionCategory: ME, consumptionType: HFO, fixedSavingsInMt: 40 }],
      confidenceInterval: 150,
    });
    const r = calculateReportResults(input({ consumptionRows: rows, includedTechnologies: [fixed] }));
    if (!r.canCalculate) throw new Error('expected results');
    expect(r.calcTechnologiesSavings.totalFuelSavings).toBe(40);
    expect(r.savingsRange.low).toEqual({ totalFuelSavings: 0, totalCo2ReductionInMt: 0, totalCo2ReductionInPct: 0 });
    expect(r.savingsRange.high.totalFuelSavings).toBeCloseTo(100, 12);
  });

  it('equals the nominal totals when no technology has a CI', () => {
    const r = calculateReportResults(
      input({
        consumptionRows: rows,
        includedTechnologies: [tech(1, 'A', { savingsPct: 5 }), tech(2, 'B', { savingsPct: 8 })],
      }),
    );
    if (!r.canCalculate) throw new Error('expected results');
    const { totalFuelSavings, totalCo2ReductionInMt, totalCo2ReductionInPct } = r.calcTechnologiesSavings;
    const nominal = { totalFuelSavings, totalCo2ReductionInMt, totalCo2ReductionInPct };
    expect(r.savingsRange).toEqual({ low: nominal, high: nominal });
  });

  it('caps the high end at the fuel burnt', () => {
    const r = calculateReportResults(
      input({
        consumptionRows: rows,
        includedTechnologies: [tech(1, 'A', { savingsPct: 95, confidenceInterval: 20 })],
      }),
    );
    if (!r.canCalculate) throw new Error('expected results');
    expect(r.savingsRange.high.totalFuelSavings).toBe(1000);
    expect(r.savingsRange.high.totalCo2ReductionInPct).toBe(100);
  });
});
