import { describe, expect, it } from 'vitest';
import {
  fuelEuBalance,
  fuelEuIntensity,
  fuelEuTarget,
  tankToWake,
  windRewardFactor,
  withConsecutiveDeficits,
} from '../src/fuel-eu.ts';

// The worked examples of the European Sustainable Shipping Forum's working paper 'FuelEU calculation
// methodologies' (May 2025), with the Annex II default factors and GWP 25 and 298.
describe('FuelEU Maritime against the ESSF worked examples', () => {
  it('12,000 t HFO and 1,400 t MDO in 2025, all in scope: 91.637 g/MJ, −1,255.5 t CO2e, 802,011 EUR', () => {
    const mix = { HFO: 12_000, 'MDO/MGO': 1_400 };
    const year = fuelEuBalance(mix, 2025, 100);
    expect(year.intensity).toBeCloseTo(91.637, 3);
    expect(year.complianceBalance).toBeCloseTo(-1_255.5, 1);
    expect(Math.abs(year.penalty - 802_011) / 802_011).toBeLessThan(0.001);
  });

  it('the same ship with f_wind 0.99 and 11,100 t HFO: 452,395 EUR', () => {
    const year = fuelEuBalance({ HFO: 11_100, 'MDO/MGO': 1_400 }, 2025, 100, 0.99);
    expect(Math.abs(year.penalty - 452_395) / 452_395).toBeLessThan(0.001);
  });
});

describe('FuelEU Maritime by hand', () => {
  it('computes the tank-to-wake intensity of HFO and the slip of LNG (Annex I)', () => {
    // HFO: (3.114 + 0.00005 × 25 + 0.00018 × 298) / 0.0405
    expect(tankToWake('HFO')).toBeCloseTo((3.114 + 0.00125 + 0.05364) / 0.0405, 9);
    // LNG Otto medium speed: 3.1 % of the mass slips as methane, worth 25 times CO2.
    expect(tankToWake('LNG')).toBeCloseTo((0.969 * (2.75 + 0.00011 * 298) + 0.031 * 25) / 0.0491, 9);
    expect(fuelEuIntensity({ LNG: 1_000 })).toBeLessThan(fuelEuIntensity({ HFO: 1_000 }));
  });

  it('steps the target down by the reductions of Article 4', () => {
    expect(fuelEuTarget(2024)).toBeCloseTo(91.16, 9);
    expect(fuelEuTarget(2025)).toBeCloseTo(89.3368, 4);
    expect(fuelEuTarget(2029)).toBeCloseTo(89.3368, 4);
    expect(fuelEuTarget(2030)).toBeCloseTo(85.6904, 4);
    expect(fuelEuTarget(2035)).toBeCloseTo(77.9418, 4);
    expect(fuelEuTarget(2050)).toBeCloseTo(18.232, 4);
  });

  it('counts only the energy in scope, and no penalty for a surplus', () => {
    const all = fuelEuBalance({ HFO: 1_000 }, 2025, 100);
    const half = fuelEuBalance({ HFO: 1_000 }, 2025, 50);
    expect(half.penalty).toBeCloseTo(all.penalty / 2, 6);
    expect(fuelEuBalance({ LNG: 1_000 }, 2025, 100)).toMatchObject({ penalty: 0 });
    expect(fuelEuBalance({ LNG: 1_000 }, 2025, 100).complianceBalance).toBeGreaterThan(0);
    expect(fuelEuBalance({}, 2025, 100)).toEqual({ energyInScope: 0, intensity: 0, complianceBalance: 0, penalty: 0 });
  });

  it('rewards wind by the ratio of its power to the main engine MCR', () => {
    expect(windRewardFactor(null, 10_000)).toBe(1);
    expect(windRewardFactor(400, null)).toBe(1);
    expect(windRewardFactor(400, 10_000)).toBe(1);
    expect(windRewardFactor(500, 10_000)).toBe(0.99);
    expect(windRewardFactor(1_000, 10_000)).toBe(0.97);
    expect(windRewardFactor(1_500, 10_000)).toBe(0.95);
  });

  it('raises the penalty by 10 % for each further consecutive year of deficit (Article 23(2))', () => {
    const penalties = withConsecutiveDeficits([100, 100, 100, 0, 100]);
    expect(penalties.map((penalty) => Math.round(penalty * 1e6) / 1e6)).toEqual([100, 110, 120, 0, 100]);
  });
});
