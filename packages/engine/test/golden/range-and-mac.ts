import { AUX, HFO, input, ME, sequence, tech } from '../builders.ts';
import type { GoldenCase } from './case.ts';

const A = tech(1, 'Air lubrication', {
  savingsPct: 5,
  confidenceInterval: 30,
  equipmentCost: 100_000,
  installationCost: 20_000,
  operationCost: 5_000,
});
const B = tech(2, 'Propeller boss cap fins', { savingsPct: 8, confidenceInterval: 150, equipmentCost: 60_000 });
const C = tech(3, 'Speed optimisation', {
  fixedSavings: [{ consumptionCategory: ME, consumptionType: HFO, fixedSavingsInMt: 30 }],
  confidenceInterval: 10,
  installationCost: 10_000,
  operationCost: 20_000,
});
const D = tech(4, 'Boiler insulation', { consumptionCategories: [AUX], savingsPct: 3, equipmentCost: 5_000 });

/** CRF at 8 % over 10 years: 0.08 / (1 − 1.08^−10). */
const CRF_8_10 = 0.08 / (1 - 1.08 ** -10); // 0.149029488697…

/**
 * One main engine burning 1000 MT HFO (600 USD/MT, k 3.114): E = 3114 t CO2. Order A, B, C.
 * Nominal: A 5 % → 50 (950 left); B 8 % → 76 (874 left); C fixed 30 → 30. Total 156 MT.
 * The CI is relative (docs/calculation.md 'Uncertainty'): A 5 % with CI 30 is 3.5 – 6.5 %; B 8 % with
 * CI 150 is 8 × (1 − 1.5) = −4 → never below 0: 0 %, up to 8 × 2.5 = 20 %; C 30 MT with CI 10 is 27 – 33 MT.
 * Low: A 3.5 % → 35 (965 left); B 0 % → 0 (965 left); C 27. Total 62 MT,
 *   CO2 62 × 3.114 = 193.068 = 6.2 %.
 * High: A 6.5 % → 65 (935 left); B 20 % of what A left: 935 × 0.2 = 187 (748 left);
 *   C 33. Total 285 MT, CO2 285 × 3.114 = 887.49 = 28.5 %.
 * D acts on auxiliary engines, where the vessel burns nothing: co2 0, left out of the MAC curve.
 * MAC, no regulatory impact: r 8 %, n 10, CRF 0.149029488697…
 *   A: (120000 × CRF + 5000 − 50 × 600) / 155.7   = −45.7062386…
 *   B: (60000 × CRF + 0 − 76 × 600) / 236.664      = −154.895677…
 *   C: (10000 × CRF + 20000 − 30 × 600) / 93.42    = 37.3613239…
 *   Sorted B, A, C; starts 0, 236.664, 236.664 + 155.7 = 392.364.
 */
export const rangeAndMac: GoldenCase = {
  name: 'savings range with stacking and a low never below 0; MAC curve sorted by cost per tonne',
  input: input({
    consumptionRows: [{ consumptionCategory: ME, consumptionType: HFO, annualConsumptionInMt: 1000 }],
    includedTechnologies: [D, C, A, B],
    categoryOrders: [sequence(ME, A, B, C)],
  }),
  expected: {
    calcTechnologiesSavings: { totalFuelSavings: 156 },
    savingsRange: {
      low: { totalFuelSavings: 62, totalCo2ReductionInMt: 193.068, totalCo2ReductionInPct: 6.2 },
      high: { totalFuelSavings: 285, totalCo2ReductionInMt: 887.49, totalCo2ReductionInPct: 28.5 },
    },
    macCurve: [
      {
        technology: B.technology,
        costPerTonneCo2: (60_000 * CRF_8_10 - 45_600) / 236.664,
        co2ReductionInMt: 236.664,
        cumulativeCo2StartInMt: 0,
      },
      {
        technology: A.technology,
        costPerTonneCo2: (120_000 * CRF_8_10 + 5_000 - 30_000) / 155.7,
        co2ReductionInMt: 155.7,
        cumulativeCo2StartInMt: 236.664,
      },
      {
        technology: C.technology,
        costPerTonneCo2: (10_000 * CRF_8_10 + 20_000 - 18_000) / 93.42,
        co2ReductionInMt: 93.42,
        cumulativeCo2StartInMt: 392.364,
      },
    ],
  },
};
