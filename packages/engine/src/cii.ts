import {
  BULK_CARRIER_CAPACITY_CAP_DWT,
  CII_CF,
  CII_REDUCTION_FACTOR_PCT,
  CII_YEARS,
  type CiiShipTypeParams,
  ciiCapacityUnit,
  ciiFuelFromName,
  ciiShipTypeParams,
} from './cii-constants.ts';
import type { AggregatedRow, FuelSavings } from './fuel-savings.ts';
import { sum } from './keys.ts';
import type { RateLookup } from './rates.ts';
import type { CiiMissingInput, CiiOutlook, CiiRating, CiiYear } from './results.ts';
import type { CiiVesselInput, Ref } from './types.ts';

const positive = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * CII capacity — MEPC.353(78) Table 1: DWT, bulk carriers capped at 279,000 DWT;
 * GT for ro-ro cargo, ro-ro passenger and cruise passenger ships. Null when the needed tonnage is missing.
 */
export function ciiCapacity(vessel: CiiVesselInput): number | null {
  if (!vessel.shipType) return null;
  if (ciiCapacityUnit(vessel.shipType) === 'GT') return positive(vessel.grossTonnage) ? vessel.grossTonnage : null;
  if (!positive(vessel.deadweight)) return null;
  return vessel.shipType === 'bulkCarrier'
    ? Math.min(vessel.deadweight, BULK_CARRIER_CAPACITY_CAP_DWT)
    : vessel.deadweight;
}

/** Cf of a consumption type: its declared fuel kind, else the kind in its name, else the vessel's k_t. */
export function ciiCf(type: Ref, rates: RateLookup): number {
  const fuel = rates.rate(type)?.ciiFuel ?? ciiFuelFromName(type.name);
  return fuel ? CII_CF[fuel] : rates.co2Factor(type);
}

/** Attained CII — MEPC.352(78) (G1): Σ(fuel_t × Cf_t) × 10^6 / (capacity × distance), g CO2 per capacity-nm. */
export function attainedCii(co2InTonnes: number, capacity: number, distanceNm: number): number {
  return (co2InTonnes * 1_000_000) / (capacity * distanceNm);
}

/** Required CII — MEPC.353(78) reference line a × capacity^(−c), reduced by Z_y % (MEPC.338(76), MEPC.400(83)). */
export function requiredCii(params: CiiShipTypeParams, capacity: number, year: number): number {
  const z = CII_REDUCTION_FACTOR_PCT[year] ?? 0;
  return params.a * capacity ** -params.c * (1 - z / 100);
}

/**
 * Rating — MEPC.354(78) (G4): A below d1 × required (superior boundary); B from d1 up to below d2
 * (lower); C from d2 up to below d3 (upper); D from d3 up to below d4 (inferior); E at d4 and above.
 */
export function ciiRating(attained: number, required: number, d: CiiShipTypeParams['d']): CiiRating {
  const ratings: CiiRating[] = ['A', 'B', 'C', 'D'];
  for (let i = 0; i < 4; i++) if (attained < d[i]! * required) return ratings[i]!;
  return 'E';
}

/**
 * The CII outlook 2023–2030 before and after the package: the fuel before is the vessel's consumption,
 * after it is less the package's savings per type. Null when the ship type, capacity or distance is missing.
 */
export function ciiOutlook(
  vessel: CiiVesselInput | null | undefined,
  rows: readonly AggregatedRow[],
  savings: FuelSavings,
  rates: RateLookup,
): CiiOutlook | null {
  if (!vessel?.shipType || !positive(vessel.annualDistanceNm)) return null;
  const capacity = ciiCapacity(vessel);
  if (capacity === null) return null;
  const params = ciiShipTypeParams(vessel.shipType, capacity);
  const cfs = rows.map((row) => ciiCf(row.consumptionType, rates));
  const co2Before = sum(rows.map((row, i) => row.annualConsumptionInMt * cfs[i]!));
  let co2Saved = 0;
  savings.byRow.forEach((cells, i) => {
    for (const cell of cells) co2Saved += cell.savingsInMt * cfs[i]!;
  });
  const attainedCiiBefore = attainedCii(co2Before, capacity, vessel.annualDistanceNm);
  const attainedCiiAfter = attainedCii(co2Before - co2Saved, capacity, vessel.annualDistanceNm);
  const years: CiiYear[] = CII_YEARS.map((year) => {
    const required = requiredCii(params, capacity, year);
    const [d1, d2, d3, d4] = params.d;
    return {
      year,
      reductionFactorPct: CII_REDUCTION_FACTOR_PCT[year] ?? 0,
      requiredCii: required,
      boundaries: { superior: d1 * required, lower: d2 * required, upper: d3 * required, inferior: d4 * required },
      ratingBefore: ciiRating(attainedCiiBefore, required, params.d),
      ratingAfter: ciiRating(attainedCiiAfter, required, params.d),
    };
  });
  return {
    shipType: vessel.shipType,
    capacity,
    capacityUnit: params.capacityUnit,
    attainedCiiBefore,
    attainedCiiAfter,
    years,
  };
}

/**
 * The questionnaire answers the CII outlook needs and the vessel lacks; empty when the outlook can be
 * worked out. The tonnage asked for follows the ship type (gross tonnage for ro-ro, ro-pax and
 * cruise ships, else deadweight), and either one while the type is unknown.
 */
export function ciiMissingInputs(vessel: CiiVesselInput | null | undefined): CiiMissingInput[] {
  const missing: CiiMissingInput[] = [];
  if (!vessel?.shipType) {
    missing.push('vesselType');
    if (!positive(vessel?.deadweight) && !positive(vessel?.grossTonnage)) missing.push('deadweightOrGrossTonnage');
  } else if (ciiCapacity(vessel) === null) {
    missing.push(ciiCapacityUnit(vessel.shipType) === 'GT' ? 'grossTonnage' : 'deadweight');
  }
  if (!positive(vessel?.annualDistanceNm)) missing.push('totalAnnualDistance');
  return missing;
}
