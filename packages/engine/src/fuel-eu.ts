import {
  FUEL_EU_CONSECUTIVE_DEFICIT_STEP,
  FUEL_EU_FACTORS,
  FUEL_EU_GWP_CH4,
  FUEL_EU_GWP_N2O,
  FUEL_EU_PENALTY_EUR_PER_T_VLSFO,
  FUEL_EU_REDUCTION_PCT,
  FUEL_EU_REFERENCE_INTENSITY,
  FUEL_EU_VLSFO_MJ_PER_T,
  FUEL_EU_WIND_REWARD,
  type FuelEuFuel,
} from './fuel-eu-constants.ts';

/** A vessel's yearly fuel in FuelEU's scope, t per fuel. */
export type FuelEuMix = Partial<Record<FuelEuFuel, number>>;

const gramsPerTonne = 1_000_000;

/** Tank-to-wake intensity of one fuel, g CO2e per MJ (Annex I). */
export function tankToWake(fuel: FuelEuFuel): number {
  const f = FUEL_EU_FACTORS[fuel];
  const slip = f.slipPct / 100;
  const combusted = f.cfCo2 + f.cfCh4 * FUEL_EU_GWP_CH4 + f.cfN2o * FUEL_EU_GWP_N2O;
  return ((1 - slip) * combusted + slip * FUEL_EU_GWP_CH4) / f.lcv;
}

/** Energy of the mix, MJ. */
function fuelEuEnergy(mix: FuelEuMix): number {
  let energy = 0;
  for (const [fuel, tonnes] of Object.entries(mix) as [FuelEuFuel, number][]) {
    energy += tonnes * gramsPerTonne * FUEL_EU_FACTORS[fuel].lcv;
  }
  return energy;
}

/** Well-to-wake GHG intensity of the mix, g CO2e per MJ (Annex I), before any reward; 0 for no fuel. */
export function fuelEuIntensity(mix: FuelEuMix): number {
  let weighted = 0;
  for (const [fuel, tonnes] of Object.entries(mix) as [FuelEuFuel, number][]) {
    const energy = tonnes * gramsPerTonne * FUEL_EU_FACTORS[fuel].lcv;
    weighted += energy * (FUEL_EU_FACTORS[fuel].wtt + tankToWake(fuel));
  }
  const energy = fuelEuEnergy(mix);
  return energy > 0 ? weighted / energy : 0;
}

/** The target intensity of a year, g CO2e per MJ (Article 4(2)); the reference value before 2025. */
export function fuelEuTarget(year: number): number {
  const step = [...FUEL_EU_REDUCTION_PCT].reverse().find((s) => year >= s.from);
  return FUEL_EU_REFERENCE_INTENSITY * (1 - (step?.pct ?? 0) / 100);
}

/** f_wind for the rated wind power and the main engine's MCR (kW); 1 when either is missing or 0. */
export function windRewardFactor(windPowerKw: number | null, propulsionPowerKw: number | null): number {
  if (!windPowerKw || !propulsionPowerKw || windPowerKw <= 0 || propulsionPowerKw <= 0) return 1;
  const ratio = windPowerKw / propulsionPowerKw;
  return FUEL_EU_WIND_REWARD.find((step) => ratio >= step.fromRatio)?.factor ?? 1;
}

export interface FuelEuBalance {
  /** g CO2e per MJ, after the wind reward. */
  intensity: number;
  /** t CO2e: positive a surplus, negative a deficit. */
  complianceBalance: number;
  /** EUR, before the consecutive-deficit increase. */
  penalty: number;
  /** Energy in scope, MJ. */
  energyInScope: number;
}

/**
 * One year's compliance balance and penalty (Annex IV): CB = (target − intensity) × energy in scope,
 * and a deficit costs |CB| / (intensity × 41,000) × 2,400 EUR. `inScopePct` is the share of the
 * energy in scope (the ETS's 'CO2 in EU ETS scope', 100 % intra-EU, 50 % to or from a third country).
 */
export function fuelEuBalance(mix: FuelEuMix, year: number, inScopePct: number, windFactor = 1): FuelEuBalance {
  const intensity = fuelEuIntensity(mix) * windFactor;
  const energy = (fuelEuEnergy(mix) * inScopePct) / 100;
  const balanceGrams = (fuelEuTarget(year) - intensity) * energy;
  return {
    intensity,
    complianceBalance: balanceGrams / gramsPerTonne,
    penalty: penaltyOf(balanceGrams, intensity),
    energyInScope: energy,
  };
}

/** Annex IV Part B: a deficit (g CO2e) costs |CB| / (intensity × 41,000) × 2,400 EUR; a surplus nothing. */
function penaltyOf(balanceGrams: number, intensity: number): number {
  return balanceGrams < 0 && intensity > 0
    ? (-balanceGrams / (intensity * FUEL_EU_VLSFO_MJ_PER_T)) * FUEL_EU_PENALTY_EUR_PER_T_VLSFO
    : 0;
}

/** A vessel in a pool: its balance (t CO2e), intensity (g CO2e/MJ) and energy in scope (MJ) of one year. */
export interface FuelEuPoolMember {
  complianceBalance: number;
  intensity: number;
  energyInScope: number;
}

/**
 * A pool of one year (Article 21): its balance is the sum of its vessels' balances; when that is a
 * deficit it is charged as one penalty at the pool's energy-weighted intensity.
 */
export function fuelEuPool(members: readonly FuelEuPoolMember[]): { complianceBalance: number; penalty: number } {
  let balance = 0;
  let energy = 0;
  let weighted = 0;
  for (const m of members) {
    balance += m.complianceBalance;
    energy += m.energyInScope;
    weighted += m.intensity * m.energyInScope;
  }
  const intensity = energy > 0 ? weighted / energy : 0;
  return { complianceBalance: balance, penalty: penaltyOf(balance * gramsPerTonne, intensity) };
}

/**
 * The penalties of consecutive years (Article 23(2)): the n-th consecutive year of deficit pays
 * 1 + (n − 1) × 10 % of its penalty; a year without deficit starts the count anew.
 */
export function withConsecutiveDeficits(penalties: readonly number[]): number[] {
  let deficitYears = 0;
  return penalties.map((penalty) => {
    deficitYears = penalty > 0 ? deficitYears + 1 : 0;
    return penalty > 0 ? penalty * (1 + (deficitYears - 1) * FUEL_EU_CONSECUTIVE_DEFICIT_STEP) : 0;
  });
}
