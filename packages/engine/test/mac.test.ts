import { describe, expect, it } from 'vitest';
import { calculateReportResults, capitalRecoveryFactor, macParameters } from '../src/index.ts';
import { HFO, input, ME, sequence, tech } from './builders.ts';

describe('capitalRecoveryFactor', () => {
  it('is r / (1 − (1 + r)^−n)', () => {
    // Annuity tables: 8 % over 10 years → 0.14903; 5 % over 20 → 0.08024.
    expect(capitalRecoveryFactor(8, 10)).toBeCloseTo(0.149029488697, 11);
    expect(capitalRecoveryFactor(5, 20)).toBeCloseTo(0.0802425872, 9);
  });

  it('is 1 / n at a zero discount rate', () => {
    expect(capitalRecoveryFactor(0, 4)).toBe(0.25);
  });
});

describe('macParameters', () => {
  it('defaults to 8 % over 10 years', () => {
    expect(macParameters(null)).toEqual({ discountRatePct: 8, years: 10 });
  });

  it("takes the report's discount rate and number of years even when the other fields are empty", () => {
    const reg = { pctInEu: null, carbonRate: null, startYear: null, numberOfYears: 5, discountRatePct: 3 };
    expect(macParameters(reg)).toEqual({ discountRatePct: 3, years: 5 });
  });

  it('falls back to 10 years when the number of years is below 1', () => {
    const reg = { pctInEu: null, carbonRate: null, startYear: null, numberOfYears: 0 };
    expect(macParameters(reg)).toEqual({ discountRatePct: 8, years: 10 });
  });
});

describe('macCurve in the results', () => {
  const rows = [{ consumptionCategory: ME, consumptionType: HFO, annualConsumptionInMt: 1000 }];
  const cheap = tech(1, 'Cheap', { savingsPct: 10, equipmentCost: 100_000, operationCost: 1_000 });
  const dear = tech(2, 'Dear', { savingsPct: 10, equipmentCost: 1_000_000 });

  it("uses the report's horizon and discount rate", () => {
    // 0 %, 5 years → CRF 0.2. Cheap first: 1000 × 10 % = 100 MT, S 60000, co2 311.4;
    // (100000 × 0.2 + 1000 − 60000) / 311.4. Dear on the 900 left: 90 MT, S 54000, co2 280.26;
    // (1000000 × 0.2 − 54000) / 280.26.
    const r = calculateReportResults(
      input({
        consumptionRows: rows,
        includedTechnologies: [dear, cheap],
        categoryOrders: [sequence(ME, cheap, dear)],
        regulatoryImpact: { pctInEu: null, carbonRate: null, startYear: null, numberOfYears: 5, discountRatePct: 0 },
      }),
    );
    if (!r.canCalculate) throw new Error('expected results');
    expect(r.macCurve.map((p) => p.technology.name)).toEqual(['Cheap', 'Dear']);
    expect(r.macCurve[0]?.costPerTonneCo2).toBeCloseTo((20_000 + 1_000 - 60_000) / 311.4, 9);
    expect(r.macCurve[1]?.costPerTonneCo2).toBeCloseTo((200_000 - 54_000) / 280.26, 9);
    expect(r.macCurve[1]?.cumulativeCo2StartInMt).toBeCloseTo(311.4, 9);
  });

  it("spreads each investment over the technology's service life when it has one", () => {
    // 0 %, report 5 years; Dear lasts 20 years → CRF 1/20 = 0.05: (1000000 × 0.05 − 54000) / 280.26.
    const lasting = { ...dear, serviceLifeYears: 20 };
    const r = calculateReportResults(
      input({
        consumptionRows: rows,
        includedTechnologies: [lasting, cheap],
        categoryOrders: [sequence(ME, cheap, lasting)],
        regulatoryImpact: { pctInEu: null, carbonRate: null, startYear: null, numberOfYears: 5, discountRatePct: 0 },
      }),
    );
    if (!r.canCalculate) throw new Error('expected results');
    const byName = new Map(r.macCurve.map((p) => [p.technology.name, p.costPerTonneCo2]));
    expect(byName.get('Dear')).toBeCloseTo((50_000 - 54_000) / 280.26, 9);
    expect(byName.get('Cheap')).toBeCloseTo((20_000 + 1_000 - 60_000) / 311.4, 9);
  });

  it('is empty when no technology cuts CO2', () => {
    const r = calculateReportResults(input({ consumptionRows: rows, includedTechnologies: [tech(1, 'None')] }));
    if (!r.canCalculate) throw new Error('expected results');
    expect(r.macCurve).toEqual([]);
  });
});
