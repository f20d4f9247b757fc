import type { CiiFuel, CiiShipType } from './types.ts';

/** Years the CII outlook covers. */
export const CII_YEARS = [2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030] as const;

/**
 * Cf, t CO2 per t fuel. Source: MEPC.352(78) (CII G1) which takes Cf from the EEDI calculation
 * guidelines, MEPC.364(79) table: diesel/gas oil (MDO, MGO) 3.206, LFO 3.151, HFO 3.114,
 * LNG 2.750, methanol 1.375.
 */
export const CII_CF: Readonly<Record<CiiFuel, number>> = {
  HFO: 3.114,
  LFO: 3.151,
  MDO: 3.206,
  MGO: 3.206,
  LNG: 2.75,
  METHANOL: 1.375,
};

/**
 * Z, % reduction of the required CII relative to the 2019 reference line.
 * 2023–2026: MEPC.338(76) (CII reduction factors guidelines, G3).
 * 2027–2030: MEPC.400(83) (amendments to G3 adopted in 2025).
 */
export const CII_REDUCTION_FACTOR_PCT: Readonly<Record<number, number>> = {
  2023: 5,
  2024: 7,
  2025: 9,
  2026: 11,
  2027: 13.625,
  2028: 16.25,
  2029: 18.875,
  2030: 21.5,
};

/** Bulk carrier capacity cap, DWT — MEPC.353(78) (CII reference lines guidelines, G2), Table 1. */
export const BULK_CARRIER_CAPACITY_CAP_DWT = 279_000;

export interface CiiShipTypeParams {
  capacityUnit: 'DWT' | 'GT';
  /** Reference line CII_ref = a × capacity^(−c); MEPC.353(78) Table 1. */
  a: number;
  c: number;
  /** Rating boundary vector exp(d1..d4); MEPC.354(78) (CII rating guidelines, G4) Table 1. */
  d: readonly [number, number, number, number];
}

/** Reference line and rating boundaries of a ship type at a capacity (some types depend on size). */
export function ciiShipTypeParams(shipType: CiiShipType, capacity: number): CiiShipTypeParams {
  switch (shipType) {
    case 'bulkCarrier':
      return { capacityUnit: 'DWT', a: 4745, c: 0.622, d: [0.86, 0.94, 1.06, 1.18] };
    case 'gasCarrier':
      return capacity >= 65_000
        ? { capacityUnit: 'DWT', a: 144_050_000_000, c: 2.071, d: [0.81, 0.91, 1.12, 1.44] }
        : { capacityUnit: 'DWT', a: 8104, c: 0.639, d: [0.85, 0.95, 1.06, 1.25] };
    case 'tanker':
      return { capacityUnit: 'DWT', a: 5247, c: 0.61, d: [0.82, 0.93, 1.08, 1.28] };
    case 'containerShip':
      return { capacityUnit: 'DWT', a: 1984, c: 0.489, d: [0.83, 0.94, 1.07, 1.19] };
    case 'generalCargoShip':
      return capacity >= 20_000
        ? { capacityUnit: 'DWT', a: 31_948, c: 0.792, d: [0.83, 0.94, 1.06, 1.19] }
        : { capacityUnit: 'DWT', a: 588, c: 0.3885, d: [0.83, 0.94, 1.06, 1.19] };
    case 'refrigeratedCargoCarrier':
      return { capacityUnit: 'DWT', a: 4600, c: 0.557, d: [0.78, 0.91, 1.07, 1.2] };
    case 'combinationCarrier':
      return { capacityUnit: 'DWT', a: 5119, c: 0.622, d: [0.87, 0.96, 1.06, 1.14] };
    case 'roRoCargoShip':
      return { capacityUnit: 'GT', a: 1967, c: 0.485, d: [0.76, 0.89, 1.08, 1.27] };
    case 'roRoPassengerShip':
      return { capacityUnit: 'GT', a: 2023, c: 0.46, d: [0.76, 0.92, 1.14, 1.3] };
    case 'cruisePassengerShip':
      return { capacityUnit: 'GT', a: 930, c: 0.383, d: [0.87, 0.95, 1.06, 1.16] };
  }
}

/** Capacity unit of a ship type: GT for ro-ro cargo, ro-ro passenger and cruise; DWT otherwise. */
export const ciiCapacityUnit = (shipType: CiiShipType): 'DWT' | 'GT' => ciiShipTypeParams(shipType, 0).capacityUnit;

/** Name patterns, first match wins; LNG carriers and vehicle carriers have no reference line here (null). */
const SHIP_TYPE_NAMES: readonly [RegExp, CiiShipType | null][] = [
  [/\blng\b/i, null],
  [/vehicle|car\s*carrier|\bpctc?\b/i, null],
  [/combination/i, 'combinationCarrier'],
  [/bulk/i, 'bulkCarrier'],
  [/\b(lpg|gas)\b/i, 'gasCarrier'],
  [/tanker/i, 'tanker'],
  [/container/i, 'containerShip'],
  [/general\s*cargo/i, 'generalCargoShip'],
  [/refrigerated|reefer/i, 'refrigeratedCargoCarrier'],
  [/ro-?pax|ro-?ro\s*passenger/i, 'roRoPassengerShip'],
  [/cruise/i, 'cruisePassengerShip'],
  [/ro-?ro/i, 'roRoCargoShip'],
];

/** Recognises a CII ship type in a vessel type name ('Bulk carrier', 'Ro-Pax', …); null when unknown. */
export function ciiShipTypeFromName(name: string | null | undefined): CiiShipType | null {
  if (!name) return null;
  for (const [pattern, type] of SHIP_TYPE_NAMES) if (pattern.test(name)) return type;
  return null;
}

const FUEL_NAMES: readonly [RegExp, CiiFuel][] = [
  [/methanol/i, 'METHANOL'],
  [/\blng\b|natural\s*gas/i, 'LNG'],
  [/\bmgo\b|marine\s*gas\s*oil/i, 'MGO'],
  [/\bmdo\b|marine\s*diesel/i, 'MDO'],
  [/\blfo\b|light\s*fuel/i, 'LFO'],
  [/\bhfo\b|heavy\s*fuel/i, 'HFO'],
];

/** Recognises a CII fuel kind in a consumption type name ('HFO', 'Marine Gas Oil', …); null when unknown. */
export function ciiFuelFromName(name: string | null | undefined): CiiFuel | null {
  if (!name) return null;
  for (const [pattern, fuel] of FUEL_NAMES) if (pattern.test(name)) return fuel;
  return null;
}
