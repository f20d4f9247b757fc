import { describe, expect, it } from 'vitest';
import { computeFinances, netPresentValue, paybackYears, resolveRegulatory } from '../src/index.ts';
import { tech } from './builders.ts';

const totals = (saving: number, co2 = 0) => ({
  technology: { id: 1, name: 'T' },
  savingsCategory: { id: 100, name: 'S' },
  fuelSavingsInMt: 0,
  co2ReductionInMt: co2,
  co2ReductionInPct: 0,
  yearlyFuelCostSaving: saving,
});

describe('paybackYears', () => {
  it('is investment over net yearly saving', () => {
    expect(paybackYears(120_000, 25_000)).toBe(4.8);
  });

  it('is null when the net saving is 0 or negative (never pays back)', () => {
    expect(paybackYears(120_000, 0)).toBeNull();
    expect(paybackYears(120_000, -1)).toBeNull();
  });

  it('is 0 years for a free technology that saves', () => {
    expect(paybackYears(0, 10)).toBe(0);
  });
});

describe('netPresentValue', () => {
  it('discounts year k by (1 + r)^k', () => {
    // −100 + 110 / 1.1 = 0
    expect(netPresentValue(100, [110], 10)).toBeCloseTo(0, 12);
    // −100 + 60 / 1.08 + 60 / 1.1664 = −100 + 55.5556 + 51.4403 = 6.99588…
    expect(netPresentValue(100, [60, 60], 8)).toBeCloseTo(6.995884773662551, 10);
  });

  it('is the plain sum at a 0 % rate', () => {
    expect(netPresentValue(100, [30, 30, 30], 0)).toBeCloseTo(-10, 12);
  });
});

describe('computeFinances', () => {
  const t = tech(1, 'T', { equipmentCost: 90_000, installationCost: 10_000, operationCost: 4_000 });

  it('sums equipment and installation into the investment and keeps opex as the yearly cost', () => {
    const f = computeFinances([t], [totals(24_000)], null);
    expect(f.finances[0]).toMatchObject({ totalInvestment: 100_000, costPerYear: 4_000, pbtInYears: 5, carbon: null });
    expect(f).toMatchObject({ totalInvestment: 100_000, yearlyCost: 4_000, pbtInYears: 5, carbon: null });
  });

  it('gives a null payback when the saving does not exceed the opex', () => {
    expect(computeFinances([t], [totals(4_000)], null).finances[0]?.pbtInYears).toBeNull();
    expect(computeFinances([t], [totals(3_000)], null).pbtInYears).toBeNull();
  });

  it('adds the avoided carbon cost, its payback and the NPV with the regulatory impact (default 8 %, 1.10 USD per EUR)', () => {
    // 100 t CO2 × 50 % × 100 EUR per t at 100 % phase-in (2026, 2027) = 5000 EUR = 5500 USD per year.
    const reg = resolveRegulatory({ pctInEu: 50, carbonRate: 100, startYear: 2026, numberOfYears: 2 });
    expect(reg?.usdPerEur).toBe(1.1);
    const row = computeFinances([t], [totals(4_000, 100)], reg).finances[0];
    expect(row?.pbtInYears).toBeNull(); // 4000 − 4000 ≤ 0
    expect(row?.carbon?.avoidedCarbonCostPerYear).toBeCloseTo(5_500, 9);
    expect(row?.carbon?.pbtInYears).toBeCloseTo(100_000 / 5_500, 9);
    // −100000 + 5500 / 1.08 + 5500 / 1.1664 = −90192.04389574…
    expect(row?.carbon?.npv).toBeCloseTo(-90192.0438957476, 6);
  });

  it('turns the EUR carbon cost into USD at the report’s rate before it meets the USD saving and opex', () => {
    // 100 t CO2 × 50 % × 100 EUR = 5000 EUR a year; at 1.5 USD per EUR 7500 USD.
    const reg = resolveRegulatory({ pctInEu: 50, carbonRate: 100, startYear: 2026, numberOfYears: 2, usdPerEur: 1.5 });
    const row = computeFinances([t], [totals(24_000, 100)], reg).finances[0];
    expect(row?.pbtInYears).toBe(5); // fuel only: 100000 / (24000 − 4000), no currency involved
    expect(row?.carbon?.avoidedCarbonCostPerYear).toBeCloseTo(7_500, 9);
    // 100000 / (24000 + 7500 − 4000) = 3.636363…
    expect(row?.carbon?.pbtInYears).toBeCloseTo(100_000 / 27_500, 9);
    // −100000 + 27500 / 1.08 + 27500 / 1.1664 = −50960.21947873…
    expect(row?.carbon?.npv).toBeCloseTo(-50960.219478738, 6);
    // At parity the same figures are the EUR ones.
    const parity = resolveRegulatory({ pctInEu: 50, carbonRate: 100, startYear: 2026, numberOfYears: 2, usdPerEur: 1 });
    expect(
      computeFinances([t], [totals(24_000, 100)], parity).finances[0]?.carbon?.avoidedCarbonCostPerYear,
    ).toBeCloseTo(5_000, 9);
  });

  it('falls back to 1.10 USD per EUR when the rate is missing or not above 0', () => {
    const base = { pctInEu: 50, carbonRate: 100, startYear: 2026, numberOfYears: 2 };
    expect(resolveRegulatory({ ...base, usdPerEur: null })?.usdPerEur).toBe(1.1);
    expect(resolveRegulatory({ ...base, usdPerEur: 0 })?.usdPerEur).toBe(1.1);
    expect(resolveRegulatory({ ...base, usdPerEur: -2 })?.usdPerEur).toBe(1.1);
    expect(resolveRegulatory({ ...base, usdPerEur: 0.95 })?.usdPerEur).toBe(0.95);
  });

  it('totals the payback from the sums, not from the rows', () => {
    const a = tech(1, 'A', { equipmentCost: 10_000 });
    const b = tech(2, 'B', { equipmentCost: 90_000 });
    const f = computeFinances([a, b], [totals(10_000), totals(30_000)], null);
    expect(f.finances.map((r) => r.pbtInYears)).toEqual([1, 3]);
    expect(f.pbtInYears).toBe(2.5); // 100000 / 40000, not the mean 2 nor the sum 4
  });

  it("counts each technology's NPV over its service life, carrying the carbon cost past the outlook; the totals sum the rows", () => {
    // 100 t CO2 × 50 % × 100 EUR × 1.10 = 5500 USD a year in every year from 2026 (full phase-in).
    const reg = resolveRegulatory({ pctInEu: 50, carbonRate: 100, startYear: 2026, numberOfYears: 2 });
    const long = tech(1, 'Rotor sail', { equipmentCost: 100_000, serviceLifeYears: 5 });
    const plain = tech(2, 'Coating', { equipmentCost: 20_000 });
    const f = computeFinances([long, plain], [totals(14_500, 100), totals(4_500, 100)], reg);
    const [sail, coating] = f.finances;
    // −100000 + 20000 × (1/1.08 + … + 1/1.08^5) = −100000 + 20000 × 3.992710037 = −20145.799…
    expect(sail?.carbon?.npv).toBeCloseTo(-20145.79926, 4);
    expect(sail?.carbon?.npvYears).toBe(5);
    // The avoided cost per year and the payback with it stay those of the outlook.
    expect(sail?.carbon?.avoidedCarbonCostPerYear).toBeCloseTo(5_500, 9);
    expect(sail?.carbon?.pbtInYears).toBeCloseTo(5, 9);
    // No service life: the outlook's 2 years. −20000 + 10000 × (1/1.08 + 1/1.1664) = −2167.352…
    expect(coating?.carbon?.npv).toBeCloseTo(-2167.35254, 4);
    expect(coating?.carbon?.npvYears).toBe(2);
    expect(f.carbon?.npv).toBeCloseTo(sail!.carbon!.npv + coating!.carbon!.npv, 9);
    expect(f.carbon?.npvYears).toBeNull();
    expect(f.carbon?.avoidedCarbonCostPerYear).toBeCloseTo(11_000, 9);
    expect(f.carbon?.pbtInYears).toBeCloseTo(120_000 / (19_000 + 11_000), 9);
  });

  it('ignores a service life below one year', () => {
    const reg = resolveRegulatory({ pctInEu: 50, carbonRate: 100, startYear: 2026, numberOfYears: 3 });
    const row = computeFinances([tech(1, 'T', { serviceLifeYears: 0 })], [totals(1_000, 10)], reg).finances[0];
    expect(row?.carbon?.npvYears).toBe(3);
    expect(computeFinances([tech(1, 'T')], [totals(1_000, 10)], reg).carbon?.npvYears).toBe(3);
  });
});
