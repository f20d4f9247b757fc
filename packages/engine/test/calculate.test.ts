import { describe, expect, it } from 'vitest';
import { calculateReportResults } from '../src/index.ts';
import { AUX, HFO, input, ME, MGO, tech } from './builders.ts';

const rows = [{ consumptionCategory: ME, consumptionType: HFO, annualConsumptionInMt: 1000 }];

describe('calculateReportResults', () => {
  it('cannot calculate without an included technology', () => {
    expect(calculateReportResults(input({ consumptionRows: rows }))).toEqual({
      canCalculate: false,
      reason: 'noIncludedTechnologies',
    });
  });

  it('cannot calculate when the vessel has no consumption rows', () => {
    expect(calculateReportResults(input({ includedTechnologies: [tech(1, 'T', { savingsPct: 5 })] }))).toEqual({
      canCalculate: false,
      reason: 'missingConsumption',
    });
  });

  it('reports a missing technology before missing consumption', () => {
    expect(calculateReportResults(input({}))).toMatchObject({ reason: 'noIncludedTechnologies' });
  });

  it('calculates with a technology and consumption rows', () => {
    const r = calculateReportResults(
      input({ consumptionRows: rows, includedTechnologies: [tech(1, 'T', { savingsPct: 5 })] }),
    );
    if (!r.canCalculate) throw new Error('expected results');
    expect(r.calcTechnologiesSavings.totalFuelSavings).toBeCloseTo(50, 12);
    expect(r.calcNjordScore).toBe(13); // 5 / 40 × 100 = 12.5 → 13
    expect(r.etsOutlook).toBeNull();
    expect(r.ciiOutlook).toBeNull();
  });

  it('lists a technology acting on none of the rows in the finances but not in the savings table', () => {
    const r = calculateReportResults(
      input({
        consumptionRows: rows,
        includedTechnologies: [
          tech(1, 'Elsewhere', { savingsPct: 5, consumptionCategories: [AUX], operationCost: 10 }),
        ],
      }),
    );
    if (!r.canCalculate) throw new Error('expected results');
    expect(r.calcTechnologiesSavings.technologiesSavings).toEqual([]);
    expect(r.calcFinances.finances).toHaveLength(1);
    expect(r.calcFinances.finances[0]?.pbtInYears).toBeNull();
    expect(r.calcNjordScore).toBe(0);
  });

  it('counts a type without a rate as price 0 and k 0 (no NaN)', () => {
    const r = calculateReportResults(
      input({
        consumptionRows: [{ consumptionCategory: ME, consumptionType: MGO, annualConsumptionInMt: 100 }],
        consumptionRates: [],
        includedTechnologies: [tech(1, 'T', { savingsPct: 10 })],
      }),
    );
    if (!r.canCalculate) throw new Error('expected results');
    expect(r.calcTechnologiesSavings.totalFuelSavings).toBeCloseTo(10, 12);
    expect(r.calcTechnologiesSavings.totalCo2ReductionInPct).toBe(0);
    expect(r.calcFinances.finances[0]?.yearlyFuelCostSaving).toBe(0);
  });

  it('is deterministic and leaves its input unchanged', () => {
    const data = input({
      consumptionRows: [...rows, ...rows],
      includedTechnologies: [tech(1, 'T', { savingsPct: 5 })],
      regulatoryImpact: { pctInEu: 100, carbonRate: 90, startYear: 2025, numberOfYears: 5 },
    });
    const snapshot = JSON.parse(JSON.stringify(data));
    expect(calculateReportResults(data)).toEqual(calculateReportResults(data));
    expect(data).toEqual(snapshot);
  });

  it('returns full precision, with no rounding of the tables', () => {
    const r = calculateReportResults(
      input({ consumptionRows: rows, includedTechnologies: [tech(1, 'T', { savingsPct: 1 / 3 })] }),
    );
    if (!r.canCalculate) throw new Error('expected results');
    expect(r.calcTechnologiesSavings.totalFuelSavings).toBeCloseTo(10 / 3, 12);
    expect(r.calcTechnologiesSavings.totalFuelSavings).not.toBe(3.33);
  });
});
