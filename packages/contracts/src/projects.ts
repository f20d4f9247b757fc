import { z } from 'zod';
import { optionalText, recordId, requiredNumber, requiredText } from './common.ts';
import { fuelKinds } from './fuel-kinds.ts';
import { versionField } from './history.ts';
import { limits } from './limits.ts';
import { vesselCard } from './vessels.ts';

export const project = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  customer: z.object({ id: z.number(), name: z.string() }),
  vessels: z.array(vesselCard),
  createdOn: z.string(),
  modifiedOn: z.string(),
  /** Sent back with a save of the project (name, description), so a colleague's change is never overwritten unseen. */
  version: z.number(),
  /** The same for the consumption rates, saved as one list. */
  consumptionRatesVersion: z.number(),
});
export type Project = z.infer<typeof project>;

export const projectRequest = z.object({
  name: requiredText(200),
  description: optionalText(4000),
  customer: z.object({ id: recordId }, { error: '*' }),
});
export const projectUpdateRequest = projectRequest.omit({ customer: true }).extend({ version: versionField });
export type ProjectRequest = z.input<typeof projectRequest>;

/** One per consumption type; starts from the type's defaults. */
export const projectConsumptionRate = z.object({
  id: z.number(),
  consumptionType: z.object({
    id: z.number(),
    name: z.string(),
    shortName: z.string(),
    fuelKind: z.enum(fuelKinds).nullable(),
  }),
  price: z.number(),
  co2ConversionConstant: z.number(),
});
export type ProjectConsumptionRate = z.infer<typeof projectConsumptionRate>;

export const projectConsumptionRatesRequest = z.object({
  consumptionRates: z.array(
    z.object({
      consumptionType: z.object({ id: recordId }),
      price: requiredNumber({ min: 0, max: limits.maxPricePerMt }),
      co2ConversionConstant: requiredNumber({ min: 0, max: limits.maxCo2ConversionConstant }),
    }),
  ),
  /** The project's `consumptionRatesVersion` the form was loaded with. */
  version: versionField,
});
export type ProjectConsumptionRatesRequest = z.input<typeof projectConsumptionRatesRequest>;

export const importVesselsResult = z.object({
  imported: z.number(),
  skipped: z.array(z.object({ row: z.number(), name: z.string().nullable(), reason: z.string() })),
  /** The sentence shown to the user, e.g. '3 vessels imported; 1 row skipped: row 4 …'. */
  message: z.string(),
});
export type ImportVesselsResult = z.infer<typeof importVesselsResult>;
