/**
 * Input and output types of the report results engine.
 * Every identified thing (technology, consumption category, consumption type, savings category)
 * travels as a `{ id, name }` reference, in inputs and outputs alike.
 */

/** A reference to a named record. Equality is by `id`; `name` is carried for display and ordering. */
export interface Ref {
  id: number;
  name: string;
}

/** One consumption row of the vessel: annual fuel burnt by a consumer category, of one fuel type. */
export interface ConsumptionRow {
  consumptionCategory: Ref;
  consumptionType: Ref;
  /** A, MT of fuel per year. Rows with the same (category, type) are summed. */
  annualConsumptionInMt: number;
}

/** Fuel kinds known to the IMO CII conversion factors. */
export type CiiFuel = 'HFO' | 'LFO' | 'MDO' | 'MGO' | 'LNG' | 'METHANOL';

/** The vessel's rate for one consumption type. */
export interface ConsumptionRate {
  consumptionType: Ref;
  /** p_t, USD per MT of fuel. */
  pricePerMt: number;
  /** k_t, t CO2 per t fuel. */
  co2ConversionConstant: number;
  /** Fuel kind for the CII; when absent it is recognised from the type's name, else k_t is used as Cf. */
  ciiFuel?: CiiFuel | null;
  /** The consumption type's fuel for FuelEU Maritime; 'Other' and absent are left out, with a note. */
  fuelKind?: FuelKind | null;
}

/** The fuel of a consumption type as FuelEU Maritime knows it (Annex II), or 'Other'. */
export type FuelKind = 'HFO' | 'LFO' | 'MDO/MGO' | 'LNG' | 'Other';

/** A fixed saving in MT per year that a technology achieves on one (category, type). */
export interface FixedSaving {
  consumptionCategory: Ref;
  consumptionType: Ref;
  fixedSavingsInMt: number;
}

/** A technology included in the report, with the report's values for it. */
export interface IncludedTechnology {
  technology: Ref;
  savingsCategory: Ref;
  /** The consumption categories where the technology acts. */
  consumptionCategories: Ref[];
  /** savings_i, percent of the remaining consumption. Ignored when any fixed saving is > 0. */
  savingsPct: number;
  fixedSavings?: FixedSaving[];
  /** USD, once. */
  equipmentCost: number;
  /** USD, once. */
  installationCost: number;
  /** USD per year. */
  operationCost: number;
  /**
   * ± confidence interval, relative: percent of the technology's own saving (its savingsPct or its
   * fixed MT savings), 30 on 5 % is 3.5 – 6.5 %. Used only for the low/high savings range.
   */
  confidenceInterval?: number | null;
  /** Propelled by wind (rotor sail, suction wing, sail, kite): counts for FuelEU's wind reward. */
  windAssisted?: boolean;
  /** Rated wind power of a wind-assisted technology on this vessel, kW (P_wind of FuelEU Annex I). */
  windPowerKw?: number | null;
  /**
   * Years the technology lasts (the chosen maker's, else the catalogue's): the horizon of its NPV and of
   * its MAC. Unset, the report's number of years (the MAC's default 10 without them).
   */
  serviceLifeYears?: number | null;
}

/** The technology order of one consumption category (its technology list). */
export interface CategoryTechnologyOrder {
  consumptionCategory: Ref;
  technologies: { technology: Ref; calculationSequence: number }[];
}

/** The report's regulatory impact fields. Extras are computed only when the four numbers are set. */
export interface RegulatoryImpactInput {
  /** Share of CO2 in EU ETS scope, percent (after the 50 % rule for voyages into or out of the EU). */
  pctInEu: number | null;
  /** EUR per t CO2: an EU allowance price, as the market states it. */
  carbonRate: number | null;
  startYear: number | null;
  numberOfYears: number | null;
  /** Discount rate for the NPV, percent. Default {@link DEFAULT_DISCOUNT_RATE_PCT}. */
  discountRatePct?: number | null;
  /**
   * USD per EUR: turns the carbon cost (EUR) into the USD of fuel and costs wherever they meet (the
   * carbon-aware payback and the NPV). Default {@link DEFAULT_USD_PER_EUR}.
   */
  usdPerEur?: number | null;
}

/** IMO CII ship types the engine carries reference lines for. */
export type CiiShipType =
  | 'bulkCarrier'
  | 'gasCarrier'
  | 'tanker'
  | 'containerShip'
  | 'generalCargoShip'
  | 'refrigeratedCargoCarrier'
  | 'combinationCarrier'
  | 'roRoCargoShip'
  | 'roRoPassengerShip'
  | 'cruisePassengerShip';

/** The vessel particulars the CII needs (from its questionnaire items). */
export interface CiiVesselInput {
  shipType: CiiShipType | null;
  deadweight: number | null;
  grossTonnage: number | null;
  /** Nautical miles sailed per year. */
  annualDistanceNm: number | null;
}

/** Everything gathered for one report. */
export interface ReportCalculationInput {
  consumptionRows: ConsumptionRow[];
  consumptionRates: ConsumptionRate[];
  includedTechnologies: IncludedTechnology[];
  categoryOrders: CategoryTechnologyOrder[];
  regulatoryImpact?: RegulatoryImpactInput | null;
  cii?: CiiVesselInput | null;
  /** The main engine's MCR power, kW (P_prop of FuelEU's wind reward); from the questionnaire. */
  mainEngineMcrKw?: number | null;
}

export const DEFAULT_DISCOUNT_RATE_PCT = 8;

/** USD per EUR when the report does not say (docs/calculation.md 'Money'). */
export const DEFAULT_USD_PER_EUR = 1.1;
