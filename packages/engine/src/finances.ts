import { carbonCost, horizonYears, type Regulatory } from './ets.ts';
import { arrayOf, sum } from './keys.ts';
import { serviceLife } from './mac.ts';
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

/** What the carbon extras of every finance row share, worked out once: the outlook's years. */
interface CarbonHorizon {
  reg: Regulatory;
  years: number[];
}

const carbonHorizon = (reg: Regulatory): CarbonHorizon => ({ reg, years: horizonYears(reg) });

/**
 * Avoided carbon cost, second payback and NPV of one investment with its yearly saving, opex and CO2 cut.
 * The carbon cost is EUR; it is turned into USD (× usdPerEur) before it meets the USD saving and opex.
 * The avoided cost per year is the mean over the outlook; the NPV runs over `npvYears` from the outlook's
 * first year, the carbon rate and phase-in of each year (full after 2026) carried past the outlook.
 */
function extrasOver(
  horizon: CarbonHorizon,
  investment: number,
  yearlyFuelCostSaving: number,
  opex: number,
  co2ReductionInMt: number,
  npvYears: number,
): CarbonExtras {
  const { reg } = horizon;
  const avoidedIn = (year: number) => carbonCost(co2ReductionInMt, year, reg) * reg.usdPerEur;
  const avoidedCarbonCostPerYear = sum(horizon.years.map(avoidedIn)) / horizon.years.length;
  const flows = arrayOf(npvYears, (k) => yearlyFuelCostSaving + avoidedIn(reg.startYear + k) - opex);
  return {
    avoidedCarbonCostPerYear,
    pbtInYears: paybackYears(investment, yearlyFuelCostSaving + avoidedCarbonCostPerYear - opex),
    npv: netPresentValue(investment, flows, reg.discountRatePct),
    npvYears,
  };
}

/** The totals' carbon extras: the sums of the rows' avoided costs and NPVs, the payback of the sums. */
function totalExtras(rows: readonly FinanceRow[], investment: number, netSaving: number): CarbonExtras | null {
  const extras = rows.flatMap((row) => (row.carbon ? [row.carbon] : []));
  if (extras.length !== rows.length || rows.length === 0) return null;
  const avoidedCarbonCostPerYear = sum(extras.map((e) => e.avoidedCarbonCostPerYear));
  const years = new Set(extras.map((e) => e.npvYears));
  return {
    avoidedCarbonCostPerYear,
    pbtInYears: paybackYears(investment, netSaving + avoidedCarbonCostPerYear),
    npv: sum(extras.map((e) => e.npv)),
    npvYears: years.size === 1 ? extras[0]!.npvYears : null,
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
      carbon: horizon
        ? extrasOver(horizon, totalInvestment, saving, costPerYear, co2, serviceLife(tech) ?? horizon.reg.numberOfYears)
        : null,
    };
  });
  const totalInvestment = sum(finances.map((f) => f.totalInvestment));
  const yearlyCost = sum(finances.map((f) => f.costPerYear));
  const totalYearlyFuelCostSaving = sum(finances.map((f) => f.yearlyFuelCostSaving));
  return {
    finances,
    totalInvestment,
    pbtInYears: paybackYears(totalInvestment, totalYearlyFuelCostSaving - yearlyCost),
    yearlyCost,
    totalYearlyFuelCostSaving,
    carbon: horizon ? totalExtras(finances, totalInvestment, totalYearlyFuelCostSaving - yearlyCost) : null,
  };
}
