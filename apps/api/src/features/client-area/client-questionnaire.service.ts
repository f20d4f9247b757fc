import {
  type ClientQuestionnaire,
  formMessages,
  type InstalledStatus,
  type updateClientQuestionnaireRequest,
} from '@backoffice/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { ShipOwnerPrincipal } from '../../plugins/auth.ts';
import { type Actor, changesBetween } from '../history/index.ts';
import { itemChanges, questionnaireFieldWords } from '../questionnaires/index.ts';
import {
  availableTechnologies,
  listVesselTechnologyStatuses,
  saveVesselTechnologyStatuses,
} from '../vessel-technologies/index.ts';
import { formNotAvailable, requireShipOwnerForm } from './client-area-access.service.ts';
import { changeShipOwnerForm, shipOwnerVessel } from './client-forms.service.ts';
import {
  findQuestionnaireForShipOwner,
  setExistingEnergySavingTechnologies,
  setItemValues,
  visibleItemIds,
  visibleSections,
} from './client-questionnaire.queries.ts';

type UpdateInput = z.output<typeof updateClientQuestionnaireRequest>;

const technologiesField = 'selectedTechnologies';

/**
 * The technology service names the staff call's fields; the client's request names the snapshot
 * `vesselDetailTechnologyDetail`, so its 400s point there.
 */
function renameTechnologyFields(error: unknown): never {
  if (!(error instanceof AppError) || !error.fields) throw error;
  const fields: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(error.fields)) {
    const renamed = field.replace(
      /\.(vesselTypeTechnologyDetailSnapshotId|technology)$/,
      '.vesselDetailTechnologyDetail',
    );
    fields[renamed] = [...(fields[renamed] ?? []), ...list];
  }
  throw new AppError(error.statusCode, error.message, fields);
}

async function openQuestionnaire(db: Db, shipOwner: ShipOwnerPrincipal) {
  requireShipOwnerForm(shipOwner, 'questionnaire');
  const questionnaire = await findQuestionnaireForShipOwner(db, shipOwner.formId);
  if (!questionnaire) throw formNotAvailable();
  return questionnaire;
}

/** The client's questionnaire: visible items only, the vessel's technologies and those it may choose. */
export async function getClientQuestionnaire(db: Db, shipOwner: ShipOwnerPrincipal): Promise<ClientQuestionnaire> {
  const questionnaire = await openQuestionnaire(db, shipOwner);
  const vessel = await shipOwnerVessel(db, questionnaire.vesselId);
  const [formSections, selectedTechnologies, available] = [
    await visibleSections(db, questionnaire.id),
    await listVesselTechnologyStatuses(db, vessel.id),
    await availableTechnologies(db, vessel.vesselTypeId),
  ];
  return {
    vesselName: vessel.name,
    status: questionnaire.status,
    existingEnergySavingTechnologies: questionnaire.existingEnergySavingTechnologies,
    formSections,
    selectedTechnologies,
    availableTechnologies: available,
    version: questionnaire.version,
    technologiesVersion: vessel.technologiesVersion,
  };
}

/**
 * The client's save: values of visible items (a hidden or foreign item → 400 on its id), the
 * vessel's technology statuses replaced by the list sent, and the free text. Titles, examples,
 * hide flags and the status are not the client's to change. A `version` other than the form's, or a
 * `technologiesVersion` other than the vessel's (staff changed the statuses since), is refused (409).
 * The changes go to the questionnaire's history as the ship owner's; a change of the statuses also
 * to the vessel's, and raises its `technologiesVersion`.
 */
export async function updateClientQuestionnaire(
  db: Db,
  shipOwner: ShipOwnerPrincipal,
  actor: Actor,
  input: UpdateInput,
): Promise<ClientQuestionnaire> {
  const questionnaire = await openQuestionnaire(db, shipOwner);
  const save = { vesselId: questionnaire.vesselId, version: input.version };
  await changeShipOwnerForm(db, shipOwner, actor, save, async (tx, vessel) => {
    const visible = await visibleItemIds(tx, questionnaire.id);
    const unknown: Record<string, string[]> = {};
    input.formItems.forEach((item, index) => {
      if (!visible.has(item.id)) unknown[`formItems.${index}.id`] = [formMessages.unknownItem];
    });
    if (Object.keys(unknown).length > 0) throw new AppError(400, formMessages.unknownItem, unknown);

    const values = new Map<number, string | null>();
    for (const item of input.formItems) if (item.value !== undefined) values.set(item.id, item.value);
    const [sections, current] = [
      await visibleSections(tx, questionnaire.id),
      await findQuestionnaireForShipOwner(tx, questionnaire.id),
    ];
    const entries = input.selectedTechnologies.map((entry) => ({
      snapshotId: entry.vesselDetailTechnologyDetail?.id,
      technologyId: entry.technology?.id,
      installedStatus: entry.installedStatus as InstalledStatus,
      plannedToBeInstalledOn: entry.plannedToBeInstalledOn ?? null,
    }));
    // Before anything is written: a stale list is refused with the rest of the save.
    const technologies = await saveVesselTechnologyStatuses(tx, actor, vessel, {
      entries,
      version: input.technologiesVersion,
      field: technologiesField,
    }).catch(renameTechnologyFields);
    const stored = new Map(sections.flatMap((section) => section.formItems).map((item) => [item.id, item.value]));
    const newValues = [...values]
      .filter(([id, value]) => stored.get(id) !== value)
      .map(([id, value]) => ({ id, value }));
    await setItemValues(tx, questionnaire.id, newValues);
    const freeText =
      input.existingEnergySavingTechnologies === undefined
        ? {}
        : { existingEnergySavingTechnologies: input.existingEnergySavingTechnologies };
    const text = freeText.existingEnergySavingTechnologies;
    const newText = text !== undefined && text !== current!.existingEnergySavingTechnologies;
    if (newText) await setExistingEnergySavingTechnologies(tx, questionnaire.id, text);
    const changes = [
      ...sections
        .flatMap((section) => section.formItems)
        .flatMap((item) => (values.has(item.id) ? itemChanges(item.title, item, { value: values.get(item.id)! }) : [])),
      ...technologies.changes,
      ...changesBetween(current!, freeText, questionnaireFieldWords),
    ];
    const technologiesChanged = technologies.version !== vessel.technologiesVersion;
    return { wrote: newValues.length > 0 || newText || technologiesChanged, changes };
  });
  return getClientQuestionnaire(db, shipOwner);
}
