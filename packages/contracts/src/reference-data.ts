import { z } from 'zod';
import { requiredNumber, requiredText } from './common.ts';
import { fuelKinds } from './fuel-kinds.ts';
import { versionField } from './history.ts';
import { limits } from './limits.ts';

export const vesselType = z.object({ id: z.number(), name: z.string(), shortName: z.string(), version: z.number() });
export type VesselType = z.infer<typeof vesselType>;
export const vesselTypeRequest = z.object({ name: requiredText(200), shortName: requiredText(20) });
export type VesselTypeRequest = z.input<typeof vesselTypeRequest>;
export const vesselTypeUpdateRequest = vesselTypeRequest.extend({ version: versionField });
export type VesselTypeUpdateRequest = z.input<typeof vesselTypeUpdateRequest>;

export const consumptionCategory = z.object({ id: z.number(), name: z.string(), shortName: z.string() });
export type ConsumptionCategory = z.infer<typeof consumptionCategory>;
/**
 * GET consumptions/categories: each with the version of its technology list, which the category page
 * sends back with its save (`?version=`: the list is the body).
 */
export const consumptionCategoryListItem = consumptionCategory.extend({ version: z.number() });
export type ConsumptionCategoryListItem = z.infer<typeof consumptionCategoryListItem>;

const fuelKindMessage = `Must be one of ${fuelKinds.join(', ')}`;

export const consumptionType = z.object({
  id: z.number(),
  name: z.string(),
  shortName: z.string(),
  /** USD per MT of fuel. */
  defaultPrice: z.number(),
  /** t CO2 per t fuel. */
  defaultCo2ConversionConstant: z.number(),
  /** Null until an admin sets it; the FuelEU outlook leaves such a type out and says so. */
  fuelKind: z.enum(fuelKinds).nullable(),
  version: z.number(),
});
export type ConsumptionType = z.infer<typeof consumptionType>;
export const consumptionTypeRequest = z.object({
  name: requiredText(200),
  shortName: requiredText(20),
  defaultPrice: requiredNumber({ min: 0, max: limits.maxPricePerMt }),
  defaultCo2ConversionConstant: requiredNumber({ min: 0, max: limits.maxCo2ConversionConstant }),
  /** Absent keeps the stored kind (none on create); null clears it. */
  fuelKind: z.enum(fuelKinds, { error: fuelKindMessage }).nullish(),
});
export type ConsumptionTypeRequest = z.input<typeof consumptionTypeRequest>;
export const consumptionTypeUpdateRequest = consumptionTypeRequest.extend({ version: versionField });
export type ConsumptionTypeUpdateRequest = z.input<typeof consumptionTypeUpdateRequest>;
