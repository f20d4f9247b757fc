import { z } from 'zod';
import { lookupItem } from './catalogue.ts';
import { catalogueMessages } from './catalogue-messages.ts';
import { maxInt4, optionalText, recordId, requiredRef, requiredText } from './common.ts';
import { fileRef } from './files.ts';
import { formatLimit } from './format.ts';
import { versionField } from './history.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { consumptionCategory } from './reference-data.ts';

/** A catalogue number (spec part 2 §5): 'Required' when missing, 'Must be a number' when not one. */
const calcNumber = (max?: number) => {
  let n = z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? catalogueMessages.required : messages.mustBeNumber,
  });
  n = n.min(0, 'Must be at least 0');
  if (max !== undefined) n = n.max(max, `Must be at most ${formatLimit(max)}`);
  return n.refine(Number.isFinite, messages.mustBeNumber);
};

/** The five calculation values a technology, a maker link and a vessel-type detail carry. */
export const calcValueKeys = [
  'calcSavings',
  'calcConfidenceInterval',
  'calcEquipmentCost',
  'calcInstallationCost',
  'calcOperationCost',
] as const;
export type CalcValueKey = (typeof calcValueKeys)[number];

const calcValues = z.object({
  /** Fuel savings in % of the consumption it acts on. */
  calcSavings: z.number(),
  /** ± % around the savings. */
  calcConfidenceInterval: z.number(),
  /** USD, once. */
  calcEquipmentCost: z.number(),
  /** USD, once. */
  calcInstallationCost: z.number(),
  /** USD per year. */
  calcOperationCost: z.number(),
});

/** Years a technology lasts: a whole number from 1 to 100, or null (none). */
const serviceLifeYearsMessage = 'Must be a whole number from 1 to 100';
const serviceLifeYears = z
  .number({ error: serviceLifeYearsMessage })
  .int(serviceLifeYearsMessage)
  .min(1, serviceLifeYearsMessage)
  .max(100, serviceLifeYearsMessage)
  .nullable();

const calcValuesRequest = z.object({
  calcSavings: calcNumber(100),
  calcConfidenceInterval: calcNumber(100),
  calcEquipmentCost: calcNumber(limits.maxCostUsd),
  calcInstallationCost: calcNumber(limits.maxCostUsd),
  calcOperationCost: calcNumber(limits.maxCostUsd),
});

export const technology = calcValues.extend({
  id: z.number(),
  name: z.string(),
  shortName: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  savingsPotential: z.string(),
  savingsCategory: lookupItem.nullable(),
  savingsRange: z.string(),
  costRange: z.string(),
  leadTime: z.string().nullable(),
  icon: fileRef.nullable(),
  implementationStages: z.array(z.number()),
  regulatoryImpactTypes: z.array(z.number()),
  technologyMaturityLevel: z.number().nullable(),
  summaryTableDescription: z.string().nullable(),
  summaryDescription: z.string().nullable(),
  /** Where the technology acts (the consumption category technology lists it belongs to). */
  consumptionCategories: z.array(consumptionCategory),
  /** Propelled by wind (rotor sail, suction wing, sail, kite): its rated power earns FuelEU's wind reward. */
  windAssisted: z.boolean(),
  /** Years it lasts: the horizon of its NPV and MAC in reports; null counts the report's years. */
  serviceLifeYears: z.number().nullable(),
  /** Sent back with a save of the technology, so a colleague's change is never overwritten unseen. */
  version: z.number(),
});
export type Technology = z.infer<typeof technology>;

const ids = (message: string) =>
  z
    .array(recordId, { error: message })
    .min(1, message)
    .transform((list) => [...new Set(list)]);

export const technologyRequest = calcValuesRequest.extend({
  name: requiredText(200),
  shortName: requiredText(50),
  description: requiredText(10_000),
  shortDescription: requiredText(1000),
  savingsPotential: requiredText(200),
  savingsCategory: z.object({ id: recordId }).nullish(),
  /** Absent keeps the stored value (false on create). */
  windAssisted: z.boolean({ error: 'Must be true or false' }).optional(),
  /** Absent keeps the stored value; null clears it. */
  serviceLifeYears: serviceLifeYears.optional(),
  savingsRange: requiredText(100),
  costRange: requiredText(100),
  leadTime: optionalText(200),
  icon: z.object({ id: recordId }).nullish(),
  implementationStages: ids(catalogueMessages.implementationStageRequired),
  regulatoryImpactTypes: ids(catalogueMessages.regulatoryImpactTypeRequired),
  technologyMaturityLevel: z
    .number({ error: 'Must be a whole number from 1 to 10' })
    .int('Must be a whole number from 1 to 10')
    .min(1, 'Must be a whole number from 1 to 10')
    .max(10, 'Must be a whole number from 1 to 10')
    .nullish()
    .transform((v) => v ?? null),
  summaryTableDescription: optionalText(4000),
  summaryDescription: optionalText(10_000),
  consumptionCategories: z
    .array(z.object({ id: recordId }))
    .default([])
    .transform((list) => [...new Set(list.map((c) => c.id))].map((id) => ({ id }))),
  /** PUT only: the version the form was loaded with (a POST ignores it). */
  version: versionField,
});
export type TechnologyRequest = z.input<typeof technologyRequest>;

export const technologySupplier = z.object({
  technologySupplierId: z.number(),
  supplier: z.object({ id: z.number(), name: z.string(), country: z.string().nullable() }),
});
export type TechnologySupplier = z.infer<typeof technologySupplier>;
export const technologySupplierRequest = z.object({ supplier: requiredRef });

export const technologyMaker = calcValues.extend({
  technologyMakerId: z.number(),
  maker: z.object({ id: z.number(), name: z.string(), country: z.string().nullable() }),
  /** The maker's service life, before the technology's; null leaves the technology's. */
  serviceLifeYears: z.number().nullable(),
  calculationTemplateFile: fileRef.nullable(),
  wordTemplateFile: fileRef.nullable(),
  /** The link's version, sent back with its save. */
  version: z.number(),
});
export type TechnologyMaker = z.infer<typeof technologyMaker>;

export const technologyMakerRequest = calcValuesRequest.extend({
  maker: requiredRef,
  /** Absent keeps the stored value; null clears it. */
  serviceLifeYears: serviceLifeYears.optional(),
  calculationTemplateFile: z.object({ id: recordId }).nullish(),
  wordTemplateFile: z.object({ id: recordId }).nullish(),
  /** PUT only: the link's version the form was loaded with (a POST ignores it). */
  version: versionField,
});
export type TechnologyMakerRequest = z.input<typeof technologyMakerRequest>;

/** One entry of a consumption category's ordered technology list. */
export const consumptionTechnology = z.object({
  id: z.number(),
  calculationSequence: z.number(),
  consumptionCategory: consumptionCategory,
  technology: z.object({ id: z.number(), name: z.string(), shortName: z.string() }),
});
export type ConsumptionTechnology = z.infer<typeof consumptionTechnology>;

export const consumptionTechnologiesRequest = z.array(
  z.object({
    calculationSequence: z.number({ error: '*' }).int().min(0).max(maxInt4, `Must be at most ${maxInt4}`),
    consumptionCategory: requiredRef,
    technology: requiredRef,
  }),
);
export type ConsumptionTechnologiesRequest = z.input<typeof consumptionTechnologiesRequest>;

/** Per vessel type values of a technology; a null value means the technology's own value applies. */
export const vesselTypeTechnologyDetail = z.object({
  vesselType: z.object({ id: z.number(), name: z.string() }),
  calcSavings: z.number().nullable(),
  calcConfidenceInterval: z.number().nullable(),
  calcEquipmentCost: z.number().nullable(),
  calcInstallationCost: z.number().nullable(),
  calcOperationCost: z.number().nullable(),
});
export type VesselTypeTechnologyDetail = z.infer<typeof vesselTypeTechnologyDetail>;

/** The values a snapshot freezes: what a report or vessel record shows of a technology. */
// The wind mark is read from the catalogue as it is now, so marking a technology reaches every report.
const technologySnapshotValues = technology
  .omit({ id: true, icon: true, version: true, windAssisted: true, serviceLifeYears: true })
  .extend({
    technologyId: z.number(),
    vesselTypeId: z.number().nullable(),
    iconFileId: z.number().nullable(),
    implementationStageNames: z.array(z.string()),
    regulatoryImpactTypeNames: z.array(z.string()),
  });
export type TechnologySnapshotValues = z.infer<typeof technologySnapshotValues>;

/** PUT technologies/{id}/vessel-type-details/{vesselTypeId}: each value a number ≥ 0 or null (all null removes them). */
export const vesselTypeTechnologyDetailRequest = z.object({
  calcSavings: calcNumber(100).nullable(),
  calcConfidenceInterval: calcNumber(100).nullable(),
  calcEquipmentCost: calcNumber(limits.maxCostUsd).nullable(),
  calcInstallationCost: calcNumber(limits.maxCostUsd).nullable(),
  calcOperationCost: calcNumber(limits.maxCostUsd).nullable(),
});
export type VesselTypeTechnologyDetailRequest = z.input<typeof vesselTypeTechnologyDetailRequest>;
