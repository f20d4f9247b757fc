import { consumptionSavings, savingsCategorySavings } from './categories.ts';
import { ciiMissingInputs, ciiOutlook } from './cii.ts';
import { etsOutlook, resolveRegulatory } from './ets.ts';
import { computeFinances } from './finances.ts';
import { fuelEuOutlook } from './fuel-eu-outlook.ts';
import { aggregateConsumptionRows, fuelSavings } from './fuel-savings.ts';
import { macCurve } from './mac.ts';
import { applyOrder } from './order.ts';
import { rateLookup } from './rates.ts';
import type { ReportResults, VesselFigures } from './results.ts';
import { njordScore } from './score.ts';
import { computeBaseline, technologiesSavings, technologyTotals } from './technology-savings.ts';
import type { ReportCalculationInput } from './types.ts';
import { savingsRange } from './uncertainty.ts';

/** The steps every figure builds on, once per calculation. */
function calculationSteps(input: ReportCalculationInput) {
  const technologies = input.includedTechnologies;
  const rates = rateLookup(input.consumptionRates);
  const rows = aggregateConsumptionRows(input.consumptionRows);
  const order = applyOrder(technologies, input.categoryOrders);
  const savings = fuelSavings(rows, technologies, order);
  const baseline = computeBaseline(rows, rates);
  return { technologies, rates, rows, order, savings, baseline };
}

type CalculationSteps = ReturnType<typeof calculationSteps>;

function cannotCalculate(input: ReportCalculationInput) {
  if (input.includedTechnologies.length === 0)
    return { canCalculate: false, reason: 'noIncludedTechnologies' } as const;
  if (input.consumptionRows.length === 0) return { canCalculate: false, reason: 'missingConsumption' } as const;
  return null;
}

function figuresOf(input: ReportCalculationInput, steps: CalculationSteps) {
  const { technologies, rates, rows, savings, baseline } = steps;
  const calcTechnologiesSavings = technologiesSavings(technologies, savings, rates, baseline);
  const totals = technologyTotals(technologies, savings, rates, baseline);
  const regulatory = resolveRegulatory(input.regulatoryImpact);
  return {
    canCalculate: true as const,
    baseline,
    calcNjordScore: njordScore(calcTechnologiesSavings.totalCo2ReductionInPct),
    calcTechnologiesSavings,
    technologyTotals: totals,
    calcFinances: computeFinances(technologies, totals, regulatory),
    etsOutlook: regulatory
      ? etsOutlook(baseline.co2InMt, calcTechnologiesSavings.totalCo2ReductionInMt, regulatory)
      : null,
    fuelEuOutlook: fuelEuOutlook(input.regulatoryImpact, rows, savings, rates, technologies, input.mainEngineMcrKw),
    ciiOutlook: ciiOutlook(input.cii, rows, savings, rates),
    ciiMissing: ciiMissingInputs(input.cii),
  };
}

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
  const cannot = cannotCalculate(input);
  if (cannot) return cannot;
  const steps = calculationSteps(input);
  const figures = figuresOf(input, steps);
  const { technologies, rates, rows, order, savings, baseline } = steps;
  return {
    ...figures,
    calcConsumptionSavings: consumptionSavings(rows, savings),
    calcSavingsCategorySavings: savingsCategorySavings(technologies, savings, rates, baseline),
    savingsRange: savingsRange(rows, technologies, input.categoryOrders, rates, baseline, order),
    macCurve: macCurve(technologies, figures.technologyTotals, input.regulatoryImpact),
  };
}

/**
 * The same figures as `calculateReportResults` without the savings range (two more runs of the whole
 * calculation), the MAC curve and the consumption and category breakdowns: what a row of the fleet shows.
 */
export function calculateVesselFigures(input: ReportCalculationInput): VesselFigures {
  return cannotCalculate(input) ?? figuresOf(input, calculationSteps(input));
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
