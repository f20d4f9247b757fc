/**
 * How the results name their money, the CII ship types and the Njord Score, the same on the screen and
 * in the Word document (docs/calculation.md 'Money', 'Regulatory outlook', 'Njord Score').
 */

/**
 * Units of the money figures, for column headers, axes and Word tables: fuel prices, investments,
 * operation costs, fuel cost savings, the carbon-aware payback, NPV and abatement cost are USD; the
 * carbon rate (an EU allowance price) and the EU ETS costs are EUR. The report's
 * `regulatoryImpactUsdPerEur` (the ETS outlook's `usdPerEur`) turns EUR into USD where they meet.
 */
export const moneyUnits = {
  investment: 'USD',
  perYear: 'USD per year',
  npv: 'USD',
  abatementCost: 'USD per t CO2',
  fuelPrice: 'USD per MT',
  carbonRate: 'EUR per t CO2',
  etsCost: 'EUR',
  usdPerEur: 'USD per EUR',
} as const;

/** The IMO CII ship types by name (MEPC.353(78)), for the engine's codes. */
const ciiShipTypeLabels: Readonly<Record<string, string>> = {
  bulkCarrier: 'Bulk carrier',
  gasCarrier: 'Gas carrier',
  tanker: 'Tanker',
  containerShip: 'Container ship',
  generalCargoShip: 'General cargo ship',
  refrigeratedCargoCarrier: 'Refrigerated cargo carrier',
  combinationCarrier: 'Combination carrier',
  roRoCargoShip: 'Ro-ro cargo ship',
  roRoPassengerShip: 'Ro-ro passenger ship',
  cruisePassengerShip: 'Cruise passenger ship',
};

/** A CII ship type's name; an unknown code as it is. */
export const ciiShipTypeLabel = (code: string): string => ciiShipTypeLabels[code] ?? code;

/** The questionnaire answers the CII outlook may lack (the results' `ciiMissing`), as a sentence names them. */
export const ciiMissingInputLabels: Readonly<Record<string, string>> = {
  vesselType: 'vessel type',
  deadweight: 'deadweight',
  grossTonnage: 'gross tonnage',
  deadweightOrGrossTonnage: 'deadweight or gross tonnage',
  totalAnnualDistance: 'total annual distance',
};

/** 'The CII outlook needs these questionnaire answers: deadweight, total annual distance.' */
export const ciiMissingText = (missing: readonly string[]): string =>
  `The CII outlook needs these questionnaire answers: ${missing.map((key) => ciiMissingInputLabels[key] ?? key).join(', ')}.`;

/** The Njord Score as it is shown everywhere: '37 / 100'. */
export const formatScore = (score: number): string => `${score} / 100`;

/** What the Njord Score measures, in one line beside it. */
export const njordScoreMeaning =
  'Share of the IMO 2030 ambition (40 % lower carbon intensity than 2008) this package reaches';
