import { z } from 'zod';
import { reportType } from './catalogue.ts';
import { maxInt2, optionalText, recordId, requiredRef, requiredText } from './common.ts';
import { fileDto, fileRef } from './files.ts';
import { formatLimit } from './format.ts';
import { versionField } from './history.ts';
import { messages } from './messages.ts';
import { reportMessages, savingsIssue } from './report-values.ts';

const namedRef = z.object({ id: z.number(), name: z.string() });

/** A report as a card on the vessel's Reports tab. */
export const reportCard = z.object({
  id: z.number(),
  name: z.string(),
  type: z.number(),
  status: z.number(),
  createdOn: z.string(),
  modifiedOn: z.string(),
  statusChangedOn: z.string(),
});
export type ReportCard = z.infer<typeof reportCard>;

const regulatoryImpactFields = z.object({
  regulatoryImpactPctInEu: z.number().nullable(),
  regulatoryImpactCarbonRate: z.number().nullable(),
  regulatoryImpactStartYear: z.number().nullable(),
  regulatoryImpactNumberOfYears: z.number().nullable(),
  regulatoryImpactDescription: z.string().nullable(),
  /** USD per EUR (default 1.10): the carbon rate is EUR per t CO2, fuel and costs are USD. */
  regulatoryImpactUsdPerEur: z.number(),
});

export const report = reportCard.extend({
  vessel: namedRef.extend({
    vesselType: namedRef,
    project: namedRef.extend({ customer: namedRef }),
  }),
  basedOn: namedRef.nullable(),
  internalContact: z.object({ id: z.number(), fullName: z.string() }).nullable(),
  ...regulatoryImpactFields.shape,
  regulatoryImpactFile: fileRef.nullable(),
  /** Completed: included and novel technologies, notes, regulatory impact and files refuse changes (409). */
  isLocked: z.boolean(),
  /** Sent back with a save of the report (name, status, contact) so a colleague's change is never overwritten unseen. */
  version: z.number(),
  /** The same for the regulatory impact form. */
  regulatoryImpactVersion: z.number(),
});
export type Report = z.infer<typeof report>;

/** POST reports. A solution design needs `basedOn`, a screening report of the same vessel. */
export const createReportRequest = z
  .object({
    name: requiredText(200),
    type: reportType,
    vessel: requiredRef,
    basedOn: requiredRef.nullish(),
  })
  .superRefine((r, ctx) => {
    if (r.type === 1 && !r.basedOn) ctx.addIssue({ code: 'custom', path: ['basedOn'], message: messages.required });
  });
export type CreateReportRequest = z.input<typeof createReportRequest>;

/** PUT reports/{id}: all three required ('*'); the status must be one of the report's type. */
export const updateReportRequest = z.object({
  name: requiredText(200),
  status: z
    .number({ error: messages.required })
    .int(reportMessages.statusOfOtherType)
    .min(0, reportMessages.statusOfOtherType)
    .max(maxInt2, reportMessages.statusOfOtherType),
  internalContact: requiredRef,
  version: versionField,
});
export type UpdateReportRequest = z.input<typeof updateReportRequest>;

/** A staff member as the contact pick-list shows them (GET staff-contacts). */
export const staffContact = z.object({ id: z.number(), fullName: z.string(), title: z.string().nullable() });
export type StaffContact = z.infer<typeof staffContact>;

/** One value of an included technology. */
const calcValue = z.object({
  value: z.number().nullable(),
  /** The value in the screening report a solution design is based on; null otherwise. */
  screeningValue: z.number().nullable(),
  /** What the catalogue (or the chosen maker's link) said when the technology was added. */
  originalValue: z.number().nullable(),
  note: z.string().nullable(),
});
export type CalcValue = z.infer<typeof calcValue>;

/** The six values that carry a note (spec part 2 §3 'Note kinds'). */
export const noteKeys = [
  'calcSavings',
  'calcConfidenceInterval',
  'calcEquipmentCost',
  'calcInstallationCost',
  'calcOperationCost',
  'calcSavingsInMt',
] as const;
export type NoteKey = (typeof noteKeys)[number];

const fixedConsumptionSaving = z.object({
  fixedCalcSavingsInMt: z.number(),
  consumptionCategory: namedRef,
  consumptionType: namedRef,
});

/** The technology as a report shows it: from the snapshot taken when it was added. */
const reportTechnology = z.object({
  id: z.number(),
  name: z.string(),
  shortName: z.string(),
  icon: fileRef.nullable(),
  savingsCategory: namedRef,
  consumptionCategories: z.array(z.object({ id: z.number(), name: z.string(), shortName: z.string() })),
  /** The catalogue's mark: a wind-assisted technology takes its rated wind power in the savings form. */
  windAssisted: z.boolean(),
});

export const includedTechnology = z.object({
  /** The `{techId}` of the included-technology paths. */
  id: z.number(),
  vesselTypeTechnologyDetailSnapshotId: z.number(),
  technology: reportTechnology,
  technologyMaturityLevel: z.number().nullable(),
  /** Solution design: the technology is also in the screening report it is based on (the green dot). */
  isIncludedInScreeningReport: z.boolean(),
  calcSavings: calcValue,
  calcConfidenceInterval: calcValue,
  calcEquipmentCost: calcValue,
  calcInstallationCost: calcValue,
  calcOperationCost: calcValue,
  /** value: the engine's fuel saving of this technology on this vessel (null when results cannot be calculated). */
  calcSavingsInMt: calcValue,
  /** value: equipment + installation + operation cost. */
  generatedTotalCost: calcValue,
  calculationFile: fileRef.nullable(),
  technologyMaker: namedRef.nullable(),
  technologySupplier: namedRef.nullable(),
  potentialForVessel: z.string().nullable(),
  vesselTechnologyFixedConsumptionSavings: z.array(fixedConsumptionSaving),
  /** Rated wind power on this vessel, kW (FuelEU's wind reward); only for a wind-assisted technology. */
  windPowerKw: z.number().nullable(),
  /** Years it lasts, as the catalogue says now: the chosen maker's, else the technology's; null counts the report's years. */
  serviceLifeYears: z.number().nullable(),
  /** Sent back with a save of its values or of a note, so a colleague's change is never overwritten unseen. */
  version: z.number(),
});
export type IncludedTechnology = z.infer<typeof includedTechnology>;

/** A number the savings form requires: '*' when missing, 'Must be a number' when not one, ≥ 0. */
const formNumberMax = 1e12;
const formNumberTooLarge = `Must be at most ${formatLimit(formNumberMax)}`;
const formNumber = z
  .number({ error: (i) => (i.input === undefined || i.input === null ? messages.required : messages.mustBeNumber) })
  .min(0, 'Must be at least 0')
  .max(formNumberMax, formNumberTooLarge);
const optionalRef = z.object({ id: recordId }).nullish();

const fixedConsumptionSavingRequest = z.object({
  fixedCalcSavingsInMt: z
    .number({ error: messages.mustBeNumber })
    .min(0, 'Must be at least 0')
    .max(formNumberMax, formNumberTooLarge)
    .nullable(),
  consumptionCategory: requiredRef,
  consumptionType: requiredRef,
});

const savingsFields = z.object({
  /** Required and > 0 unless a fixed MT value is > 0; then it is stored as 0. */
  calcSavings: z
    .number({ error: messages.mustBeNumber })
    .min(0, messages.mustBeGreaterThanZero)
    .max(100, 'Must be at most 100')
    .nullish(),
  /** Percent of the saving, as in the catalogue: at most 100. */
  calcConfidenceInterval: formNumber.max(100, 'Must be at most 100'),
  calcEquipmentCost: formNumber,
  calcInstallationCost: formNumber,
  calcOperationCost: formNumber,
  /** Ignored: the server computes it. */
  calcSavingsInMt: z.unknown().optional(),
  calculationFile: optionalRef,
  /** The maker's id (as in technologies/{id}/makers/{makerId}); required in a solution design. */
  technologyMaker: optionalRef,
  /** The supplier's id; one of the technology's suppliers. */
  technologySupplier: optionalRef,
  potentialForVessel: optionalText(4000),
  vesselTechnologyFixedConsumptionSavings: z.array(fixedConsumptionSavingRequest).max(200).default([]),
  /** Absent keeps the stored value; null clears it. Stored only on a wind-assisted technology. */
  windPowerKw: z
    .number({ error: messages.mustBeNumber })
    .min(0, 'Must be at least 0')
    .max(formNumberMax, formNumberTooLarge)
    .nullish(),
});

const withSavingsRule = <T extends z.ZodType<Parameters<typeof savingsIssue>[0]>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    // A savings % below 0 has its message from the field's own minimum already.
    const issue = (v.calcSavings ?? 0) < 0 ? null : savingsIssue(v);
    if (issue) ctx.addIssue({ code: 'custom', path: ['calcSavings'], message: issue });
  });

/**
 * Names the technology to add: by `technology {id}` or by a snapshot id of it (as the spec's bodies
 * do). The report stores the technology's current snapshot, taken when it is added.
 */
const technologyChoice = z.object({
  technology: z.object({ id: recordId }).nullish(),
  vesselTypeTechnologyDetailSnapshotId: recordId.nullish(),
});
const choiceIssue = (v: z.infer<typeof technologyChoice>) => !v.technology && !v.vesselTypeTechnologyDetailSnapshotId;

/** POST reports/{id}/included-technologies. */
export const createIncludedTechnologyRequest = withSavingsRule(
  savingsFields.extend(technologyChoice.shape),
).superRefine((v, ctx) => {
  if (choiceIssue(v)) ctx.addIssue({ code: 'custom', path: ['technology'], message: messages.required });
});
export type CreateIncludedTechnologyRequest = z.input<typeof createIncludedTechnologyRequest>;

/** PUT reports/{id}/included-technologies/{techId}: the snapshot stays. */
export const updateIncludedTechnologyRequest = withSavingsRule(savingsFields.extend({ version: versionField }));
export type UpdateIncludedTechnologyRequest = z.input<typeof updateIncludedTechnologyRequest>;

/** A note of an included technology; `version` is the included technology's. */
export const noteRequest = z.object({ note: optionalText(4000), version: versionField });

/**
 * GET reports/{id}/available-technologies: each active technology not yet included, with its current
 * values for the vessel's type. The snapshot id names an existing snapshot of exactly these values,
 * null when none was taken yet (a GET takes none: adding the technology does).
 */
export const reportAvailableTechnology = z.object({
  vesselTypeTechnologyDetailSnapshotId: z.number().nullable(),
  technology: reportTechnology,
  technologyMaturityLevel: z.number().nullable(),
  /** The snapshot's values, which prefill the savings form. */
  calcSavings: z.number(),
  calcConfidenceInterval: z.number(),
  calcEquipmentCost: z.number(),
  calcInstallationCost: z.number(),
  calcOperationCost: z.number(),
});
export type ReportAvailableTechnology = z.infer<typeof reportAvailableTechnology>;

export const novelTechnology = z.object({
  id: z.number(),
  technology: z.object({ id: z.number(), name: z.string() }),
  technologyName: z.string(),
  vesselTypeTechnologyDetailSnapshotId: z.number(),
  createdOn: z.string(),
});
export type NovelTechnology = z.infer<typeof novelTechnology>;
/** POST reports/{id}/novel-technologies: the technology by `technology {id}` or by a snapshot of it. */
export const novelTechnologyRequest = z
  .object({
    technology: z.object({ id: recordId }).nullish(),
    vesselTypeTechnologyDetailSnapshot: z.object({ id: recordId }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.technology && !v.vesselTypeTechnologyDetailSnapshot)
      ctx.addIssue({ code: 'custom', path: ['technology'], message: messages.required });
  });
export type NovelTechnologyRequest = z.input<typeof novelTechnologyRequest>;

const positiveMessage = 'Must be a positive number';
const positiveIntMessage = 'Must be a positive whole number';
const positiveOrEmpty = (max: number) =>
  z
    .number({ error: positiveMessage })
    .gt(0, positiveMessage)
    .max(max, `Must be at most ${max}`)
    .nullish()
    .transform((v) => v ?? null);
const positiveIntOrEmpty = (max: number) =>
  z
    .number({ error: positiveIntMessage })
    .int(positiveIntMessage)
    .gt(0, positiveIntMessage)
    .max(max, `Must be at most ${max}`)
    .nullish()
    .transform((v) => v ?? null);

/** The highest USD per EUR taken: the rate has stayed between 0.8 and 1.6; 10 catches a slipped decimal. */
const maxUsdPerEur = 10;

/**
 * PUT reports/{id}/regulatory-impact (spec part 2 §5), plus the USD-per-EUR rate: above 0 and at most
 * {@link maxUsdPerEur}; absent leaves it as it is.
 */
export const regulatoryImpactRequest = z.object({
  regulatoryImpactPctInEu: positiveOrEmpty(100),
  regulatoryImpactCarbonRate: positiveOrEmpty(1_000_000_000),
  regulatoryImpactStartYear: positiveIntOrEmpty(9999),
  regulatoryImpactNumberOfYears: positiveIntOrEmpty(100),
  regulatoryImpactDescription: optionalText(8000),
  regulatoryImpactUsdPerEur: z
    .number({ error: positiveMessage })
    .gt(0, positiveMessage)
    .max(maxUsdPerEur, `Must be at most ${maxUsdPerEur}`)
    .optional(),
  version: versionField,
});
export type RegulatoryImpactRequest = z.input<typeof regulatoryImpactRequest>;

/** PUT reports/{id}/regulatory-impact/file: an xlsx file, or absent/null to remove it. */
export const regulatoryImpactFileRequest = z.object({
  regulatoryImpactFile: z.object({ id: recordId }).nullish(),
  /** The report's `regulatoryImpactVersion`: the file is part of the regulatory impact. */
  version: versionField,
});
export type RegulatoryImpactFileRequest = z.input<typeof regulatoryImpactFileRequest>;

export const reportFile = z.object({ id: z.number(), createdOn: z.string(), file: fileDto });
export type ReportFile = z.infer<typeof reportFile>;
export const reportFileRequest = z.object({ file: requiredRef });

/** GET files/{id}/extract-calculation-data: the values found; a value not found is null. */
export const calculationDataExtract = z.object({
  calcSavings: z.number().nullable(),
  calcConfidenceInterval: z.number().nullable(),
  calcEquipmentCost: z.number().nullable(),
  calcInstallationCost: z.number().nullable(),
  calcOperationCost: z.number().nullable(),
});
export type CalculationDataExtract = z.infer<typeof calculationDataExtract>;
