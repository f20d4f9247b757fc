import type { AggregatedRow, FuelSavings } from './fuel-savings.ts';
import { cellKey, distinctRefs, sum } from './keys.ts';
import type { RateLookup } from './rates.ts';
import type { Baseline, ConsumptionSavings, SavingsCategorySavings } from './results.ts';
import { pctOf } from './technology-savings.ts';
import type { IncludedTechnology } from './types.ts';

/**
 * The consumption categories table: savings in MT per (category × type) over all technologies,
 * with row totals (per category) and column totals (per type). Categories and types are those of
 * the vessel's consumption rows, in order of first appearance; absent cells are 0.
 */
export function consumptionSavings(rows: readonly AggregatedRow[], savings: FuelSavings): ConsumptionSavings {
  const consumptionTypes = distinctRefs(rows.map((r) => r.consumptionType));
  const categories = distinctRefs(rows.map((r) => r.consumptionCategory));
  // The rows are aggregated: one per (category, type).
  const byCell = new Map<string, number>();
  rows.forEach((row, i) => {
    const rowSavings = sum(savings.byRow[i]!.map((cell) => cell.savingsInMt));
    byCell.set(cellKey(row.consumptionCategory, row.consumptionType), rowSavings);
  });
  const consumptionCategoriesSavings = categories.map((consumptionCategory) => {
    const typeSavings = consumptionTypes.map((consumptionType) => ({
      consumptionType,
      savingsInMt: byCell.get(cellKey(consumptionCategory, consumptionType)) ?? 0,
    }));
    return {
      consumptionCategory,
      savings: typeSavings,
      totalSavingsInMt: sum(typeSavings.map((s) => s.savingsInMt)),
    };
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
 * appearance), total MT saved, that as % of the baseline fuel F, and the CO2 reduction in MT; each
 * summed over the cells in cell order.
 */
export function savingsCategorySavings(
  technologies: readonly IncludedTechnology[],
  savings: FuelSavings,
  rates: RateLookup,
  baseline: Baseline,
): SavingsCategorySavings {
  const totals = new Map(
    distinctRefs(technologies.map((t) => t.savingsCategory)).map((savingsCategory) => [
      savingsCategory.id,
      { savingsCategory, totalSavingsInMt: 0, totalCo2ReductionInMt: 0 },
    ]),
  );
  for (const cells of savings.byRow) {
    for (const cell of cells) {
      const total = totals.get(cell.technology.savingsCategory.id)!;
      total.totalSavingsInMt += cell.savingsInMt;
      total.totalCo2ReductionInMt += cell.savingsInMt * rates.co2Factor(cell.consumptionType);
    }
  }
  return {
    savingsCategoriesSavings: [...totals.values()].map((total) => ({
      savingsCategory: total.savingsCategory,
      totalSavingsInMt: total.totalSavingsInMt,
      totalSavingsInPct: pctOf(total.totalSavingsInMt, baseline.fuelInMt),
      totalCo2ReductionInMt: total.totalCo2ReductionInMt,
    })),
  };
}
