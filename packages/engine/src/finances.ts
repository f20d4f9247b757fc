import { carbonCost, horizonYears, type Regulatory } from './ets.ts';
import { arrayOf, sum } from './keys.ts';
import type { CarbonExtras, FinanceRow, Finances, TechnologyTotal } from './results.ts';
import type { IncludedTechnology } from './types.ts';

/** Payback in years: investment / net yearly saving; null when the net saving is ≤ 0 (never pays back). */
export function paybackYears(investment: number, netYearlySaving: number): number | null {
  return netYearlySaving > 0 ? investment / netYearlySaving : null;
}

/** NPV: −investment + Σ_k cashFlows[k−1] / (1 + r)^k, k = 1..n, r = discountRatePct / 100. */
export function netPresentValue(investment: number, cashFlows: readonly number[], discountRatePct: number): number {
  return discountedSum(investment, cashFlows, discountDivisors(discountRatePct, cashFlows.length));
}

/** (1 + r)^k for k = 1..n, r = discountRatePct / 100. */
const discountDivisors = (discountRatePct: number, years: number): number[] => {
  const r = discountRatePct / 100;
  return arrayOf(years, (k) => (1 + r) ** (k + 1));
};

const discountedSum = (investment: number, cashFlows: readonly number[], divisors: readonly number[]): number =>
  cashFlows.reduce((npv, flow, k) => npv + flow / (divisors[k] ?? 1), -investment);

/** What the carbon extras of every finance row share, worked out once: the horizon's years and (1 + r)^k. */
interface CarbonHorizon {
  reg: Regulatory;
  years: number[];
  divisors: number[];
}

const carbonHorizon = (reg: Regulatory): CarbonHorizon => ({
  reg,
  years: horizonYears(reg),
  divisors: discountDivisors(reg.discountRatePct, reg.numberOfYears),
});

/**
 * Avoided carbon cost, second payback and NPV of one investment with its yearly saving, opex and CO2 cut.
 * The carbon cost is EUR; it is turned into USD (× usdPerEur) before it meets the USD saving and opex.
 */
function extrasOver(
  horizon: CarbonHorizon,
  investment: number,
  yearlyFuelCostSaving: number,
  opex: number,
  co2ReductionInMt: number,
): CarbonExtras {
  // One pass: the avoided costs and the discounted cash flows are summed year by year.
  let avoidedTotal = 0;
  let npv = -investment;
  horizon.years.forEach((year, k) => {
    const avoided = carbonCost(co2ReductionInMt, year, horizon.reg) * horizon.reg.usdPerEur;
    avoidedTotal += avoided;
    npv += (yearlyFuelCostSaving + avoided - opex) / (horizon.divisors[k] ?? 1);
  });
  const avoidedCarbonCostPerYear = avoidedTotal / horizon.years.length;
  return {
    avoidedCarbonCostPerYear,
    pbtInYears: paybackYears(investment, yearlyFuelCostSaving + avoidedCarbonCostPerYear - opex),
    npv,
  };
}

/**
 * The finances table: I_i = equipment + installation, cost per year = operation cost,
 * payback = I_i / (S_i − opex_i); totals are Σ I, Σ opex and the payback of the sums.
 * With a resolved regulatory impact, each row and the totals carry the carbon extras.
 */
export function computeFinances(
  technologies: readonly IncludedTechnology[],
  totals: readonly TechnologyTotal[],
  reg: Regulatory | null,
): Finances {
  const horizon = reg ? carbonHorizon(reg) : null;
  const finances: FinanceRow[] = technologies.map((tech, i) => {
    const total = totals[i];
    const saving = total?.yearlyFuelCostSaving ?? 0;
    const co2 = total?.co2ReductionInMt ?? 0;
    const totalInvestment = tech.equipmentCost + tech.installationCost;
    const costPerYear = tech.operationCost;
    return {
      technology: tech.technology,
      totalInvestment,
      pbtInYears: paybackYears(totalInvestment, saving - costPerYear),
      costPerYear,
      yearlyFuelCostSaving: saving,
      carbon: horizon ? extrasOver(horizon, totalInvestment, saving, costPerYear, co2) : null,
    };
  });
  const totalInvestment = sum(finances.map((f) => f.totalInvestment));
  const yearlyCost = sum(finances.map((f) => f.costPerYear));
  const totalYearlyFuelCostSaving = sum(finances.map((f) => f.yearlyFuelCostSaving));
  const totalCo2 = sum(totals.map((t) => t.co2ReductionInMt));
  return {
    finances,
    totalInvestment,
    pbtInYears: paybackYears(totalInvestment, totalYearlyFuelCostSaving - yearlyCost),
    yearlyCost,
    totalYearlyFuelCostSaving,
    carbon: horizon ? extrasOver(horizon, totalInvestment, totalYearlyFuelCostSaving, yearlyCost, totalCo2) : null,
  };
}
