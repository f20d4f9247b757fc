import { type AggregatedRow, applySequentially } from './fuel-savings.ts';
import { type ApplyOrder, applyOrder } from './order.ts';
import type { RateLookup } from './rates.ts';
import type { Baseline, SavingsRange, SavingsRangeTotals } from './results.ts';
import { hasFixedSavings, savingRule } from './saving-rule.ts';
import { pctOf } from './technology-savings.ts';
import type { CategoryTechnologyOrder, IncludedTechnology } from './types.ts';

export type RangeEnd = 'low' | 'high';

/** The confidence interval as a width ≥ 0; absent, negative or not a number counts as 0. */
const ciWidth = (tech: IncludedTechnology): number => {
  const ci = tech.confidenceInterval;
  return typeof ci === 'number' && Number.isFinite(ci) && ci > 0 ? ci : 0;
};

/**
 * A technology at the low or high end of its confidence interval CI, which is relative, in percent of
 * its own saving, for every technology alike (docs/calculation.md 'Uncertainty'):
 * - savings %: 5 % with CI 30 is 3.5 – 6.5 %, never below 0 nor above 100;
 * - fixed MT savings: 30 MT with CI 10 is 27 – 33 MT, never below 0. Its savings % stays 0 so that a
 *   fixed saving brought down to 0 does not start acting by percentage.
 */
export function atRangeEnd(tech: IncludedTechnology, end: RangeEnd): IncludedTechnology {
  const sign = end === 'low' ? -1 : 1;
  const factor = Math.max(0, 1 + (sign * ciWidth(tech)) / 100);
  if (hasFixedSavings(tech)) {
    return {
      ...tech,
      savingsPct: 0,
      fixedSavings: (tech.fixedSavings ?? []).map((f) => ({ ...f, fixedSavingsInMt: f.fixedSavingsInMt * factor })),
    };
  }
  return { ...tech, savingsPct: Math.min(100, Math.max(0, tech.savingsPct * factor)) };
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
    return rangeTotals(rows, adjusted, order, rates, baseline);
  };
  return { low: totalsAt('low'), high: totalsAt('high') };
}

/**
 * The totals of the technologies table without its rows, which the range does not show: each saving
 * is kept by (technology, row), then they are summed technology after technology, row after row, in
 * the order of the table's rows, so the sums are those of the table.
 */
function rangeTotals(
  rows: readonly AggregatedRow[],
  technologies: readonly IncludedTechnology[],
  order: ApplyOrder,
  rates: RateLookup,
  baseline: Baseline,
): SavingsRangeTotals {
  const rowCount = rows.length;
  const saved = new Float64Array(technologies.length * rowCount);
  const acts = new Uint8Array(technologies.length * rowCount);
  applySequentially(rows, technologies.map(savingRule), order, (position, rowIndex, savingsInMt) => {
    saved[position * rowCount + rowIndex] = savingsInMt;
    acts[position * rowCount + rowIndex] = 1;
  });
  const co2Factors = rows.map((row) => rates.co2Factor(row.consumptionType));
  let totalFuelSavings = 0;
  let totalCo2ReductionInMt = 0;
  for (let position = 0; position < technologies.length; position++) {
    for (let rowIndex = 0; rowIndex < rowCount; rowIndex++) {
      const at = position * rowCount + rowIndex;
      if (!acts[at]) continue;
      totalFuelSavings += saved[at]!;
      totalCo2ReductionInMt += saved[at]! * co2Factors[rowIndex]!;
    }
  }
  return {
    totalFuelSavings,
    totalCo2ReductionInMt,
    totalCo2ReductionInPct: pctOf(totalCo2ReductionInMt, baseline.co2InMt),
  };
}
