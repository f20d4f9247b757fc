import type { CalculatedResultsDto } from '@backoffice/contracts';

const ME = { id: 1, name: 'Main engine' };
const HFO = { id: 10, name: 'HFO' };
const HYDRO = { id: 100, name: 'Hydrodynamics' };
export const AIR = { id: 1, name: 'Air lubrication' };
export const FINS = { id: 2, name: 'Propeller boss cap fins' };

const zeroRange = { totalFuelSavings: 0, totalCo2ReductionInMt: 0, totalCo2ReductionInPct: 0 };
/**
 * FuelEU Maritime of 1000 MT HFO before and 874 MT after, half of it in scope, 2024–2027: the
 * intensity of HFO (Annex II) against the target, a deficit each year with its penalty.
 */
function fuelEuOutlook(): NonNullable<CalculatedResultsDto['fuelEuOutlook']> {
  const intensity = 91.744;
  const energy = (mt: number) => mt * 1e6 * 0.0405 * 0.5;
  const years = [2024, 2025, 2026, 2027].map((year, i) => {
    const targetIntensity = year < 2025 ? 91.16 : 89.3368;
    const balance = (mt: number) => ((targetIntensity - intensity) * energy(mt)) / 1e6;
    const penalty = (mt: number) => ((-balance(mt) * 1e6) / (intensity * 41_000)) * 2400 * (1 + i / 10);
    return {
      year,
      targetIntensity,
      intensityBefore: intensity,
      intensityAfter: intensity,
      complianceBalanceBefore: balance(1000),
      complianceBalanceAfter: balance(874),
      penaltyBefore: penalty(1000),
      penaltyAfter: penalty(874),
      energyInScopeBefore: energy(1000),
      energyInScopeAfter: energy(874),
    };
  });
  return {
    years,
    totalPenaltyBefore: years.reduce((total, y) => total + y.penaltyBefore, 0),
    totalPenaltyAfter: years.reduce((total, y) => total + y.penaltyAfter, 0),
    windRewardFactor: 1,
    notes: [],
  };
}

const boundaries = (required: number) => ({
  superior: required * 0.86,
  lower: required * 0.94,
  upper: required * 1.06,
  inferior: required * 1.18,
});

/**
 * Results of a report with two technologies on one main engine (5 % and 8 % of 1000 MT HFO), a
 * savings range, both on the MAC curve, a CII, an EU ETS and a FuelEU Maritime outlook. Tests drop
 * what they do not need.
 */
export function fixtureResults(over: Partial<CalculatedResultsDto> = {}): CalculatedResultsDto {
  return {
    canCalculate: true,
    baseline: { fuelInMt: 1000, co2InMt: 3114 },
    calcNjordScore: 32,
    calcTechnologiesSavings: {
      technologiesSavings: [],
      totalFuelSavings: 126,
      totalCo2ReductionInMt: 392.364,
      totalCo2ReductionInPct: 12.6,
    },
    technologyTotals: [
      {
        technology: AIR,
        savingsCategory: HYDRO,
        fuelSavingsInMt: 50,
        co2ReductionInMt: 155.7,
        co2ReductionInPct: 5,
        yearlyFuelCostSaving: 30_000,
      },
      {
        technology: FINS,
        savingsCategory: HYDRO,
        fuelSavingsInMt: 76,
        co2ReductionInMt: 236.664,
        co2ReductionInPct: 7.6,
        yearlyFuelCostSaving: 45_600,
      },
    ],
    calcFinances: {
      finances: [],
      totalInvestment: 180_000,
      pbtInYears: 2.55,
      yearlyCost: 5_000,
      totalYearlyFuelCostSaving: 75_600,
      carbon: null,
    },
    calcConsumptionSavings: {
      consumptionTypes: [HFO],
      consumptionCategoriesSavings: [
        { consumptionCategory: ME, savings: [{ consumptionType: HFO, savingsInMt: 126 }], totalSavingsInMt: 126 },
      ],
      consumptionTypesTotals: [{ consumptionType: HFO, totalSavingsInMt: 126 }],
      totalSavingsInMt: 126,
    },
    calcSavingsCategorySavings: { savingsCategoriesSavings: [] },
    etsOutlook: {
      pctInEu: 50,
      carbonRate: 80,
      startYear: 2024,
      numberOfYears: 4,
      discountRatePct: 8,
      usdPerEur: 1.1,
      years: [2024, 2025, 2026, 2027].map((year, i) => {
        const phase = [40, 70, 100, 100][i] ?? 100;
        const costBefore = 3114 * 0.5 * 80 * (phase / 100);
        const costAfter = (3114 - 392.364) * 0.5 * 80 * (phase / 100);
        return { year, phaseInPct: phase, costBefore, costAfter, avoidedCost: costBefore - costAfter };
      }),
      totalCostBefore: 386_136,
      totalCostAfter: 337_482.864,
      totalAvoidedCost: 48_653.136,
    },
    fuelEuOutlook: fuelEuOutlook(),
    ciiOutlook: {
      shipType: 'bulkCarrier',
      capacity: 60_000,
      capacityUnit: 'DWT',
      attainedCiiBefore: 4.9,
      attainedCiiAfter: 4.28,
      years: [5, 7, 9, 11, 13.625, 16.25, 18.875, 21.5].map((z, i) => {
        const requiredCii = 5.05 * (1 - z / 100);
        return {
          year: 2023 + i,
          reductionFactorPct: z,
          requiredCii,
          boundaries: boundaries(requiredCii),
          ratingBefore: i < 3 ? 'C' : 'D',
          ratingAfter: i < 6 ? 'B' : 'C',
        };
      }),
    },
    ciiMissing: [],
    savingsRange: {
      low: { totalFuelSavings: 90, totalCo2ReductionInMt: 280.26, totalCo2ReductionInPct: 9 },
      high: { totalFuelSavings: 160, totalCo2ReductionInMt: 498.24, totalCo2ReductionInPct: 16 },
    },
    macCurve: [
      { technology: FINS, costPerTonneCo2: -154.9, co2ReductionInMt: 236.664, cumulativeCo2StartInMt: 0 },
      { technology: AIR, costPerTonneCo2: 45.7, co2ReductionInMt: 155.7, cumulativeCo2StartInMt: 236.664 },
    ],
    ...over,
  };
}

export { zeroRange };
