/** Output types of the report results engine. All numbers are full precision (display rounds to 2 decimals). */
import type { CiiShipType, Ref } from './types.ts';

export interface TechnologySavingsRow {
  technology: Ref;
  consumptionCategory: Ref;
  consumptionType: Ref;
  savingsCategory: Ref;
  fuelSavingsInMt: number;
  co2ReductionInMt: number;
  /** Percent of the vessel's baseline CO2. */
  co2ReductionInPct: number;
}

export interface TechnologiesSavings {
  technologiesSavings: TechnologySavingsRow[];
  totalFuelSavings: number;
  totalCo2ReductionInMt: number;
  totalCo2ReductionInPct: number;
}

/** Per included technology, summed over all its rows. `fuelSavingsInMt` is the form's calcSavingsInMt. */
export interface TechnologyTotal {
  technology: Ref;
  savingsCategory: Ref;
  fuelSavingsInMt: number;
  co2ReductionInMt: number;
  co2ReductionInPct: number;
  /** S_i, USD per year. */
  yearlyFuelCostSaving: number;
}

/** Regulatory extras beside a finance row (only when the regulatory impact is filled in). */
export interface CarbonExtras {
  /**
   * C_i: avoided EU ETS cost per year in USD (the EUR cost × usdPerEur), the mean over the horizon (so
   * the phase-in lowers it).
   */
  avoidedCarbonCostPerYear: number;
  /** I / (S + C − opex); null when it never pays back. */
  pbtInYears: number | null;
  /**
   * USD: −I + Σ_k (S + C_y − opex) / (1 + r)^k over k = 1..n, n the technology's service life, else the
   * outlook's years. The totals' NPV is the sum of the rows'.
   */
  npv: number;
  /** n of the NPV; for the totals, null when the rows count different years. */
  npvYears: number | null;
}

export interface FinanceRow {
  technology: Ref;
  totalInvestment: number;
  /** I / (S − opex); null when S − opex ≤ 0 (never pays back, shown as '–'). */
  pbtInYears: number | null;
  costPerYear: number;
  yearlyFuelCostSaving: number;
  carbon: CarbonExtras | null;
}

export interface Finances {
  finances: FinanceRow[];
  totalInvestment: number;
  /** Payback of the sums. */
  pbtInYears: number | null;
  yearlyCost: number;
  totalYearlyFuelCostSaving: number;
  carbon: CarbonExtras | null;
}

interface ConsumptionCategorySavings {
  consumptionCategory: Ref;
  /** One cell per entry of `consumptionTypes`, same order; 0 where nothing is saved. */
  savings: { consumptionType: Ref; savingsInMt: number }[];
  totalSavingsInMt: number;
}

export interface ConsumptionSavings {
  consumptionTypes: Ref[];
  consumptionCategoriesSavings: ConsumptionCategorySavings[];
  /** Column totals, one per consumption type. */
  consumptionTypesTotals: { consumptionType: Ref; totalSavingsInMt: number }[];
  totalSavingsInMt: number;
}

interface SavingsCategoryRow {
  savingsCategory: Ref;
  totalSavingsInMt: number;
  /** Percent of the baseline fuel F. */
  totalSavingsInPct: number;
  totalCo2ReductionInMt: number;
}

export interface SavingsCategorySavings {
  savingsCategoriesSavings: SavingsCategoryRow[];
}

/** EU ETS costs are EUR, as the carbon rate. */
export interface EtsYear {
  year: number;
  /** Surrendered share under the EU ETS phase-in, percent. */
  phaseInPct: number;
  costBefore: number;
  costAfter: number;
  avoidedCost: number;
}

export interface EtsOutlook {
  pctInEu: number;
  /** EUR per t CO2. */
  carbonRate: number;
  startYear: number;
  numberOfYears: number;
  discountRatePct: number;
  /** USD per EUR, used for the carbon extras of the finances. */
  usdPerEur: number;
  years: EtsYear[];
  totalCostBefore: number;
  totalCostAfter: number;
  totalAvoidedCost: number;
}

export type CiiRating = 'A' | 'B' | 'C' | 'D' | 'E';

export interface CiiYear {
  year: number;
  reductionFactorPct: number;
  requiredCii: number;
  /** d1..d4 × required, g CO2 per capacity-nm. */
  boundaries: { superior: number; lower: number; upper: number; inferior: number };
  ratingBefore: CiiRating;
  ratingAfter: CiiRating;
}

export interface CiiOutlook {
  shipType: CiiShipType;
  capacity: number;
  capacityUnit: 'DWT' | 'GT';
  attainedCiiBefore: number;
  attainedCiiAfter: number;
  years: CiiYear[];
}

/** A questionnaire answer (its mappedTo kind) the CII outlook needs; either tonnage while the ship type is unknown. */
export type CiiMissingInput =
  | 'vesselType'
  | 'deadweight'
  | 'grossTonnage'
  | 'deadweightOrGrossTonnage'
  | 'totalAnnualDistance';

/** One year of the FuelEU Maritime outlook: intensities g CO2e/MJ, balances t CO2e, penalties EUR. */
export interface FuelEuYear {
  year: number;
  targetIntensity: number;
  intensityBefore: number;
  intensityAfter: number;
  complianceBalanceBefore: number;
  complianceBalanceAfter: number;
  /** With the increase for consecutive years of deficit (Article 23(2)). */
  penaltyBefore: number;
  penaltyAfter: number;
  /** Energy in scope, MJ: what a pool weighs the vessels' intensities by. */
  energyInScopeBefore: number;
  energyInScopeAfter: number;
}

export interface FuelEuOutlook {
  years: FuelEuYear[];
  totalPenaltyBefore: number;
  totalPenaltyAfter: number;
  /** f_wind applied after the package: 1, 0.99, 0.97 or 0.95. */
  windRewardFactor: number;
  /** What is left out or missing, in words. */
  notes: string[];
}

export interface Baseline {
  /** F = Σ A, MT per year. */
  fuelInMt: number;
  /** E = Σ A × k_t, t CO2 per year. */
  co2InMt: number;
}

/** Totals of the technology table at one end of the confidence intervals. */
export interface SavingsRangeTotals {
  totalFuelSavings: number;
  totalCo2ReductionInMt: number;
  totalCo2ReductionInPct: number;
}

/** The package run with every technology at the low, and at the high, end of its confidence interval. */
export interface SavingsRange {
  low: SavingsRangeTotals;
  high: SavingsRangeTotals;
}

/** One bar of the marginal abatement cost curve. */
export interface MacCurvePoint {
  technology: Ref;
  /** MAC_i, USD per t CO2 avoided; negative saves money. */
  costPerTonneCo2: number;
  /** Bar width: co2(i), t CO2 avoided per year. */
  co2ReductionInMt: number;
  /** Where the bar starts on the cumulative t CO2 axis: the sum of the earlier bars' widths. */
  cumulativeCo2StartInMt: number;
}

/** Why results cannot be calculated. */
type CannotCalculateReason = 'noIncludedTechnologies' | 'missingConsumption';

/** The figures of a vessel's package that the fleet shows: every table but the range, the curve and the breakdowns. */
interface VesselFiguresResults {
  canCalculate: true;
  baseline: Baseline;
  calcNjordScore: number;
  calcTechnologiesSavings: TechnologiesSavings;
  technologyTotals: TechnologyTotal[];
  calcFinances: Finances;
  /** Null unless pctInEu, carbonRate, startYear and numberOfYears are all set. */
  etsOutlook: EtsOutlook | null;
  /** Null unless pctInEu, startYear and numberOfYears are set. */
  fuelEuOutlook: FuelEuOutlook | null;
  /** Null unless ship type, capacity and distance are known. */
  ciiOutlook: CiiOutlook | null;
  /** What the CII outlook lacks, so the screen can ask for it; empty when `ciiOutlook` is set. */
  ciiMissing: CiiMissingInput[];
}

interface CalculatedResults extends VesselFiguresResults {
  calcConsumptionSavings: ConsumptionSavings;
  calcSavingsCategorySavings: SavingsCategorySavings;
  /** Totals at the low and high ends of the technologies' confidence intervals. */
  savingsRange: SavingsRange;
  /** Sorted by cost per tonne; technologies without CO2 reduction are left out. */
  macCurve: MacCurvePoint[];
}

type CannotCalculate = { canCalculate: false; reason: CannotCalculateReason };

export type ReportResults = CannotCalculate | CalculatedResults;
export type VesselFigures = CannotCalculate | VesselFiguresResults;
