import { z } from 'zod';
import { isoDate, recordId, requiredText, storableText } from './common.ts';
import { fileRef } from './files.ts';
import { versionField } from './history.ts';
import { messages } from './messages.ts';
import { availableTechnology, installedStatus, questionnaireItem, vesselTechnologyStatus } from './questionnaires.ts';

export const clientTokenRequest = z.object({
  urlHash: requiredText(200),
  pinCode: storableText({ error: messages.required }).trim().min(1, messages.required).max(20),
});
export const clientTokenResponse = z.object({
  bearerToken: z.string(),
  expires: z.string(),
  /** Client sessions are not renewed: sign in with the PIN again after expiry. */
  renewToken: z.string().nullable(),
  /** Which form the token opens, or `report`: a shared report's page. */
  form: z.enum(['questionnaire', 'particulars', 'report']),
});
export type ClientTokenResponse = z.infer<typeof clientTokenResponse>;

/** What the client sees of a questionnaire: never hidden items, never the PIN. */
export const clientQuestionnaire = z.object({
  vesselName: z.string(),
  status: z.number(),
  existingEnergySavingTechnologies: z.string().nullable(),
  formSections: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      position: z.number(),
      formItems: z.array(questionnaireItem.omit({ hide: true, mappedTo: true })),
    }),
  ),
  selectedTechnologies: z.array(vesselTechnologyStatus),
  availableTechnologies: z.array(availableTechnology),
  /** The form's version (the staff answer's): staff and ship owner saves raise it; a save sends it back. */
  version: z.number(),
  /**
   * The version of the vessel's technology statuses (`selectedTechnologies`), which staff also save
   * (the vessel's technologies installed status): a save sends it back.
   */
  technologiesVersion: z.number(),
});
export type ClientQuestionnaire = z.infer<typeof clientQuestionnaire>;

export const updateClientQuestionnaireRequest = z.object({
  formItems: z.array(z.object({ id: recordId, value: storableText().max(10_000).nullish() })).default([]),
  selectedTechnologies: z
    .array(
      z
        .object({
          vesselDetailTechnologyDetail: z.object({ id: recordId }).optional(),
          /** Alternative to the snapshot: a technology offered without one (its current values are snapshotted). */
          technology: z.object({ id: recordId }).optional(),
          installedStatus,
          plannedToBeInstalledOn: isoDate.nullish(),
        })
        .refine((v) => v.vesselDetailTechnologyDetail !== undefined || v.technology !== undefined, {
          path: ['vesselDetailTechnologyDetail'],
          message: messages.required,
        }),
    )
    .default([]),
  existingEnergySavingTechnologies: storableText().max(10_000).nullish(),
  version: versionField,
  /** The questionnaire's `technologiesVersion` the form was loaded with. */
  technologiesVersion: versionField,
});
export type UpdateClientQuestionnaireRequest = z.input<typeof updateClientQuestionnaireRequest>;

export const clientParticulars = z.object({
  vesselName: z.string(),
  status: z.number(),
  formItems: z.array(
    z.object({
      id: z.number(),
      title: z.string().nullable(),
      requestText: z.string(),
      responseText: z.string().nullable(),
      position: z.number(),
      files: z.array(fileRef),
    }),
  ),
  /** The form's version (the staff answer's): staff and ship owner saves raise it; a save sends it back. */
  version: z.number(),
});
export type ClientParticulars = z.infer<typeof clientParticulars>;

export const updateClientParticularsRequest = z.object({
  formItems: z.array(
    z.object({
      id: recordId,
      responseText: storableText().max(20_000).nullish(),
      files: z.array(z.object({ id: recordId })).default([]),
    }),
  ),
  version: versionField,
});
export type UpdateClientParticularsRequest = z.input<typeof updateClientParticularsRequest>;

/** POST vessels/{id}/questionnaire/new-link and …/particulars/new-link: the form's new link and PIN. */
export const clientAccess = z.object({ urlHash: z.string(), pinCode: z.string() });
export type ClientAccess = z.infer<typeof clientAccess>;
