import { z } from 'zod';
import { recordId, requiredNumber, requiredRef, requiredText } from './common.ts';
import { fileRef } from './files.ts';
import { fuelKinds } from './fuel-kinds.ts';
import { versionField } from './history.ts';
import { limits } from './limits.ts';
import { reportCard } from './reports.ts';

export const vesselCard = z.object({
  id: z.number(),
  name: z.string(),
  vesselType: z.object({ id: z.number(), name: z.string() }),
  status: z.number().nullable(),
  createdOn: z.string(),
  modifiedOn: z.string(),
  statusChangedOn: z.string().nullable(),
});
export type VesselCard = z.infer<typeof vesselCard>;

export const vessel = vesselCard.extend({
  project: z.object({ id: z.number(), name: z.string(), customer: z.object({ id: z.number(), name: z.string() }) }),
  vesselImage1: fileRef.nullable(),
  vesselImage2: fileRef.nullable(),
  /** The vessel's reports of each type, newest first. */
  screeningReports: z.array(reportCard),
  solutionDesignsReports: z.array(reportCard),
  vesselQuestionnaire: z.unknown().nullable(),
  /** Sent back with a save of the vessel (name, type, images), so a colleague's change is never overwritten unseen. */
  version: z.number(),
  /** The same for the consumption rates and for the consumption rows, each saved as one list. */
  consumptionRatesVersion: z.number(),
  consumptionsVersion: z.number(),
});
export type Vessel = z.infer<typeof vessel>;

const clearableRef = z.object({ id: recordId.nullable() });

export const createVesselRequest = z.object({ name: requiredText(200), project: requiredRef, vesselType: requiredRef });
export type CreateVesselRequest = z.input<typeof createVesselRequest>;

/** Every field optional: send what changes. Images: {id} sets, {id: null} clears. */
export const updateVesselRequest = z.object({
  name: requiredText(200).optional(),
  vesselType: requiredRef.optional(),
  vesselImage1: clearableRef.optional(),
  vesselImage2: clearableRef.optional(),
  version: versionField,
});
export type UpdateVesselRequest = z.input<typeof updateVesselRequest>;

export const copyVesselRequest = z.object({ project: requiredRef });

export const vesselConsumptionRate = z.object({
  id: z.number(),
  projectConsumptionRate: z.object({
    id: z.number(),
    consumptionType: z.object({
      id: z.number(),
      name: z.string(),
      shortName: z.string(),
      fuelKind: z.enum(fuelKinds).nullable(),
    }),
  }),
  price: z.number(),
  co2ConversionConstant: z.number(),
});
export type VesselConsumptionRate = z.infer<typeof vesselConsumptionRate>;

export const vesselConsumptionRatesRequest = z.object({
  consumptionRates: z.array(
    z.object({
      projectConsumptionRate: z.object({ id: recordId }),
      price: requiredNumber({ min: 0, max: limits.maxPricePerMt }),
      co2ConversionConstant: requiredNumber({ min: 0, max: limits.maxCo2ConversionConstant }),
    }),
  ),
  /** The vessel's `consumptionRatesVersion` the form was loaded with. */
  version: versionField,
});
export type VesselConsumptionRatesRequest = z.input<typeof vesselConsumptionRatesRequest>;

export const vesselConsumption = z.object({
  id: z.number(),
  vesselConsumptionRate: z.object({ id: z.number() }),
  consumptionCategory: z.object({ id: z.number() }),
  annualConsumption: z.number(),
});
export type VesselConsumption = z.infer<typeof vesselConsumption>;

/** Replaces all consumption rows of the vessel. */
export const vesselConsumptionsRequest = z.object({
  consumptions: z.array(
    z.object({
      vesselConsumptionRate: requiredRef,
      consumptionCategory: requiredRef,
      annualConsumption: requiredNumber({ min: 0, max: limits.maxAnnualConsumptionMt }),
    }),
  ),
  /** The vessel's `consumptionsVersion` the form was loaded with. */
  version: versionField,
});
export type VesselConsumptionsRequest = z.input<typeof vesselConsumptionsRequest>;
