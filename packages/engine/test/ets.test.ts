import { describe, expect, it } from 'vitest';
import { carbonCost, etsOutlook, etsPhaseInPct, horizonYears, resolveRegulatory } from '../src/index.ts';

describe('EU ETS phase-in', () => {
  it('is 0 before 2024, 40 % in 2024, 70 % in 2025 and 100 % from 2026', () => {
    expect([2023, 2024, 2025, 2026, 2030].map(etsPhaseInPct)).toEqual([0, 40, 70, 100, 100]);
  });
});

describe('resolveRegulatory', () => {
  it('needs pctInEu, carbonRate, startYear and numberOfYears', () => {
    const full = { pctInEu: 50, carbonRate: 80, startYear: 2025, numberOfYears: 3 };
    expect(resolveRegulatory(full)).toEqual({ ...full, discountRatePct: 8, usdPerEur: 1.1 });
    expect(resolveRegulatory(null)).toBeNull();
    expect(resolveRegulatory({ ...full, carbonRate: null })).toBeNull();
    expect(resolveRegulatory({ ...full, startYear: null })).toBeNull();
    expect(resolveRegulatory({ ...full, numberOfYears: 0 })).toBeNull();
  });

  it('takes a configured discount rate', () => {
    const reg = resolveRegulatory({
      pctInEu: 50,
      carbonRate: 80,
      startYear: 2025,
      numberOfYears: 3,
      discountRatePct: 5,
    });
    expect(reg?.discountRatePct).toBe(5);
  });
});

describe('carbon cost', () => {
  const reg = resolveRegulatory({ pctInEu: 50, carbonRate: 80, startYear: 2024, numberOfYears: 3 });
  if (!reg) throw new Error('regulatory impact expected');

  it('lists the horizon years from the start year', () => {
    expect(horizonYears(reg)).toEqual([2024, 2025, 2026]);
  });

  it('is CO2 × in-EU share × phase-in × rate', () => {
    // 1000 × 0.5 × 0.4 × 80 = 16000
    expect(carbonCost(1000, 2024, reg)).toBeCloseTo(16_000, 9);
    expect(carbonCost(1000, 2026, reg)).toBeCloseTo(40_000, 9);
  });

  it('sums the cost before and after the package over the horizon', () => {
    // before: 1000 × 40 × (0.4 + 0.7 + 1) = 84000; after: 900 × 40 × 2.1 = 75600
    const o = etsOutlook(1000, 100, reg);
    expect(o.years.map((y) => y.phaseInPct)).toEqual([40, 70, 100]);
    expect(o.totalCostBefore).toBeCloseTo(84_000, 9);
    expect(o.totalCostAfter).toBeCloseTo(75_600, 9);
    expect(o.totalAvoidedCost).toBeCloseTo(8_400, 9);
  });
});
