import { AUX, input, MACHINERY, MGO, tech } from '../builders.ts';
import type { GoldenCase } from './case.ts';

const fixed = (mt: number) => [{ consumptionCategory: AUX, consumptionType: MGO, fixedSavingsInMt: mt }];
const shore = tech(3, 'Shore power', {
  consumptionCategories: [AUX],
  savingsCategory: MACHINERY,
  fixedSavings: fixed(30),
  equipmentCost: 50_000,
  operationCost: 24_000,
});
const wasteHeat = tech(4, 'Waste heat recovery', {
  consumptionCategories: [AUX],
  savingsCategory: MACHINERY,
  savingsPct: 20,
  equipmentCost: 200_000,
  operationCost: 1_000,
});
const led = tech(5, 'LED lighting', {
  consumptionCategories: [AUX],
  savingsCategory: MACHINERY,
  fixedSavings: fixed(80),
  equipmentCost: 10_000,
  installationCost: 2_000,
  operationCost: 2_000,
});

/**
 * Auxiliary engines burn 100 MT MGO (800 USD/MT, k 3.206): F = 100, E = 320.6.
 * The category's list holds only Shore power (seq 0); the two missing ones follow by name:
 * 'LED lighting' before 'Waste heat recovery' (the input order is the reverse).
 * Shore power: fixed 30 → min(30, 100) = 30, 70 left.
 * LED lighting: fixed 80 → capped at the remaining 70, 0 left.
 * Waste heat recovery: 0 × 20 % = 0 (its row is still listed, with 0).
 * Total 100 MT = 100 % of fuel and CO2 → score min(100, round(100 / 40 × 100) = 250) = 100.
 * Finances: Shore I 50000, S 30 × 800 = 24000 = opex → S − opex = 0 ≤ 0 → null.
 *           Waste heat I 200000, S 0, opex 1000 → null.
 *           LED I 12000, S 70 × 800 = 56000, opex 2000 → 12000 / 54000 = 0.2222…
 *           totals I 262000, opex 27000, S 80000 → 262000 / 53000 = 4.943396226415…
 */
export const fixedAndOrder: GoldenCase = {
  name: 'fixed MT savings capped at the remaining, missing technologies after the list by name',
  input: input({
    consumptionRows: [{ consumptionCategory: AUX, consumptionType: MGO, annualConsumptionInMt: 100 }],
    includedTechnologies: [wasteHeat, led, shore],
    categoryOrders: [
      { consumptionCategory: AUX, technologies: [{ technology: shore.technology, calculationSequence: 0 }] },
    ],
  }),
  expected: {
    canCalculate: true,
    calcNjordScore: 100,
    calcTechnologiesSavings: {
      technologiesSavings: [
        { technology: wasteHeat.technology, fuelSavingsInMt: 0, co2ReductionInMt: 0, co2ReductionInPct: 0 },
        { technology: led.technology, fuelSavingsInMt: 70, co2ReductionInMt: 224.42, co2ReductionInPct: 70 },
        { technology: shore.technology, fuelSavingsInMt: 30, co2ReductionInMt: 96.18, co2ReductionInPct: 30 },
      ],
      totalFuelSavings: 100,
      totalCo2ReductionInMt: 320.6,
      totalCo2ReductionInPct: 100,
    },
    calcFinances: {
      finances: [
        { technology: wasteHeat.technology, totalInvestment: 200_000, pbtInYears: null, costPerYear: 1_000 },
        { technology: led.technology, totalInvestment: 12_000, pbtInYears: 12_000 / 54_000, costPerYear: 2_000 },
        { technology: shore.technology, totalInvestment: 50_000, pbtInYears: null, costPerYear: 24_000, carbon: null },
      ],
      totalInvestment: 262_000,
      pbtInYears: 262_000 / 53_000,
      yearlyCost: 27_000,
      carbon: null,
    },
    calcSavingsCategorySavings: {
      savingsCategoriesSavings: [
        { savingsCategory: MACHINERY, totalSavingsInMt: 100, totalSavingsInPct: 100, totalCo2ReductionInMt: 320.6 },
      ],
    },
    etsOutlook: null,
  },
};
