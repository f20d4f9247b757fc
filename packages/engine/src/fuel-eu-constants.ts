// FuelEU Maritime: Regulation (EU) 2023/1805 of 13 September 2023 on the use of renewable and
// low-carbon fuels in maritime transport. Each constant names its article or annex.

/** The fuels the outlook knows; a consumption type of another fuel is left out of FuelEU. */
const FUEL_EU_FUELS = ['HFO', 'LFO', 'MDO/MGO', 'LNG'] as const;
export type FuelEuFuel = (typeof FUEL_EU_FUELS)[number];

export interface FuelEuFuelFactors {
  /** Lower calorific value, MJ per g. */
  lcv: number;
  /** Well-to-tank emission factor, g CO2e per MJ. */
  wtt: number;
  /** Tank-to-wake emission factors, g of gas per g of fuel. */
  cfCo2: number;
  cfCh4: number;
  cfN2o: number;
  /** Methane slip, % of the fuel's mass. */
  slipPct: number;
}

/**
 * Annex II, default factors. LNG is the medium-speed four-stroke Otto engine's (LNG Otto, medium
 * speed: Cf CH4 0 and a slip of 3.1 %), the most common dual-fuel engine in service.
 */
export const FUEL_EU_FACTORS: Readonly<Record<FuelEuFuel, FuelEuFuelFactors>> = {
  HFO: { lcv: 0.0405, wtt: 13.5, cfCo2: 3.114, cfCh4: 0.00005, cfN2o: 0.00018, slipPct: 0 },
  LFO: { lcv: 0.041, wtt: 13.2, cfCo2: 3.151, cfCh4: 0.00005, cfN2o: 0.00018, slipPct: 0 },
  'MDO/MGO': { lcv: 0.0427, wtt: 14.4, cfCo2: 3.206, cfCh4: 0.00005, cfN2o: 0.00018, slipPct: 0 },
  LNG: { lcv: 0.0491, wtt: 18.5, cfCo2: 2.75, cfCh4: 0, cfN2o: 0.00011, slipPct: 3.1 },
};

/** Annex I: global warming potentials over 100 years (the IPCC's fourth assessment report) the regulation uses. */
export const FUEL_EU_GWP_CH4 = 25;
export const FUEL_EU_GWP_N2O = 298;

/** Article 4(2): the reference value, the fleet's average intensity in 2020, g CO2e per MJ. */
export const FUEL_EU_REFERENCE_INTENSITY = 91.16;

/** Article 4(2): the reduction of the target below the reference value, % from each year on. */
export const FUEL_EU_REDUCTION_PCT: readonly { from: number; pct: number }[] = [
  { from: 2025, pct: 2 },
  { from: 2030, pct: 6 },
  { from: 2035, pct: 14.5 },
  { from: 2040, pct: 31 },
  { from: 2045, pct: 62 },
  { from: 2050, pct: 80 },
];

/** Annex IV, part B: the penalty, EUR per t of VLSFO-equivalent energy short (41,000 MJ per t). */
export const FUEL_EU_PENALTY_EUR_PER_T_VLSFO = 2_400;
export const FUEL_EU_VLSFO_MJ_PER_T = 41_000;

/** Article 23(2): the penalty grows by 10 % for each further consecutive year of deficit. */
export const FUEL_EU_CONSECUTIVE_DEFICIT_STEP = 0.1;

/**
 * Annex I, the reward factor for wind-assisted propulsion, f_wind, by the ratio of the wind's
 * power to the propulsion's (P_wind / P_prop): the factor of the highest threshold reached.
 */
export const FUEL_EU_WIND_REWARD: readonly { fromRatio: number; factor: number }[] = [
  { fromRatio: 0.15, factor: 0.95 },
  { fromRatio: 0.1, factor: 0.97 },
  { fromRatio: 0.05, factor: 0.99 },
];
