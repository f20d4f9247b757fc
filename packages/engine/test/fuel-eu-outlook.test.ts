import { describe, expect, it } from 'vitest';
import { calculateReportResults, type FuelEuOutlook, fuelEuPool, type Ref } from '../src/index.ts';
import { AUX, HFO, input, ME, MGO, sequence, tech } from './builders.ts';

// A vessel worked by hand (the figures below were computed apart from the engine, from the formulas
// of Regulation (EU) 2023/1805 Annex I, II and IV): 5,000 t HFO on the main engine, 1,000 t MDO/MGO on
// the auxiliaries and 10 t of urea (Other), half the energy in scope, 2025–2026. A rotor sail saves
// 10 % of the main engine's HFO and is rated 1,000 kW against a main engine of 9,480 kW MCR:
// P_wind / P_prop = 0.105, so f_wind = 0.97.
const UREA: Ref = { id: 12, name: 'Urea' };
const rates = [
  { consumptionType: HFO, pricePerMt: 600, co2ConversionConstant: 3.114, fuelKind: 'HFO' as const },
  { consumptionType: MGO, pricePerMt: 800, co2ConversionConstant: 3.206, fuelKind: 'MDO/MGO' as const },
  { consumptionType: UREA, pricePerMt: 400, co2ConversionConstant: 0, fuelKind: 'Other' as const },
];
const rotorSail = tech(1, 'Rotor sail', { savingsPct: 10, windAssisted: true, windPowerKw: 1000 });
const vessel = (over: { technologies?: ReturnType<typeof tech>[]; mcr?: number | null; years?: number | null }) =>
  input({
    consumptionRows: [
      { consumptionCategory: ME, consumptionType: HFO, annualConsumptionInMt: 5000 },
      { consumptionCategory: AUX, consumptionType: MGO, annualConsumptionInMt: 1000 },
      { consumptionCategory: AUX, consumptionType: UREA, annualConsumptionInMt: 10 },
    ],
    consumptionRates: rates,
    includedTechnologies: over.technologies ?? [rotorSail],
    categoryOrders: [sequence(ME, ...(over.technologies ?? [rotorSail]))],
    regulatoryImpact: {
      pctInEu: 50,
      carbonRate: 80,
      startYear: 2025,
      numberOfYears: over.years === undefined ? 2 : over.years,
    },
    mainEngineMcrKw: over.mcr === undefined ? 9480 : over.mcr,
  });

function outlookOf(...args: Parameters<typeof vessel>): FuelEuOutlook {
  const results = calculateReportResults(vessel(...args));
  if (!results.canCalculate || !results.fuelEuOutlook) throw new Error('no FuelEU outlook');
  return results.fuelEuOutlook;
}

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(expected)));

describe('the FuelEU outlook of a vessel worked by hand', () => {
  it('before the package: 91.574103 g/MJ, −274.29332 t CO2e and 175,335.54 EUR, 10 % more in the second year of deficit', () => {
    const [y2025, y2026] = outlookOf({}).years;
    close(y2025!.targetIntensity, 89.3368);
    close(y2025!.intensityBefore, 91.57410277324632);
    close(y2025!.complianceBalanceBefore, -274.29332);
    close(y2025!.penaltyBefore, 175335.53543212294);
    close(y2025!.energyInScopeBefore, 122_600_000);
    close(y2026!.penaltyBefore, 192869.08897533524);
  });

  it('after the package with f_wind 0.97: 88.812027 g/MJ, a surplus of 59.02383 t CO2e and no penalty', () => {
    const outlook = outlookOf({});
    expect(outlook.windRewardFactor).toBe(0.97);
    const [y2025] = outlook.years;
    close(y2025!.intensityAfter, 88.81202711713713);
    close(y2025!.complianceBalanceAfter, 59.02383);
    expect(y2025!.penaltyAfter).toBe(0);
    close(outlook.totalPenaltyBefore, 368204.6244074582);
    expect(outlook.totalPenaltyAfter).toBe(0);
    expect(outlook.notes).toEqual(['Consumption type Urea is not a fuel FuelEU Maritime knows, so it is left out']);
  });

  it('without the MCR power there is no wind reward, and the outlook says why', () => {
    const outlook = outlookOf({ mcr: null });
    expect(outlook.windRewardFactor).toBe(1);
    close(outlook.years[0]!.intensityAfter, 91.55879084240942);
    close(outlook.years[0]!.penaltyAfter, 159781.17220889562);
    close(outlook.years[1]!.penaltyAfter, 175759.2894297852);
    expect(outlook.notes).toContain('MCR power of the main engine is missing, so no wind reward');
  });

  it('a wind-assisted technology without its rated power adds nothing, and says so', () => {
    const outlook = outlookOf({ technologies: [tech(1, 'Rotor sail', { savingsPct: 10, windAssisted: true })] });
    expect(outlook.windRewardFactor).toBe(1);
    expect(outlook.notes).toContain('Rotor sail has no rated wind power, so it adds no wind reward');
  });

  it('a type without fuel kind is left out and named; no years, no outlook', () => {
    const results = calculateReportResults({
      ...vessel({}),
      consumptionRates: rates.map((r) => (r.consumptionType === MGO ? { ...r, fuelKind: null } : r)),
    });
    expect(results.canCalculate && results.fuelEuOutlook?.notes).toContain(
      'Consumption type Marine Gas Oil has no fuel kind, so it is left out',
    );
    const withoutYears = calculateReportResults(vessel({ years: null }));
    expect(withoutYears.canCalculate && withoutYears.fuelEuOutlook).toBeNull();
  });
});

describe('a FuelEU pool (Article 21)', () => {
  it("sums the balances; a surplus covers a deficit, and a pool's deficit is charged at its energy-weighted intensity", () => {
    const surplus = { complianceBalance: 100, intensity: 85, energyInScope: 1e8 };
    const deficit = { complianceBalance: -60, intensity: 92, energyInScope: 2e8 };
    expect(fuelEuPool([surplus, deficit])).toEqual({ complianceBalance: 40, penalty: 0 });
    const pooled = fuelEuPool([{ ...surplus, complianceBalance: 20 }, deficit]);
    expect(pooled.complianceBalance).toBe(-40);
    // (85 × 1e8 + 92 × 2e8) / 3e8 = 89.666… g/MJ; 40e6 g / (89.666… × 41,000) × 2,400 EUR
    close(pooled.penalty, (40e6 / (((85 * 1e8 + 92 * 2e8) / 3e8) * 41_000)) * 2400);
  });
});
