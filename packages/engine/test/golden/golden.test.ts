import { describe, it } from 'vitest';
import { calculateReportResults } from '../../src/index.ts';
import { bulkCarrierCii } from './bulk-carrier-cii.ts';
import { expectClose } from './expect-close.ts';
import { fixedAndOrder } from './fixed-and-order.ts';
import { oneMainEngine } from './one-main-engine.ts';
import { threeCategories } from './three-categories.ts';

describe('golden cases (worked by hand in each fixture)', () => {
  for (const golden of [oneMainEngine, fixedAndOrder, threeCategories, bulkCarrierCii]) {
    it(golden.name, () => {
      expectClose(calculateReportResults(golden.input), golden.expected);
    });
  }
});
