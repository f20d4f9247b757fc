import { HFO, HYDRO, input, ME, PROPULSION, tech } from '../builders.ts';
import type { GoldenCase } from './case.ts';

const A = tech(1, 'Air lubrication', {
  savingsPct: 5,
  savingsCategory: HYDRO,
  equipmentCost: 100_000,
  installationCost: 20_000,
  operationCost: 5_000,
});
const B = tech(2, 'Propeller boss cap fins', {
  savingsPct: 8,
  savingsCategory: PROPULSION,
  equipmentCost: 50_000,
  installationCost: 10_000,
});

/**
 * 5 % then 8 % on one main engine burning 1000 MT HFO (given as two rows, 600 + 400, summed first).
 * HFO: 600 USD/MT, k 3.114.  Baseline F = 1000 MT, E = 1000 × 3.114 = 3114 t CO2.
 * A (seq 0): 1000 × 5 % = 50 → 950 left;  B (seq 1): 950 × 8 % = 76 → 874 left.
 * Total 126 MT = 12.6 % (1 − 0.95 × 0.92), not 13 %.
 * CO2: A 50 × 3.114 = 155.7 (5 %), B 76 × 3.114 = 236.664 (7.6 %); total 392.364 = 12.6 %.
 * Score: round(12.6 / 40 × 100) = round(31.5) = 32.
 * Finances: A I = 120000, S = 50 × 600 = 30000, opex 5000 → 120000 / 25000 = 4.8.
 *           B I = 60000, S = 76 × 600 = 45600, opex 0 → 60000 / 45600 = 1.315789473684…
 *           totals I = 180000, opex 5000, S = 75600 → 180000 / 70600 = 2.549575070821…
 * Regulatory: 50 % in EU, 80 EUR per t, 2024 for 4 years, 8 %, 1.25 USD per EUR. Phase-in 40, 70, 100,
 * 100 % (mean 0.775). The avoided carbon cost meets the USD savings as EUR × 1.25.
 *   A avoided at full = 155.7 × 0.5 × 80 = 6228 EUR = 7785 USD → 3114, 5449.5, 7785, 7785; mean 6033.375.
 *   A 2nd payback = 120000 / (30000 + 6033.375 − 5000) = 3.866804690111…
 *   A NPV = −120000 + 28114/1.08 + 30449.5/1.08² + 32785/1.08³ + 32785/1.08⁴ = −17739.23636396…
 *   B avoided at full = 236.664 × 40 = 9466.56 EUR = 11833.2 USD; mean 9170.73;
 *     2nd payback 60000 / (45600 + 9170.73) = 1.095475630870…
 *   B NPV = −60000 + Σ (45600 + avoided_y) / 1.08^k = 120608.5247111…
 *   totals: mean avoided 392.364 × 40 × 0.775 × 1.25 = 15204.105; 180000 / (75600 + 15204.105 − 5000)
 *           = 2.097801731047…; NPV = −17739.236363961 + 120608.524711116 = 102869.2883471…
 *   ETS (EUR): before 3114 × 40 = 124560 at full → 49824, 87192, 124560, 124560 = 386136;
 *        after (3114 − 392.364) × 40 × 3.1 = 337482.864; avoided 392.364 × 40 × 3.1 = 48653.136.
 */
export const oneMainEngine: GoldenCase = {
  name: '5 % and 8 % on one main engine save 12.6 %',
  input: input({
    consumptionRows: [
      { consumptionCategory: ME, consumptionType: HFO, annualConsumptionInMt: 600 },
      { consumptionCategory: ME, consumptionType: HFO, annualConsumptionInMt: 400 },
    ],
    includedTechnologies: [B, A],
    categoryOrders: [
      {
        consumptionCategory: ME,
        technologies: [
          { technology: A.technology, calculationSequence: 0 },
          { technology: B.technology, calculationSequence: 1 },
        ],
      },
    ],
    regulatoryImpact: { pctInEu: 50, carbonRate: 80, startYear: 2024, numberOfYears: 4, usdPerEur: 1.25 },
  }),
  expected: {
    canCalculate: true,
    baseline: { fuelInMt: 1000, co2InMt: 3114 },
    calcNjordScore: 32,
    calcTechnologiesSavings: {
      technologiesSavings: [
        { technology: B.technology, fuelSavingsInMt: 76, co2ReductionInMt: 236.664, co2ReductionInPct: 7.6 },
        { technology: A.technology, fuelSavingsInMt: 50, co2ReductionInMt: 155.7, co2ReductionInPct: 5 },
      ],
      totalFuelSavings: 126,
      totalCo2ReductionInMt: 392.364,
      totalCo2ReductionInPct: 12.6,
    },
    technologyTotals: [{ fuelSavingsInMt: 76 }, { fuelSavingsInMt: 50 }],
    calcFinances: {
      finances: [
        {
          technology: B.technology,
          totalInvestment: 60_000,
          pbtInYears: 60_000 / 45_600,
          costPerYear: 0,
          yearlyFuelCostSaving: 45_600,
          carbon: { avoidedCarbonCostPerYear: 9170.73, pbtInYears: 1.0954756308707225, npv: 120608.52471111558 },
        },
        {
          technology: A.technology,
          totalInvestment: 120_000,
          pbtInYears: 4.8,
          costPerYear: 5_000,
          yearlyFuelCostSaving: 30_000,
          carbon: { avoidedCarbonCostPerYear: 6033.375, pbtInYears: 3.8668046901118553, npv: -17739.23636396139 },
        },
      ],
      totalInvestment: 180_000,
      pbtInYears: 2.54957507082153,
      yearlyCost: 5_000,
      carbon: { avoidedCarbonCostPerYear: 15204.105, pbtInYears: 2.097801731047716, npv: 102869.28834715422 },
    },
    calcConsumptionSavings: {
      consumptionTypes: [HFO],
      consumptionCategoriesSavings: [
        { consumptionCategory: ME, savings: [{ consumptionType: HFO, savingsInMt: 126 }], totalSavingsInMt: 126 },
      ],
      totalSavingsInMt: 126,
    },
    calcSavingsCategorySavings: {
      savingsCategoriesSavings: [
        { savingsCategory: PROPULSION, totalSavingsInMt: 76, totalSavingsInPct: 7.6, totalCo2ReductionInMt: 236.664 },
        { savingsCategory: HYDRO, totalSavingsInMt: 50, totalSavingsInPct: 5, totalCo2ReductionInMt: 155.7 },
      ],
    },
    etsOutlook: {
      carbonRate: 80,
      discountRatePct: 8,
      usdPerEur: 1.25,
      years: [
        { year: 2024, phaseInPct: 40, costBefore: 49_824 },
        { year: 2025, phaseInPct: 70, costBefore: 87_192 },
        { year: 2026, phaseInPct: 100, costBefore: 124_560 },
        { year: 2027, phaseInPct: 100, costBefore: 124_560 },
      ],
      totalCostBefore: 386_136,
      totalCostAfter: 337_482.864,
      totalAvoidedCost: 48_653.136,
    },
    ciiOutlook: null,
    ciiMissing: ['vesselType', 'deadweightOrGrossTonnage', 'totalAnnualDistance'],
  },
};
