import { z } from 'zod';

/**
 * GET reports/{id}/calculated-results: the engine's output (packages/engine; see
 * docs/calculation.md) at full precision. `canCalculate: false` says why there are no results.
 */
const ref = z.object({ id: z.number(), name: z.string() });

const technologySavingsRow = z.object({
  technology: ref,
  consumptionCategory: ref,
  consumptionType: ref,
  savingsCategory: ref,
  fuelSavingsInMt: z.number(),
  co2ReductionInMt: z.number(),
  co2ReductionInPct: z.number(),
});

const carbonExtras = z.object({
  avoidedCarbonCostPerYear: z.number(),
  pbtInYears: z.number().nullable(),
  npv: z.number(),
  /** Years the NPV counts: the technology's service life, else the outlook's; the totals' null when rows differ. */
  npvYears: z.number().nullable(),
});

const financeRow = z.object({
  technology: ref,
  totalInvestment: z.number(),
  pbtInYears: z.number().nullable(),
  costPerYear: z.number(),
  yearlyFuelCostSaving: z.number(),
  carbon: carbonExtras.nullable(),
});

const ciiRating = z.enum(['A', 'B', 'C', 'D', 'E']);

/** Low and high totals from each technology's confidence interval (docs/calculation.md, 'Uncertainty'). */
const savingsRange = z.object({
  totalFuelSavings: z.number(),
  totalCo2ReductionInMt: z.number(),
  totalCo2ReductionInPct: z.number(),
});

export const calculatedResults = z.object({
  canCalculate: z.literal(true),
  baseline: z.object({ fuelInMt: z.number(), co2InMt: z.number() }),
  calcNjordScore: z.number(),
  calcTechnologiesSavings: z.object({
    technologiesSavings: z.array(technologySavingsRow),
    totalFuelSavings: z.number(),
    totalCo2ReductionInMt: z.number(),
    totalCo2ReductionInPct: z.number(),
  }),
  technologyTotals: z.array(
    z.object({
      technology: ref,
      savingsCategory: ref,
      fuelSavingsInMt: z.number(),
      co2ReductionInMt: z.number(),
      co2ReductionInPct: z.number(),
      yearlyFuelCostSaving: z.number(),
    }),
  ),
  calcFinances: z.object({
    finances: z.array(financeRow),
    totalInvestment: z.number(),
    pbtInYears: z.number().nullable(),
    yearlyCost: z.number(),
    totalYearlyFuelCostSaving: z.number(),
    carbon: carbonExtras.nullable(),
  }),
  calcConsumptionSavings: z.object({
    consumptionTypes: z.array(ref),
    consumptionCategoriesSavings: z.array(
      z.object({
        consumptionCategory: ref,
        savings: z.array(z.object({ consumptionType: ref, savingsInMt: z.number() })),
        totalSavingsInMt: z.number(),
      }),
    ),
    consumptionTypesTotals: z.array(z.object({ consumptionType: ref, totalSavingsInMt: z.number() })),
    totalSavingsInMt: z.number(),
  }),
  calcSavingsCategorySavings: z.object({
    savingsCategoriesSavings: z.array(
      z.object({
        savingsCategory: ref,
        totalSavingsInMt: z.number(),
        totalSavingsInPct: z.number(),
        totalCo2ReductionInMt: z.number(),
      }),
    ),
  }),
  etsOutlook: z
    .object({
      pctInEu: z.number(),
      carbonRate: z.number(),
      startYear: z.number(),
      numberOfYears: z.number(),
      discountRatePct: z.number(),
      /** USD per EUR: the carbon extras of the finances are the EUR cost turned into USD. */
      usdPerEur: z.number(),
      years: z.array(
        z.object({
          year: z.number(),
          phaseInPct: z.number(),
          costBefore: z.number(),
          costAfter: z.number(),
          avoidedCost: z.number(),
        }),
      ),
      totalCostBefore: z.number(),
      totalCostAfter: z.number(),
      totalAvoidedCost: z.number(),
    })
    .nullable(),
  /** FuelEU Maritime per year of the regulatory impact; null while its years or its % in EU are not set. */
  fuelEuOutlook: z
    .object({
      years: z.array(
        z.object({
          year: z.number(),
          /** g CO2e per MJ. */
          targetIntensity: z.number(),
          intensityBefore: z.number(),
          intensityAfter: z.number(),
          /** t CO2e: positive a surplus, negative a deficit. */
          complianceBalanceBefore: z.number(),
          complianceBalanceAfter: z.number(),
          /** EUR, with the increase for consecutive years of deficit. */
          penaltyBefore: z.number(),
          penaltyAfter: z.number(),
          /** MJ in scope. */
          energyInScopeBefore: z.number(),
          energyInScopeAfter: z.number(),
        }),
      ),
      totalPenaltyBefore: z.number(),
      totalPenaltyAfter: z.number(),
      windRewardFactor: z.number(),
      notes: z.array(z.string()),
    })
    .nullable(),
  ciiOutlook: z
    .object({
      shipType: z.string(),
      capacity: z.number(),
      capacityUnit: z.enum(['DWT', 'GT']),
      attainedCiiBefore: z.number(),
      attainedCiiAfter: z.number(),
      years: z.array(
        z.object({
          year: z.number(),
          reductionFactorPct: z.number(),
          requiredCii: z.number(),
          boundaries: z.object({ superior: z.number(), lower: z.number(), upper: z.number(), inferior: z.number() }),
          ratingBefore: ciiRating,
          ratingAfter: ciiRating,
        }),
      ),
    })
    .nullable(),
  /** The questionnaire answers the CII outlook lacks (ciiMissingInputLabels); empty when it is there. */
  ciiMissing: z.array(
    z.enum(['vesselType', 'deadweight', 'grossTonnage', 'deadweightOrGrossTonnage', 'totalAnnualDistance']),
  ),
  /**
   * The package's savings range: the engine run again with every technology at the low, and at the
   * high, end of its confidence interval, which is relative to the technology's own saving (5 % with
   * CI 30 is 3.5 – 6.5 %; 30 MT with CI 10 is 27 – 33 MT), stacking included. Same units as
   * calcTechnologiesSavings' totals: fuel MT, CO2 MT and CO2 % of the baseline, per year.
   */
  savingsRange: z.object({ low: savingsRange, high: savingsRange }),
  /** Marginal abatement cost curve, sorted by cost per tonne; technologies without CO2 reduction left out. */
  macCurve: z.array(
    z.object({
      technology: ref,
      /** USD per t CO2 avoided; negative saves money. */
      costPerTonneCo2: z.number(),
      /** Bar width: t CO2 avoided per year. */
      co2ReductionInMt: z.number(),
      /** Where the bar starts on the cumulative t CO2 axis. */
      cumulativeCo2StartInMt: z.number(),
    }),
  ),
});
export type CalculatedResultsDto = z.infer<typeof calculatedResults>;

export const calculatedResultsResponse = z.discriminatedUnion('canCalculate', [
  z.object({ canCalculate: z.literal(false), reason: z.enum(['noIncludedTechnologies', 'missingConsumption']) }),
  calculatedResults,
]);
export type CalculatedResultsResponse = z.infer<typeof calculatedResultsResponse>;
