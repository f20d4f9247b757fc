import { calculatedResultsResponse } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { calculateReportResults } from '../../src/index.ts';
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
  }
});
