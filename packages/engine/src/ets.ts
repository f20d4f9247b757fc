import { arrayOf, sum } from './keys.ts';
import type { EtsOutlook, EtsYear } from './results.ts';
import { DEFAULT_DISCOUNT_RATE_PCT, DEFAULT_USD_PER_EUR, type RegulatoryImpactInput } from './types.ts';

/**
 * EU ETS for maritime transport — Directive (EU) 2023/959 amending Directive 2003/87/EC, Art. 3gb:
 * shipping companies surrender allowances for 40 % of the in-scope emissions reported for 2024,
 * 70 % for 2025 and 100 % from 2026. Emissions before 2024 are not in the system (0 %).
 */
const EU_ETS_PHASE_IN_PCT: Readonly<Record<number, number>> = { 2024: 40, 2025: 70 };
const EU_ETS_FIRST_YEAR = 2024;
const EU_ETS_FULL_FROM_YEAR = 2026;

/** Surrendered share of in-scope CO2 for an emission year, percent. */
export function etsPhaseInPct(year: number): number {
  if (year < EU_ETS_FIRST_YEAR) return 0;
  if (year >= EU_ETS_FULL_FROM_YEAR) return 100;
  return EU_ETS_PHASE_IN_PCT[year] ?? 100;
}

/** The regulatory impact with every number needed present. */
export interface Regulatory {
  pctInEu: number;
  /** EUR per t CO2. */
  carbonRate: number;
  startYear: number;
  numberOfYears: number;
  discountRatePct: number;
  /** USD per EUR, > 0. */
  usdPerEur: number;
}

const isNum = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** The regulatory impact when pctInEu, carbonRate, startYear and numberOfYears (≥ 1) are all set; else null. */
export function resolveRegulatory(input: RegulatoryImpactInput | null | undefined): Regulatory | null {
  if (!input) return null;
  const { pctInEu, carbonRate, startYear, numberOfYears } = input;
  if (!isNum(pctInEu) || !isNum(carbonRate) || !isNum(startYear) || !isNum(numberOfYears)) return null;
  const years = Math.floor(numberOfYears);
  if (years < 1) return null;
  const discountRatePct = isNum(input.discountRatePct) ? input.discountRatePct : DEFAULT_DISCOUNT_RATE_PCT;
  const usdPerEur = isNum(input.usdPerEur) && input.usdPerEur > 0 ? input.usdPerEur : DEFAULT_USD_PER_EUR;
  return { pctInEu, carbonRate, startYear: Math.floor(startYear), numberOfYears: years, discountRatePct, usdPerEur };
}

/** The emission years of the horizon: startYear … startYear + numberOfYears − 1. */
export const horizonYears = (reg: Regulatory): number[] => arrayOf(reg.numberOfYears, (k) => reg.startYear + k);

/** Cost of a yearly CO2 amount in one year, EUR: CO2 × pctInEu/100 × phase(y)/100 × carbonRate. */
export const carbonCost = (co2InMt: number, year: number, reg: Regulatory): number =>
  ((co2InMt * reg.pctInEu) / 100) * (etsPhaseInPct(year) / 100) * reg.carbonRate;

/** The EU ETS cost per year of the horizon, before and after the package, and their sums (EUR). */
export function etsOutlook(co2BeforeInMt: number, co2ReductionInMt: number, reg: Regulatory): EtsOutlook {
  const years: EtsYear[] = horizonYears(reg).map((year) => {
    const costBefore = carbonCost(co2BeforeInMt, year, reg);
    const costAfter = carbonCost(co2BeforeInMt - co2ReductionInMt, year, reg);
    return { year, phaseInPct: etsPhaseInPct(year), costBefore, costAfter, avoidedCost: costBefore - costAfter };
  });
  return {
    ...reg,
    years,
    totalCostBefore: sum(years.map((y) => y.costBefore)),
    totalCostAfter: sum(years.map((y) => y.costAfter)),
    totalAvoidedCost: sum(years.map((y) => y.avoidedCost)),
  };
}
