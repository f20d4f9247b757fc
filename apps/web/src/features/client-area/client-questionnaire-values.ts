import {
  type ClientQuestionnaire,
  InstalledStatus,
  type UpdateClientQuestionnaireRequest,
} from '@backoffice/contracts';

interface TechnologyRow {
  /** The snapshot the status is kept for (the spec's vesselDetailTechnologyDetail id); null for a technology offered without one. */
  snapshotId: number | null;
  technologyId: number;
  name: string;
  /** The installed status as the select holds it: '0', '1' or '2'. */
  installedStatus: string;
  /** YYYY-MM-DD or empty; only kept while PLANNED. */
  plannedToBeInstalledOn: string;
}

export interface QuestionnaireValues {
  /** Every item's value, in the order the sections show them (the request's formItems). */
  formItems: { id: number; value: string }[];
  selectedTechnologies: TechnologyRow[];
  existingEnergySavingTechnologies: string;
}

export const plannedStatus = String(InstalledStatus.PLANNED);

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/** The sections and their items in position order. */
export function orderedSections(questionnaire: ClientQuestionnaire) {
  return [...questionnaire.formSections]
    .sort(byPosition)
    .map((section) => ({ ...section, formItems: [...section.formItems].sort(byPosition) }));
}

export function questionnaireValues(questionnaire: ClientQuestionnaire): QuestionnaireValues {
  return {
    formItems: orderedSections(questionnaire).flatMap((section) =>
      section.formItems.map((item) => ({ id: item.id, value: item.value ?? '' })),
    ),
    selectedTechnologies: questionnaire.selectedTechnologies.map((selected) => ({
      snapshotId: selected.vesselTypeTechnologyDetailSnapshotId,
      technologyId: selected.technology.id,
      name: selected.technologyName || selected.technology.name,
      installedStatus: String(selected.installedStatus),
      plannedToBeInstalledOn: selected.plannedToBeInstalledOn?.slice(0, 10) ?? '',
    })),
    existingEnergySavingTechnologies: questionnaire.existingEnergySavingTechnologies ?? '',
  };
}

/**
 * A questionnaire read again (a stale save's Reload) in the shape of the form as it was opened:
 * the answers of the opened items in their order (an item no longer sent keeps the opened answer),
 * and the technologies and free text as they are now.
 */
export function questionnaireValuesAs(opened: ClientQuestionnaire, now: ClientQuestionnaire): QuestionnaireValues {
  const values = questionnaireValues(now);
  const answers = new Map(values.formItems.map((item) => [item.id, item.value]));
  return {
    ...values,
    formItems: questionnaireValues(opened).formItems.map((item) => ({
      id: item.id,
      value: answers.get(item.id) ?? item.value,
    })),
  };
}

const orNull = (text: string) => (text === '' ? null : text);

export function questionnaireRequest(values: QuestionnaireValues): UpdateClientQuestionnaireRequest {
  return {
    formItems: values.formItems.map((item) => ({ id: item.id, value: orNull(item.value) })),
    selectedTechnologies: values.selectedTechnologies.map((row) => ({
      ...(row.snapshotId === null
        ? { technology: { id: row.technologyId } }
        : { vesselDetailTechnologyDetail: { id: row.snapshotId } }),
      installedStatus: Number(row.installedStatus) as InstalledStatus,
      plannedToBeInstalledOn: row.installedStatus === plannedStatus ? orNull(row.plannedToBeInstalledOn) : null,
    })),
    existingEnergySavingTechnologies: orNull(values.existingEnergySavingTechnologies),
  };
}
