import { z } from 'zod';
import { isoDate, recordId, requiredText, storableText } from './common.ts';
import { fileRef } from './files.ts';
import { versionField } from './history.ts';
import { messages } from './messages.ts';
import { type QuestionnaireKind, questionnaireKinds } from './questionnaire-kinds.ts';

const formStatus = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: messages.required });

export const installedStatus = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: messages.required });

const mappedTo = z.enum(questionnaireKinds as [QuestionnaireKind, ...QuestionnaireKind[]]).nullable();

export const questionnaireItem = z.object({
  id: z.number(),
  title: z.string(),
  value: z.string().nullable(),
  valueExample: z.string().nullable(),
  hide: z.boolean(),
  position: z.number(),
  mappedTo,
});
export type QuestionnaireItem = z.infer<typeof questionnaireItem>;

const questionnaireSection = z.object({
  id: z.number(),
  title: z.string(),
  position: z.number(),
  formItems: z.array(questionnaireItem),
});

/** A technology chosen for the vessel, with its installed status (the vessel's technology statuses). */
export const vesselTechnologyStatus = z.object({
  id: z.number(),
  vesselTypeTechnologyDetailSnapshotId: z.number(),
  technology: z.object({ id: z.number(), name: z.string() }),
  technologyName: z.string(),
  installedStatus: z.number(),
  plannedToBeInstalledOn: z.string().nullable(),
});
export type VesselTechnologyStatus = z.infer<typeof vesselTechnologyStatus>;

/**
 * A catalogue technology that can be chosen, with its current values for the vessel's type. The
 * snapshot id is that of an existing snapshot holding exactly those values, or null (reading takes
 * no snapshot): choose such a technology by its id; saving the choice takes the snapshot.
 */
export const availableTechnology = z.object({
  vesselTypeTechnologyDetailSnapshotId: z.number().nullable(),
  technology: z.object({ id: z.number(), name: z.string() }),
});
export type AvailableTechnology = z.infer<typeof availableTechnology>;

export const questionnaire = z.object({
  id: z.number(),
  vessel: z.object({ id: z.number(), name: z.string() }),
  status: z.number(),
  urlHash: z.string(),
  pinCode: z.string(),
  existingEnergySavingTechnologies: z.string().nullable(),
  formSections: z.array(questionnaireSection),
  selectedTechnologies: z.array(vesselTechnologyStatus),
  modifiedOn: z.string(),
  /** Raised by each change of the form (staff, ship owner, imports); a save sends it back. */
  version: z.number(),
});
export type Questionnaire = z.infer<typeof questionnaire>;

/** Staff save: status, section titles and the items' value, example and hide flag. */
export const updateQuestionnaireRequest = z.object({
  status: formStatus,
  formSections: z.array(z.object({ id: recordId, title: requiredText(300) })).optional(),
  formItems: z
    .array(
      z.object({
        id: recordId,
        value: storableText().max(10_000).nullish(),
        valueExample: storableText().max(2_000).nullish(),
        hide: z.boolean().optional(),
      }),
    )
    .optional(),
  existingEnergySavingTechnologies: storableText().max(10_000).nullish(),
  version: versionField,
});
export type UpdateQuestionnaireRequest = z.input<typeof updateQuestionnaireRequest>;

/** GET vessels/{id}/questionnaire/consumptions: the items of the consumption kinds, by position. */
export const questionnaireConsumptionEntry = z.object({
  id: z.number(),
  title: z.string(),
  value: z.string().nullable(),
  position: z.number(),
});
export type QuestionnaireConsumptionEntry = z.infer<typeof questionnaireConsumptionEntry>;

/** The installation status box: the vessel's statuses and the technologies it may choose from. */
export const technologiesInstalledStatus = z.object({
  vesselTechnologiesInstalledStatus: z.array(vesselTechnologyStatus),
  availableTechnologies: z.array(availableTechnology),
  /** The questionnaire's free text of existing energy-saving technologies. */
  existingEnergySavingTechnologies: z.string().nullable(),
  /** The list's version (the vessel's `technologiesVersion`): staff and ship owner saves raise it; a save sends it back. */
  version: z.number(),
});
export type TechnologiesInstalledStatus = z.infer<typeof technologiesInstalledStatus>;

const technologyStatusInput = z
  .object({
    vesselTypeTechnologyDetailSnapshotId: recordId.optional(),
    /** Alternative to the snapshot id: the technology's current values are snapshotted. */
    technology: z.object({ id: recordId }).optional(),
    installedStatus,
    plannedToBeInstalledOn: isoDate.nullish(),
  })
  .refine((v) => v.vesselTypeTechnologyDetailSnapshotId !== undefined || v.technology !== undefined, {
    path: ['technology'],
    message: messages.required,
  });

export const updateTechnologiesInstalledStatusRequest = z.object({
  vesselTechnologiesInstalledStatus: z.array(technologyStatusInput),
  /** The list's `version` the form was loaded with. */
  version: versionField,
});
export type UpdateTechnologiesInstalledStatusRequest = z.input<typeof updateTechnologiesInstalledStatusRequest>;

/** Particulars: sections of a request to the client, the client's response and files. */
const particularsItem = z.object({
  id: z.number(),
  title: z.string().nullable(),
  requestText: z.string(),
  responseText: z.string().nullable(),
  position: z.number(),
  files: z.array(fileRef),
});
export type ParticularsItem = z.infer<typeof particularsItem>;

export const particulars = z.object({
  id: z.number(),
  vessel: z.object({ id: z.number(), name: z.string() }),
  status: z.number(),
  urlHash: z.string(),
  pinCode: z.string(),
  formItems: z.array(particularsItem),
  modifiedOn: z.string(),
  /** Raised by each change of the form (staff or ship owner); a save sends it back. */
  version: z.number(),
});
export type Particulars = z.infer<typeof particulars>;

/** Staff save: the whole list of sections in order; an item without id is new, one left out is deleted. */
export const updateParticularsRequest = z.object({
  status: formStatus,
  formItems: z.array(
    z.object({
      id: recordId.optional(),
      title: storableText().trim().max(300).nullish(),
      requestText: requiredText(10_000),
      responseText: storableText().max(20_000).nullish(),
      files: z.array(z.object({ id: recordId })).default([]),
    }),
  ),
  version: versionField,
});
export type UpdateParticularsRequest = z.input<typeof updateParticularsRequest>;

/** GET sea-searcher: whether the import from Sea Searcher is available on this server. */
export const seaSearcherStatus = z.object({ configured: z.boolean() });
export type SeaSearcherStatus = z.infer<typeof seaSearcherStatus>;
