import { consumptionSavings, savingsCategorySavings } from './categories.ts';
import { ciiMissingInputs, ciiOutlook } from './cii.ts';
import { etsOutlook, resolveRegulatory } from './ets.ts';
import { computeFinances } from './finances.ts';
import { fuelEuOutlook } from './fuel-eu-outlook.ts';
import { aggregateConsumptionRows, fuelSavings } from './fuel-savings.ts';
import { macCurve } from './mac.ts';
import { applyOrder } from './order.ts';
import { rateLookup } from './rates.ts';
import type { ReportResults } from './results.ts';
import { njordScore } from './score.ts';
import { computeBaseline, technologiesSavings, technologyTotals } from './technology-savings.ts';
import type { ReportCalculationInput } from './types.ts';
import { savingsRange } from './uncertainty.ts';

/**
 * Calculates a report's results from the inputs gathered for it. Pure: no I/O, no clock, no randomness.
 *
 * Returns `{ canCalculate: false, reason }` when results are not shown:
 * - `'noIncludedTechnologies'` — no technology is included (the Results section is hidden);
 * - `'missingConsumption'` — the vessel has no consumption rows (the section shows
 *   'Vessel is missing categories & types, and therefore cannot calculate results.').
 * Otherwise `{ canCalculate: true, … }` with every table at full precision.
 */
export function calculateReportResults(input: ReportCalculationInput): ReportResults {
  if (input.includedTechnologies.length === 0) return { canCalculate: false, reason: 'noIncludedTechnologies' };
  if (input.consumptionRows.length === 0) return { canCalculate: false, reason: 'missingConsumption' };

  const technologies = input.includedTechnologies;
  const rates = rateLookup(input.consumptionRates);
  const rows = aggregateConsumptionRows(input.consumptionRows);
  const order = applyOrder(technologies, input.categoryOrders);
  const savings = fuelSavings(rows, technologies, order);
  const baseline = computeBaseline(rows, rates);
  const calcTechnologiesSavings = technologiesSavings(technologies, savings, rates, baseline);
  const totals = technologyTotals(technologies, savings, rates, baseline);
  const regulatory = resolveRegulatory(input.regulatoryImpact);

  return {
    canCalculate: true,
    baseline,
    calcNjordScore: njordScore(calcTechnologiesSavings.totalCo2ReductionInPct),
    calcTechnologiesSavings,
    technologyTotals: totals,
    calcFinances: computeFinances(technologies, totals, regulatory),
    calcConsumptionSavings: consumptionSavings(rows, savings),
    calcSavingsCategorySavings: savingsCategorySavings(technologies, savings, rates, baseline),
    etsOutlook: regulatory
      ? etsOutlook(baseline.co2InMt, calcTechnologiesSavings.totalCo2ReductionInMt, regulatory)
      : null,
    fuelEuOutlook: fuelEuOutlook(input.regulatoryImpact, rows, savings, rates, technologies, input.mainEngineMcrKw),
    ciiOutlook: ciiOutlook(input.cii, rows, savings, rates),
    ciiMissing: ciiMissingInputs(input.cii),
    savingsRange: savingsRange(rows, technologies, input.categoryOrders, rates, baseline, order),
    macCurve: macCurve(technologies, totals, input.regulatoryImpact),
  };
}

export {
  attainedCii,
  ciiCapacity,
  ciiCf,
  ciiMissingInputs,
  ciiRating,
  requiredCii,
} from './cii.ts';
export {
  CII_CF,
  CII_REDUCTION_FACTOR_PCT,
  CII_YEARS,
  ciiFuelFromName,
  ciiShipTypeFromName,
  ciiShipTypeParams,
} from './cii-constants.ts';
export { carbonCost, etsOutlook, etsPhaseInPct, horizonYears, resolveRegulatory } from './ets.ts';
export { computeFinances, netPresentValue, paybackYears } from './finances.ts';
export { fuelEuPool } from './fuel-eu.ts';
export { aggregateConsumptionRows, computeFuelSavings, stepSaving } from './fuel-savings.ts';
export { capitalRecoveryFactor, macCurve, macParameters } from './mac.ts';
export { orderForCategory } from './order.ts';
export { rateLookup } from './rates.ts';
export { reportDataFromApi } from './report-data-from-api.ts';
export { type IncludedTechnologyData, type ReportCalculationData, reportCalculationInput } from './report-input.ts';
export type * from './results.ts';
export { actsOn } from './saving-rule.ts';
export { NJORD_TARGET_CO2_REDUCTION_PCT, njordScore } from './score.ts';
export * from './types.ts';
export { atRangeEnd } from './uncertainty.ts';
