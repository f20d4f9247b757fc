import { type AggregatedRow, computeFuelSavings } from './fuel-savings.ts';
import { type ApplyOrder, applyOrder, hasFixedSavings } from './order.ts';
import type { RateLookup } from './rates.ts';
import type { Baseline, SavingsRange, SavingsRangeTotals } from './results.ts';
import { savingsTotals } from './technology-savings.ts';
import type { CategoryTechnologyOrder, IncludedTechnology } from './types.ts';

export type RangeEnd = 'low' | 'high';

/** The confidence interval as a width ≥ 0; absent, negative or not a number counts as 0. */
const ciWidth = (tech: IncludedTechnology): number => {
  const ci = tech.confidenceInterval;
  return typeof ci === 'number' && Number.isFinite(ci) && ci > 0 ? ci : 0;
};

/**
 * A technology at the low or high end of its confidence interval CI, never below 0:
 * - savings %: CI is in percentage points, 5 % with CI 1.5 is 3.5 – 6.5 %;
 * - fixed MT savings: CI is relative, 30 MT with CI 10 is 27 – 33 MT. Its savings % stays 0 so
 *   that a fixed saving brought down to 0 does not start acting by percentage.
 */
export function atRangeEnd(tech: IncludedTechnology, end: RangeEnd): IncludedTechnology {
  const sign = end === 'low' ? -1 : 1;
  const ci = ciWidth(tech);
  if (hasFixedSavings(tech)) {
    const factor = Math.max(0, 1 + (sign * ci) / 100);
    return {
      ...tech,
      savingsPct: 0,
      fixedSavings: (tech.fixedSavings ?? []).map((f) => ({ ...f, fixedSavingsInMt: f.fixedSavingsInMt * factor })),
    };
  }
  return { ...tech, savingsPct: Math.max(0, tech.savingsPct + sign * ci) };
}

/**
 * The low and high totals: the whole sequential calculation run again with every technology at the
 * low (resp. high) end of its confidence interval. Not the sum of the rows' ranges: stacking applies.
 * The apply order is the central calculation's: the range changes no position, id or name.
 */
export function savingsRange(
  rows: readonly AggregatedRow[],
  technologies: readonly IncludedTechnology[],
  orders: readonly CategoryTechnologyOrder[],
  rates: RateLookup,
  baseline: Baseline,
  order: ApplyOrder = applyOrder(technologies, orders),
): SavingsRange {
  const totalsAt = (end: RangeEnd): SavingsRangeTotals => {
    const adjusted = technologies.map((t) => atRangeEnd(t, end));
    return savingsTotals(adjusted, computeFuelSavings(rows, adjusted, orders, order), rates, baseline);
  };
  return { low: totalsAt('low'), high: totalsAt('high') };
}
