import { AUX, BOILER, HFO, HYDRO, input, MACHINERY, ME, MGO, tech } from '../builders.ts';
import type { GoldenCase } from './case.ts';

const X = tech(1, 'Engine tuning', {
  consumptionCategories: [ME, AUX],
  savingsCategory: MACHINERY,
  savingsPct: 10,
  equipmentCost: 300_000,
  installationCost: 50_000,
  operationCost: 10_000,
});
const Y = tech(2, 'Hull coating', {
  savingsPct: 5,
  savingsCategory: HYDRO,
  equipmentCost: 400_000,
  installationCost: 100_000,
});
const Z = tech(3, 'Boiler insulation', {
  consumptionCategories: [BOILER],
  savingsCategory: MACHINERY,
  savingsPct: 25,
  equipmentCost: 20_000,
  installationCost: 5_000,
  operationCost: 1_000,
});

/**
 * Rows: ME/HFO 2000, ME/MGO 100, AUX/MGO 300, BOILER/HFO 200 (HFO 600 USD k 3.114; MGO 800 USD k 3.206).
 * F = 2600; E = 2200 × 3.114 + 400 × 3.206 = 6850.8 + 1282.4 = 8133.2.
 * Main engine order: Hull coating (0), Engine tuning (1).
 *   ME/HFO: Y 2000 × 5 % = 100 → 1900; X 1900 × 10 % = 190.   ME/MGO: Y 5 → 95; X 9.5.
 * AUX/MGO: X 300 × 10 % = 30.  BOILER/HFO (no list): Z 200 × 25 % = 50.
 * X: 229.5 MT, CO2 190 × 3.114 + 39.5 × 3.206 = 718.297;  Y: 105 MT, CO2 311.4 + 16.03 = 327.43;
 * Z: 50 MT, CO2 155.7.  Total 384.5 MT, CO2 1201.427 = 14.771885604682…% of E → score round(36.93) = 37.
 * Matrix (types HFO, MGO): ME 290 | 14.5 = 304.5; AUX 0 | 30 = 30; BOILER 50 | 0 = 50;
 *   columns HFO 340, MGO 44.5; total 384.5.
 * Saving categories: Machinery (X, Z) 279.5 MT = 10.75 % of F, CO2 873.997;
 *                    Hydrodynamics (Y) 105 MT = 4.038461538…%, CO2 327.43.
 * Finances: X S = 190 × 600 + 39.5 × 800 = 145600 → 350000 / 135600 = 2.581120943952…
 *           Y S = 100 × 600 + 5 × 800 = 64000 → 500000 / 64000 = 7.8125
 *           Z S = 50 × 600 = 30000 → 25000 / 29000 = 0.862068965517…
 *           totals I 875000, opex 11000, S 239600 → 875000 / 228600 = 3.827646544181…
 */
export const threeCategories: GoldenCase = {
  name: 'three categories, two types, a technology acting on two categories',
  input: input({
    consumptionRows: [
      { consumptionCategory: ME, consumptionType: HFO, annualConsumptionInMt: 2000 },
      { consumptionCategory: ME, consumptionType: MGO, annualConsumptionInMt: 100 },
      { consumptionCategory: AUX, consumptionType: MGO, annualConsumptionInMt: 300 },
      { consumptionCategory: BOILER, consumptionType: HFO, annualConsumptionInMt: 200 },
    ],
    includedTechnologies: [X, Y, Z],
    categoryOrders: [
      {
        consumptionCategory: ME,
        technologies: [
          { technology: X.technology, calculationSequence: 1 },
          { technology: Y.technology, calculationSequence: 0 },
        ],
      },
      { consumptionCategory: AUX, technologies: [{ technology: X.technology, calculationSequence: 0 }] },
    ],
  }),
  expected: {
    baseline: { fuelInMt: 2600, co2InMt: 8133.2 },
    calcNjordScore: 37,
    calcTechnologiesSavings: {
      technologiesSavings: [
        { technology: X.technology, consumptionCategory: ME, consumptionType: HFO, fuelSavingsInMt: 190 },
        { technology: X.technology, consumptionCategory: ME, consumptionType: MGO, fuelSavingsInMt: 9.5 },
        { technology: X.technology, consumptionCategory: AUX, consumptionType: MGO, fuelSavingsInMt: 30 },
        { technology: Y.technology, consumptionCategory: ME, consumptionType: HFO, fuelSavingsInMt: 100 },
        { technology: Y.technology, consumptionCategory: ME, consumptionType: MGO, fuelSavingsInMt: 5 },
        { technology: Z.technology, consumptionCategory: BOILER, consumptionType: HFO, fuelSavingsInMt: 50 },
      ],
      totalFuelSavings: 384.5,
      totalCo2ReductionInMt: 1201.427,
      totalCo2ReductionInPct: 14.771885604682042,
    },
    technologyTotals: [
      { fuelSavingsInMt: 229.5, co2ReductionInMt: 718.297, yearlyFuelCostSaving: 145_600 },
      { fuelSavingsInMt: 105, co2ReductionInMt: 327.43, yearlyFuelCostSaving: 64_000 },
      { fuelSavingsInMt: 50, co2ReductionInMt: 155.7, yearlyFuelCostSaving: 30_000 },
    ],
    calcFinances: {
      finances: [
        { totalInvestment: 350_000, pbtInYears: 350_000 / 135_600, costPerYear: 10_000 },
        { totalInvestment: 500_000, pbtInYears: 7.8125, costPerYear: 0 },
        { totalInvestment: 25_000, pbtInYears: 25_000 / 29_000, costPerYear: 1_000 },
      ],
      totalInvestment: 875_000,
      pbtInYears: 875_000 / 228_600,
      yearlyCost: 11_000,
    },
    calcConsumptionSavings: {
      consumptionTypes: [HFO, MGO],
      consumptionCategoriesSavings: [
        { consumptionCategory: ME, savings: [{ savingsInMt: 290 }, { savingsInMt: 14.5 }], totalSavingsInMt: 304.5 },
        { consumptionCategory: AUX, savings: [{ savingsInMt: 0 }, { savingsInMt: 30 }], totalSavingsInMt: 30 },
        { consumptionCategory: BOILER, savings: [{ savingsInMt: 50 }, { savingsInMt: 0 }], totalSavingsInMt: 50 },
      ],
      consumptionTypesTotals: [{ totalSavingsInMt: 340 }, { totalSavingsInMt: 44.5 }],
      totalSavingsInMt: 384.5,
    },
    calcSavingsCategorySavings: {
      savingsCategoriesSavings: [
        {
          savingsCategory: MACHINERY,
          totalSavingsInMt: 279.5,
          totalSavingsInPct: 10.75,
          totalCo2ReductionInMt: 873.997,
        },
        { savingsCategory: HYDRO, totalSavingsInMt: 105, totalSavingsInPct: 105 / 26, totalCo2ReductionInMt: 327.43 },
      ],
    },
  },
};
