import { calculatedResultsResponse } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { calculateReportResults, calculateVesselFigures } from '../../src/index.ts';
import { bulkCarrierCii } from './bulk-carrier-cii.ts';
import { expectClose } from './expect-close.ts';
import { fixedAndOrder } from './fixed-and-order.ts';
import { oneMainEngine } from './one-main-engine.ts';
import { rangeAndMac } from './range-and-mac.ts';
import { threeCategories } from './three-categories.ts';

describe('golden cases (worked by hand in each fixture)', () => {
  for (const golden of [oneMainEngine, fixedAndOrder, threeCategories, bulkCarrierCii, rangeAndMac]) {
    it(golden.name, () => {
      expectClose(calculateReportResults(golden.input), golden.expected);
    });

    it(`${golden.name}: the results match the API contract`, () => {
      const results = calculateReportResults(golden.input);
      expect(calculatedResultsResponse.parse(results)).toEqual(results);
    });

    it(`${golden.name}: the vessel figures are the report's, without its range, curve and breakdowns`, () => {
      const results = calculateReportResults(golden.input);
      if (!results.canCalculate) throw new Error('the golden case calculates');
      const { savingsRange, macCurve, calcConsumptionSavings, calcSavingsCategorySavings, ...figures } = results;
      expect(calculateVesselFigures(golden.input)).toStrictEqual(figures);
    });
  }
});

describe('vessel figures', () => {
  it('cannot be calculated for the same reasons as the report', () => {
    const input = { ...oneMainEngine.input, includedTechnologies: [] };
    expect(calculateVesselFigures(input)).toEqual({ canCalculate: false, reason: 'noIncludedTechnologies' });
    const noRows = { ...oneMainEngine.input, consumptionRows: [] };
    expect(calculateVesselFigures(noRows)).toEqual(calculateReportResults(noRows));
    expect(calculateVesselFigures(noRows)).toEqual({ canCalculate: false, reason: 'missingConsumption' });
  });
});
