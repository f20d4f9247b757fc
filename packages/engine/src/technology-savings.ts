import type { AggregatedRow, SavingCell } from './fuel-savings.ts';
import { groupBy, sum } from './keys.ts';
import type { RateLookup } from './rates.ts';
import type { Baseline, TechnologiesSavings, TechnologySavingsRow, TechnologyTotal } from './results.ts';
import type { IncludedTechnology } from './types.ts';

/** Percent of a whole; 0 when the whole is 0 (no NaN). */
export const pctOf = (part: number, whole: number): number => (whole > 0 ? (part / whole) * 100 : 0);

/** The cells of each technology, in cell order (one pass instead of a search of all cells per technology). */
const cellsByTechnology = (cells: readonly SavingCell[]) => groupBy(cells, (cell) => cell.technology);

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
  const byTechnology = cellsByTechnology(cells);
  const rows: TechnologySavingsRow[] = [];
  for (const tech of technologies) {
    for (const cell of byTechnology.get(tech) ?? []) {
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
  return { technologiesSavings: rows, ...savingsTotals(technologies, cells, rates, baseline) };
}

/**
 * The totals of the technologies table without its rows (what the savings range needs): the rows'
 * savings and CO2 summed in the table's order, technologies in input order, so the sums are the same.
 */
export function savingsTotals(
  technologies: readonly IncludedTechnology[],
  cells: readonly SavingCell[],
  rates: RateLookup,
  baseline: Baseline,
): Omit<TechnologiesSavings, 'technologiesSavings'> {
  const byTechnology = cellsByTechnology(cells);
  let totalFuelSavings = 0;
  let totalCo2ReductionInMt = 0;
  for (const tech of technologies) {
    for (const cell of byTechnology.get(tech) ?? []) {
      totalFuelSavings += cell.savingsInMt;
      totalCo2ReductionInMt += cell.savingsInMt * rates.co2Factor(cell.consumptionType);
    }
  }
  return {
    totalFuelSavings,
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
  const byTechnology = cellsByTechnology(cells);
  return technologies.map((tech) => {
    let fuelSavingsInMt = 0;
    let co2ReductionInMt = 0;
    let yearlyFuelCostSaving = 0;
    for (const cell of byTechnology.get(tech) ?? []) {
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
  });
}
