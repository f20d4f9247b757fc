import { z } from 'zod';

const ciiRating = z.enum(['A', 'B', 'C', 'D', 'E']);
const figure = z.number().nullable();

/**
 * The figures of a fleet row (null while its report cannot be calculated or lacks the input) and of
 * the fleet's totals (sums of the rows that have them; the payback of the sums).
 */
const fleetFigures = z.object({
  /** MT of fuel per year. */
  baselineFuelInMt: figure,
  /** t CO2 per year. */
  baselineCo2InMt: figure,
  fuelSavingsInMt: figure,
  co2ReductionInMt: figure,
  /** % of the baseline CO2. */
  co2ReductionInPct: figure,
  /** USD. */
  totalInvestment: figure,
  /** USD per year. */
  yearlyFuelCostSaving: figure,
  /** Years; null also when it never pays back. */
  pbtInYears: figure,
  /** EUR in the current year; null without the report's % in EU and carbon rate. */
  etsCostBefore: figure,
  etsCostAfter: figure,
  /** EUR in the current year; null without the report's % in EU. */
  fuelEuPenaltyBefore: figure,
  fuelEuPenaltyAfter: figure,
});
export type FleetFigures = z.infer<typeof fleetFigures>;

/** Every figure null: a fleet row without a report, or whose report cannot be calculated. */
export const noFleetFigures = Object.fromEntries(fleetFigures.keyof().options.map((key) => [key, null])) as {
  [K in keyof FleetFigures]: null;
};

/**
 * One active vessel of the client. The report of record is the newest Completed solution design, else
 * the newest Completed screening report, else the newest report of any status (its status tells it is
 * not completed). `missing` says in words what keeps figures away: 'no report', 'no consumption rows',
 * 'no deadweight for CII', …
 */
export const fleetVessel = fleetFigures.extend({
  vessel: z.object({ id: z.number(), name: z.string() }),
  project: z.object({ id: z.number(), name: z.string() }),
  report: z.object({ id: z.number(), name: z.string(), type: z.number(), status: z.number() }).nullable(),
  njordScore: figure,
  /** The current year's CII rating before and after the package; null without the CII particulars. */
  ciiRatingBefore: ciiRating.nullable(),
  ciiRatingAfter: ciiRating.nullable(),
  missing: z.array(z.string()),
});
export type FleetVessel = z.infer<typeof fleetVessel>;

/** GET customers/{id}/fleet. */
export const fleetResponse = z.object({
  /** The current year: of the CII ratings, ETS costs, FuelEU penalties and the pool. */
  year: z.number(),
  vessels: z.array(fleetVessel),
  totals: fleetFigures,
  /**
   * FuelEU Maritime pooling (Article 21) of the vessels with a FuelEU figure, in the current year:
   * the sum of their compliance balances (t CO2e) and the one penalty of the pool (EUR), beside the
   * sum of their own penalties in totals. Null when no vessel has a FuelEU figure.
   */
  pool: z
    .object({
      year: z.number(),
      complianceBalanceBefore: z.number(),
      complianceBalanceAfter: z.number(),
      penaltyBefore: z.number(),
      penaltyAfter: z.number(),
    })
    .nullable(),
  /** Every included technology of the reports of record on one curve, cheapest abatement first. */
  macCurve: z.array(
    z.object({
      technology: z.object({ id: z.number(), name: z.string() }),
      vessel: z.object({ id: z.number(), name: z.string() }),
      /** USD per t CO2 avoided; negative saves money. */
      costPerTonneCo2: z.number(),
      /** Bar width: t CO2 avoided per year. */
      co2ReductionInMt: z.number(),
      /** Where the bar starts on the cumulative t CO2 axis. */
      cumulativeCo2StartInMt: z.number(),
    }),
  ),
});
export type FleetResponse = z.infer<typeof fleetResponse>;
