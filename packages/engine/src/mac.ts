import { byName } from './keys.ts';
import type { MacCurvePoint, TechnologyTotal } from './results.ts';
import { DEFAULT_DISCOUNT_RATE_PCT, type IncludedTechnology, type Ref, type RegulatoryImpactInput } from './types.ts';

/** Horizon n of the MAC curve when the report has no number of years. */
const DEFAULT_MAC_YEARS = 10;

const isNum = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Discount rate (percent) and horizon (years) of the MAC curve: the report's discount rate, else 8 %;
 * the report's number of years when set (≥ 1), else 10. Unlike the EU ETS outlook, these do not need
 * the other regulatory fields.
 */
export function macParameters(reg: RegulatoryImpactInput | null | undefined): {
  discountRatePct: number;
  years: number;
} {
  const discountRatePct = isNum(reg?.discountRatePct) ? reg.discountRatePct : DEFAULT_DISCOUNT_RATE_PCT;
  const n = isNum(reg?.numberOfYears) ? Math.floor(reg.numberOfYears) : 0;
  return { discountRatePct, years: n >= 1 ? n : DEFAULT_MAC_YEARS };
}

/** A service life that counts: a whole number of years ≥ 1, else none. */
export function serviceLife(tech: IncludedTechnology): number | null {
  const life = tech.serviceLifeYears;
  return isNum(life) && life >= 1 ? Math.floor(life) : null;
}

/** CRF = r / (1 − (1 + r)^−n), r = discountRatePct / 100; 1 / n when r = 0 (its limit). */
export function capitalRecoveryFactor(discountRatePct: number, years: number): number {
  const r = discountRatePct / 100;
  if (r === 0) return 1 / years;
  return r / (1 - (1 + r) ** -years);
}

/**
 * The marginal abatement cost curve. Per included technology with co2(i) > 0:
 * annual cost_i = I_i × CRF(n_i) + opex_i − S_i, n_i its service life, else the curve's horizon and MAC_i = annual cost_i / co2(i) in USD per t CO2
 * (negative saves money). Sorted by MAC ascending (ties by name); each bar is co2(i) wide and
 * starts where the previous ones end, so the x axis is cumulative t CO2 avoided per year.
 */
export function macCurve(
  technologies: readonly IncludedTechnology[],
  totals: readonly TechnologyTotal[],
  reg: RegulatoryImpactInput | null | undefined,
): MacCurvePoint[] {
  const { discountRatePct, years } = macParameters(reg);
  const bars: { technology: Ref; costPerTonneCo2: number; co2: number }[] = [];
  technologies.forEach((tech, i) => {
    const total = totals[i];
    if (!total || !(total.co2ReductionInMt > 0)) return;
    const investment = tech.equipmentCost + tech.installationCost;
    const crf = capitalRecoveryFactor(discountRatePct, serviceLife(tech) ?? years);
    const annualCost = investment * crf + tech.operationCost - total.yearlyFuelCostSaving;
    bars.push({
      technology: tech.technology,
      costPerTonneCo2: annualCost / total.co2ReductionInMt,
      co2: total.co2ReductionInMt,
    });
  });
  bars.sort((a, b) => a.costPerTonneCo2 - b.costPerTonneCo2 || byName(a.technology, b.technology));
  let start = 0;
  return bars.map((bar) => {
    const point = {
      technology: bar.technology,
      costPerTonneCo2: bar.costPerTonneCo2,
      co2ReductionInMt: bar.co2,
      cumulativeCo2StartInMt: start,
    };
    start += bar.co2;
    return point;
  });
}
