import type { AggregatedRow, SavingCell } from './fuel-savings.ts';
import { cellKey, distinctRefs, groupBy, sum } from './keys.ts';
import type { RateLookup } from './rates.ts';
import type { Baseline, ConsumptionSavings, SavingsCategorySavings } from './results.ts';
import { pctOf } from './technology-savings.ts';
import type { IncludedTechnology } from './types.ts';

/**
 * The consumption categories table: savings in MT per (category × type) over all technologies,
 * with row totals (per category) and column totals (per type). Categories and types are those of
 * the vessel's consumption rows, in order of first appearance; absent cells are 0.
 */
export function consumptionSavings(rows: readonly AggregatedRow[], cells: readonly SavingCell[]): ConsumptionSavings {
  const consumptionTypes = distinctRefs(rows.map((r) => r.consumptionType));
  const categories = distinctRefs(rows.map((r) => r.consumptionCategory));
  const byCell = new Map<string, number>();
  for (const cell of cells) {
    const key = cellKey(cell.consumptionCategory, cell.consumptionType);
    byCell.set(key, (byCell.get(key) ?? 0) + cell.savingsInMt);
  }
  const consumptionCategoriesSavings = categories.map((consumptionCategory) => {
    const savings = consumptionTypes.map((consumptionType) => ({
      consumptionType,
      savingsInMt: byCell.get(cellKey(consumptionCategory, consumptionType)) ?? 0,
    }));
    return { consumptionCategory, savings, totalSavingsInMt: sum(savings.map((s) => s.savingsInMt)) };
  });
  const consumptionTypesTotals = consumptionTypes.map((consumptionType, i) => ({
    consumptionType,
    totalSavingsInMt: sum(consumptionCategoriesSavings.map((c) => c.savings[i]?.savingsInMt ?? 0)),
  }));
  return {
    consumptionTypes,
    consumptionCategoriesSavings,
    consumptionTypesTotals,
    totalSavingsInMt: sum(consumptionCategoriesSavings.map((c) => c.totalSavingsInMt)),
  };
}

/**
 * The saving categories table: per savings category of the included technologies (order of first
 * appearance), total MT saved, that as % of the baseline fuel F, and the CO2 reduction in MT.
 */
export function savingsCategorySavings(
  technologies: readonly IncludedTechnology[],
  cells: readonly SavingCell[],
  rates: RateLookup,
  baseline: Baseline,
): SavingsCategorySavings {
  const savingsCategories = distinctRefs(technologies.map((t) => t.savingsCategory));
  const byCategory = groupBy(cells, (c) => c.technology.savingsCategory.id);
  return {
    savingsCategoriesSavings: savingsCategories.map((savingsCategory) => {
      const own = byCategory.get(savingsCategory.id) ?? [];
      const totalSavingsInMt = sum(own.map((c) => c.savingsInMt));
      return {
        savingsCategory,
        totalSavingsInMt,
        totalSavingsInPct: pctOf(totalSavingsInMt, baseline.fuelInMt),
        totalCo2ReductionInMt: sum(own.map((c) => c.savingsInMt * rates.co2Factor(c.consumptionType))),
      };
    }),
  };
}
