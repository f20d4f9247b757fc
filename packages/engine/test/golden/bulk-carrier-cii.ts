import { AUX, HFO, input, ME, MGO, tech } from '../builders.ts';
import type { GoldenCase } from './case.ts';

/**
 * Bulk carrier of 300,000 DWT → CII capacity capped at 279,000; 80,000 nm a year.
 * Fuel: ME 12000 MT HFO (Cf 3.114), AUX 1000 MT 'Marine Gas Oil' (recognised as MGO, Cf 3.206).
 * Package: 10 % on the main engine → 1200 MT HFO saved.
 * Attained before = (12000 × 3.114 + 1000 × 3.206) × 10⁶ / (279000 × 80000) = 40574e6 / 2.232e10 = 1.817831541218…
 * Attained after  = (10800 × 3.114 + 3206) × 10⁶ / 2.232e10 = 36837.2e6 / 2.232e10 = 1.650412186379…
 * Reference line = 4745 × 279000^−0.622 = 1.945675464350…; required_y = that × (1 − Z_y / 100).
 * Ratios attained / required and ratings with d = 0.86 / 0.94 / 1.06 / 1.18:
 *   year  Z       required     before        after
 *   2023  5       1.848391691  0.9835 C      0.8929 B
 *   2024  7       1.809478182  1.0046 C      0.9121 B
 *   2025  9       1.770564673  1.0267 C      0.9321 B
 *   2026  11      1.731651163  1.0498 C      0.9531 C
 *   2027  13.625  1.680577182  1.0817 D      0.9821 C
 *   2028  16.25   1.629503201  1.1156 D      1.0128 C
 *   2029  18.875  1.578429220  1.1517 D      1.0456 C
 *   2030  21.5    1.527355240  1.1902 E      1.0806 D
 */
export const bulkCarrierCii: GoldenCase = {
  name: 'CII of a capped bulk carrier, 2023–2030, before and after',
  input: input({
    consumptionRows: [
      { consumptionCategory: ME, consumptionType: HFO, annualConsumptionInMt: 12_000 },
      { consumptionCategory: AUX, consumptionType: MGO, annualConsumptionInMt: 1_000 },
    ],
    includedTechnologies: [tech(1, 'Engine tuning', { savingsPct: 10 })],
    cii: { shipType: 'bulkCarrier', deadweight: 300_000, grossTonnage: 160_000, annualDistanceNm: 80_000 },
  }),
  expected: {
    ciiOutlook: {
      shipType: 'bulkCarrier',
      capacity: 279_000,
      capacityUnit: 'DWT',
      attainedCiiBefore: 40_574e6 / 2.232e10,
      attainedCiiAfter: 36_837.2e6 / 2.232e10,
      years: [
        { year: 2023, reductionFactorPct: 5, requiredCii: 1.8483916911329994, ratingBefore: 'C', ratingAfter: 'B' },
        { year: 2024, reductionFactorPct: 7, requiredCii: 1.8094781818459889, ratingBefore: 'C', ratingAfter: 'B' },
        { year: 2025, reductionFactorPct: 9, requiredCii: 1.7705646725589785, ratingBefore: 'C', ratingAfter: 'B' },
        { year: 2026, reductionFactorPct: 11, requiredCii: 1.731651163271968, ratingBefore: 'C', ratingAfter: 'C' },
        {
          year: 2027,
          reductionFactorPct: 13.625,
          requiredCii: 1.6805771823327667,
          ratingBefore: 'D',
          ratingAfter: 'C',
        },
        { year: 2028, reductionFactorPct: 16.25, requiredCii: 1.6295032013935655, ratingBefore: 'D', ratingAfter: 'C' },
        {
          year: 2029,
          reductionFactorPct: 18.875,
          requiredCii: 1.5784292204543642,
          ratingBefore: 'D',
          ratingAfter: 'C',
        },
        { year: 2030, reductionFactorPct: 21.5, requiredCii: 1.5273552395151628, ratingBefore: 'E', ratingAfter: 'D' },
      ],
    },
    ciiMissing: [],
  },
};
