import type { AggregatedRow, FuelSavings, SavingCell } from './fuel-savings.ts';
import { sum } from './keys.ts';
import type { RateLookup } from './rates.ts';
import type { Baseline, TechnologiesSavings, TechnologySavingsRow, TechnologyTotal } from './results.ts';
import type { IncludedTechnology } from './types.ts';

/** Percent of a whole; 0 when the whole is 0 (no NaN). */
export const pctOf = (part: number, whole: number): number => (whole > 0 ? (part / whole) * 100 : 0);

/** F = Σ A and E = Σ A × k_t. */
export function computeBaseline(rows: readonly AggregatedRow[], rates: RateLookup): Baseline {
  return {
    fuelInMt: sum(rows.map((r) => r.annualConsumptionInMt)),
    co2InMt: sum(rows.map((r) => r.annualConsumptionInMt * rates.co2Factor(r.consumptionType))),
  };
}

/**
 * The technologies table: one row per (technology, consumption category, consumption type) where the
 * technology acts, technologies in their input order; CO2 = saving × k_t; % of the baseline CO2 E.
 * Its totals are the sums of its rows.
 */
export function technologiesSavings(
  technologies: readonly IncludedTechnology[],
  savings: FuelSavings,
  rates: RateLookup,
  baseline: Baseline,
): TechnologiesSavings {
  const rows: TechnologySavingsRow[] = [];
  let totalFuelSavings = 0;
  let totalCo2ReductionInMt = 0;
  technologies.forEach((tech, i) => {
    for (const cell of savings.byTechnology[i]!) {
      const co2ReductionInMt = cell.savingsInMt * rates.co2Factor(cell.consumptionType);
      totalFuelSavings += cell.savingsInMt;
      totalCo2ReductionInMt += co2ReductionInMt;
      rows.push({
        technology: tech.technology,
        consumptionCategory: cell.consumptionCategory,
        consumptionType: cell.consumptionType,
        savingsCategory: tech.savingsCategory,
        fuelSavingsInMt: cell.savingsInMt,
        co2ReductionInMt,
        co2ReductionInPct: pctOf(co2ReductionInMt, baseline.co2InMt),
      });
    }
  });
  return {
    technologiesSavings: rows,
    totalFuelSavings,
    totalCo2ReductionInMt,
    totalCo2ReductionInPct: pctOf(totalCo2ReductionInMt, baseline.co2InMt),
  };
}

/** fuel(i), co2(i), co2 % and S_i = Σ saving × p_t of one technology's cells, in cell order. */
function technologyTotal(
  tech: IncludedTechnology,
  cells: readonly SavingCell[],
  rates: RateLookup,
  baseline: Baseline,
): TechnologyTotal {
  let fuelSavingsInMt = 0;
  let co2ReductionInMt = 0;
  let yearlyFuelCostSaving = 0;
  for (const cell of cells) {
    fuelSavingsInMt += cell.savingsInMt;
    co2ReductionInMt += cell.savingsInMt * rates.co2Factor(cell.consumptionType);
    yearlyFuelCostSaving += cell.savingsInMt * rates.price(cell.consumptionType);
  }
  return {
    technology: tech.technology,
    savingsCategory: tech.savingsCategory,
    fuelSavingsInMt,
    co2ReductionInMt,
    co2ReductionInPct: pctOf(co2ReductionInMt, baseline.co2InMt),
    yearlyFuelCostSaving,
  };
}

/** The totals of each included technology, in input order. */
export function technologyTotals(
  technologies: readonly IncludedTechnology[],
  savings: FuelSavings,
  rates: RateLookup,
  baseline: Baseline,
): TechnologyTotal[] {
  return technologies.map((tech, i) => technologyTotal(tech, savings.byTechnology[i]!, rates, baseline));
}
