import { describe, expect, it } from 'vitest';
import {
  attainedCii,
  CII_CF,
  CII_REDUCTION_FACTOR_PCT,
  CII_YEARS,
  ciiCapacity,
  ciiCf,
  ciiFuelFromName,
  ciiMissingInputs,
  ciiRating,
  ciiShipTypeFromName,
  ciiShipTypeParams,
  rateLookup,
  requiredCii,
} from '../src/index.ts';

const bulk = ciiShipTypeParams('bulkCarrier', 50_000);

describe('CII constants', () => {
  it('carry the reduction factors 2023–2030', () => {
    expect(CII_YEARS.map((y) => CII_REDUCTION_FACTOR_PCT[y])).toEqual([5, 7, 9, 11, 13.625, 16.25, 18.875, 21.5]);
  });

  it('carry the Cf of each fuel', () => {
    expect(CII_CF).toEqual({ HFO: 3.114, LFO: 3.151, MDO: 3.206, MGO: 3.206, LNG: 2.75, METHANOL: 1.375 });
  });

  it('carry the bulk, tanker and container reference lines and boundaries', () => {
    expect(bulk).toEqual({ capacityUnit: 'DWT', a: 4745, c: 0.622, d: [0.86, 0.94, 1.06, 1.18] });
    expect(ciiShipTypeParams('tanker', 1)).toMatchObject({ a: 5247, c: 0.61, d: [0.82, 0.93, 1.08, 1.28] });
    expect(ciiShipTypeParams('containerShip', 1)).toMatchObject({ a: 1984, c: 0.489, d: [0.83, 0.94, 1.07, 1.19] });
  });

  it('switch the general cargo reference line at 20,000 DWT', () => {
    expect(ciiShipTypeParams('generalCargoShip', 19_999)).toMatchObject({ a: 588, c: 0.3885 });
    expect(ciiShipTypeParams('generalCargoShip', 20_000)).toMatchObject({ a: 31_948, c: 0.792 });
  });
});

describe('ciiRating for a bulk carrier (d = 0.86, 0.94, 1.06, 1.18)', () => {
  const required = 10;
  const cases: [number, string][] = [
    [8.59, 'A'],
    [0.86 * required, 'B'], // on the superior boundary: B
    [9.39, 'B'],
    [0.94 * required, 'C'], // on the lower boundary: C
    [10.59, 'C'],
    [1.06 * required, 'D'], // on the upper boundary: D
    [11.79, 'D'],
    [1.18 * required, 'E'], // on the inferior boundary: E
    [20, 'E'],
  ];
  for (const [attained, rating] of cases) {
    it(`rates ${attained} against required 10 as ${rating}`, () => {
      expect(ciiRating(attained, required, bulk.d)).toBe(rating);
    });
  }
});

describe('CII formulas', () => {
  it('attained CII is CO2 in grams per capacity-nm', () => {
    // 3114 t CO2 × 10⁶ / (50000 × 60000) = 1.038
    expect(attainedCii(3114, 50_000, 60_000)).toBeCloseTo(1.038, 12);
  });

  it('required CII is a × capacity^−c × (1 − Z/100)', () => {
    // 4745 × 50000^−0.622 = 5.671295…; × 0.95 in 2023, × 0.785 in 2030
    const reference = 4745 * 50_000 ** -0.622;
    expect(requiredCii(bulk, 50_000, 2023)).toBeCloseTo(reference * 0.95, 12);
    expect(requiredCii(bulk, 50_000, 2030)).toBeCloseTo(reference * 0.785, 12);
  });
});

describe('ciiCapacity', () => {
  it('caps bulk carriers at 279,000 DWT', () => {
    const v = { shipType: 'bulkCarrier' as const, grossTonnage: 1, annualDistanceNm: 1 };
    expect(ciiCapacity({ ...v, deadweight: 300_000 })).toBe(279_000);
    expect(ciiCapacity({ ...v, deadweight: 80_000 })).toBe(80_000);
  });

  it('uses GT for ro-ro, ro-pax and cruise ships and DWT otherwise', () => {
    const v = { deadweight: 5_000, grossTonnage: 30_000, annualDistanceNm: 1 };
    expect(ciiCapacity({ ...v, shipType: 'roRoCargoShip' })).toBe(30_000);
    expect(ciiCapacity({ ...v, shipType: 'roRoPassengerShip' })).toBe(30_000);
    expect(ciiCapacity({ ...v, shipType: 'cruisePassengerShip' })).toBe(30_000);
    expect(ciiCapacity({ ...v, shipType: 'tanker' })).toBe(5_000);
  });

  it('is null when the tonnage it needs is missing', () => {
    expect(ciiCapacity({ shipType: 'tanker', deadweight: null, grossTonnage: 30_000, annualDistanceNm: 1 })).toBeNull();
    expect(ciiCapacity({ shipType: null, deadweight: 1, grossTonnage: 1, annualDistanceNm: 1 })).toBeNull();
  });
});

describe('names', () => {
  it('recognise ship types in vessel type names', () => {
    expect(ciiShipTypeFromName('Bulk Carrier')).toBe('bulkCarrier');
    expect(ciiShipTypeFromName('Oil tanker')).toBe('tanker');
    expect(ciiShipTypeFromName('LPG carrier')).toBe('gasCarrier');
    expect(ciiShipTypeFromName('Ro-Pax')).toBe('roRoPassengerShip');
    expect(ciiShipTypeFromName('Ro-Ro')).toBe('roRoCargoShip');
    expect(ciiShipTypeFromName('Ore/bulk/oil combination carrier')).toBe('combinationCarrier');
    expect(ciiShipTypeFromName('LNG tanker')).toBeNull();
    expect(ciiShipTypeFromName('Tug')).toBeNull();
  });

  it('recognise fuels in consumption type names and fall back to k_t', () => {
    expect(ciiFuelFromName('VLSFO / HFO')).toBe('HFO');
    expect(ciiFuelFromName('Marine Diesel Oil')).toBe('MDO');
    expect(ciiFuelFromName('Biofuel blend')).toBeNull();
    const rates = rateLookup([
      { consumptionType: { id: 1, name: 'Bio blend' }, pricePerMt: 0, co2ConversionConstant: 2.5 },
      { consumptionType: { id: 2, name: 'Fuel 2' }, pricePerMt: 0, co2ConversionConstant: 9, ciiFuel: 'LNG' },
    ]);
    expect(ciiCf({ id: 1, name: 'Bio blend' }, rates)).toBe(2.5);
    expect(ciiCf({ id: 2, name: 'Fuel 2' }, rates)).toBe(2.75);
    expect(ciiCf({ id: 3, name: 'methanol' }, rates)).toBe(1.375);
  });
});

describe('ciiMissingInputs', () => {
  const full = { shipType: 'bulkCarrier' as const, deadweight: 81_000, grossTonnage: null, annualDistanceNm: 60_000 };

  it('is empty when the outlook can be worked out', () => {
    expect(ciiMissingInputs(full)).toEqual([]);
  });

  it('names the tonnage the ship type is measured in, and the distance', () => {
    expect(ciiMissingInputs({ ...full, deadweight: null, annualDistanceNm: 0 })).toEqual([
      'deadweight',
      'totalAnnualDistance',
    ]);
    expect(ciiMissingInputs({ ...full, shipType: 'roRoPassengerShip', grossTonnage: null })).toEqual(['grossTonnage']);
    expect(ciiMissingInputs({ ...full, shipType: 'roRoPassengerShip', grossTonnage: 30_000 })).toEqual([]);
  });

  it('asks for the vessel type and either tonnage while the type is unknown', () => {
    expect(ciiMissingInputs({ ...full, shipType: null })).toEqual(['vesselType']);
    expect(ciiMissingInputs({ ...full, shipType: null, deadweight: null })).toEqual([
      'vesselType',
      'deadweightOrGrossTonnage',
    ]);
    expect(ciiMissingInputs(null)).toEqual(['vesselType', 'deadweightOrGrossTonnage', 'totalAnnualDistance']);
  });
});
