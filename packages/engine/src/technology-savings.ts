import type { AggregatedRow, SavingCell } from './fuel-savings.ts';
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
 */
export function technologiesSavings(
  technologies: readonly IncludedTechnology[],
  cells: readonly SavingCell[],
  rates: RateLookup,
  baseline: Baseline,
): TechnologiesSavings {
  const rows: TechnologySavingsRow[] = [];
  for (const tech of technologies) {
    for (const cell of cells) {
      if (cell.technology !== tech) continue;
      const co2ReductionInMt = cell.savingsInMt * rates.co2Factor(cell.consumptionType);
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
  }
  const totalCo2ReductionInMt = sum(rows.map((r) => r.co2ReductionInMt));
  return {
    technologiesSavings: rows,
    totalFuelSavings: sum(rows.map((r) => r.fuelSavingsInMt)),
    totalCo2ReductionInMt,
    totalCo2ReductionInPct: pctOf(totalCo2ReductionInMt, baseline.co2InMt),
  };
}

/** fuel(i), co2(i), co2 % and S_i = Σ saving × p_t for each included technology, in input order. */
export function technologyTotals(
  technologies: readonly IncludedTechnology[],
  cells: readonly SavingCell[],
  rates: RateLookup,
  baseline: Baseline,
): TechnologyTotal[] {
  return technologies.map((tech) => {
    const own = cells.filter((c) => c.technology === tech);
    const co2ReductionInMt = sum(own.map((c) => c.savingsInMt * rates.co2Factor(c.consumptionType)));
    return {
      technology: tech.technology,
      savingsCategory: tech.savingsCategory,
      fuelSavingsInMt: sum(own.map((c) => c.savingsInMt)),
      co2ReductionInMt,
      co2ReductionInPct: pctOf(co2ReductionInMt, baseline.co2InMt),
      yearlyFuelCostSaving: sum(own.map((c) => c.savingsInMt * rates.price(c.consumptionType))),
    };
  });
}
