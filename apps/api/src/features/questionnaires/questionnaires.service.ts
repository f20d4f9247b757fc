import {
  formMessages,
  type Questionnaire,
  type QuestionnaireConsumptionEntry,
  questionnaireKindGroups,
  questionnaireVesselStatus,
  type updateQuestionnaireRequest,
} from '@backoffice/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { sharedAgain } from '../../lib/form-sharing.ts';
import { holdsValues } from '../../lib/unchanged.ts';
import { type Actor, changesBetween, checkVersion, recordChanges } from '../history/index.ts';
import { findVisibleVessel, lockVessel, recordVesselStatus } from '../vessel-records/index.ts';
import { listVesselTechnologyStatuses } from '../vessel-technologies/index.ts';
import { itemChanges, questionnaireFieldWords } from './questionnaire-changes.ts';
import {
  findQuestionnaireByVessel,
  type ItemRow,
  itemsOfKinds,
  listItems,
  listSections,
  type QuestionnaireRow,
  updateItems,
  updateQuestionnaireRow,
  updateSectionTitles,
} from './questionnaires.queries.ts';

type UpdateQuestionnaire = z.output<typeof updateQuestionnaireRequest>;

/** The visible vessel and its questionnaire (made with the vessel); 404 for a hidden vessel. */
export async function openQuestionnaire(db: Db, vesselId: number) {
  const vessel = await findVisibleVessel(db, vesselId);
  if (!vessel) throw notFound('Vessel');
  const row = await findQuestionnaireByVessel(db, vesselId);
  if (!row) throw notFound('Questionnaire');
  return { vessel: { id: vessel.id, name: vessel.name }, row };
}

/**
 * Inside a transaction: locks the visible vessel (404 otherwise) and its questionnaire, so that
 * saves and imports of one questionnaire run in turn.
 */
export async function lockQuestionnaire(tx: Db, vesselId: number) {
  const vessel = await lockVessel(tx, vesselId);
  const row = await findQuestionnaireByVessel(tx, vesselId, { lock: true });
  if (!row) throw notFound('Questionnaire');
  return { vessel: { id: vessel.id, name: vessel.name }, row };
}

function toItemDto(item: ItemRow) {
  return {
    id: item.id,
    title: item.title,
    value: item.value,
    valueExample: item.valueExample,
    hide: item.hide,
    position: item.position,
    mappedTo: item.mappedTo,
  };
}

/** The questionnaire as staff see it: sections by position with their items by position. */
export async function questionnaireDto(
  db: Db,
  vessel: { id: number; name: string },
  row: QuestionnaireRow,
): Promise<Questionnaire> {
  const [sections, items, selectedTechnologies] = await readAll(db, [
    () => listSections(db, row.id),
    () => listItems(db, row.id),
    () => listVesselTechnologyStatuses(db, vessel.id),
  ]);
  const bySection = new Map<number, ItemRow[]>(sections.map((s) => [s.id, []]));
  for (const item of items) bySection.get(item.sectionId)?.push(item);
  return {
    id: row.id,
    vessel,
    status: row.status,
    urlHash: row.urlHash,
    pinCode: row.pinCode,
    existingEnergySavingTechnologies: row.existingEnergySavingTechnologies,
    formSections: sections.map((section) => ({
      id: section.id,
      title: section.title,
      position: section.position,
      formItems: bySection.get(section.id)!.map(toItemDto),
    })),
    selectedTechnologies,
    modifiedOn: row.modifiedOn.toISOString(),
    version: row.version,
  };
}

export async function getQuestionnaire(db: Db, vesselId: number): Promise<Questionnaire> {
  const { vessel, row } = await openQuestionnaire(db, vesselId);
  return questionnaireDto(db, vessel, row);
}

/** Empty text is no text. */
const textOrNull = (text: string | null) => (text === '' ? null : text);

/** 400 on `formSections.<i>.id` / `formItems.<i>.id` for every id that is not this questionnaire's. */
function checkIds(input: UpdateQuestionnaire, sectionIds: Set<number>, itemIds: Set<number>) {
  const fields: Record<string, string[]> = {};
  input.formSections?.forEach((section, i) => {
    if (!sectionIds.has(section.id)) fields[`formSections.${i}.id`] = [formMessages.unknownItem];
  });
  input.formItems?.forEach((item, i) => {
    if (!itemIds.has(item.id)) fields[`formItems.${i}.id`] = [formMessages.unknownItem];
  });
  if (Object.keys(fields).length > 0) throw new AppError(400, formMessages.unknownItem, fields);
}

/** The items in the order the form shows them: by section, then by position. */
function inFormOrder(sections: { id: number }[], items: ItemRow[]) {
  const sectionOrder = new Map(sections.map((section, index) => [section.id, index]));
  return [...items].sort((a, b) => sectionOrder.get(a.sectionId)! - sectionOrder.get(b.sectionId)!);
}

/**
 * Staff save, in one transaction: status, section titles, the items' value, example and hide flag
 * (what an item leaves out stays), and the free text of existing energy-saving technologies. A new
 * status becomes the vessel's status. Nothing is saved when an id is not this questionnaire's, or
 * when `version` is not the current one (409). The changes go to the questionnaire's history.
 */
export async function updateQuestionnaire(db: Db, actor: Actor, vesselId: number, input: UpdateQuestionnaire) {
  return db.transaction(async (tx) => {
    const { vessel, row } = await lockQuestionnaire(tx, vesselId);
    await checkVersion(tx, { recordType: 'questionnaire', recordId: row.id }, row.version, input.version);
    const [sections, items] = await readAll(tx, [() => listSections(tx, row.id), () => listItems(tx, row.id)]);
    const itemsById = new Map(items.map((item) => [item.id, item]));
    checkIds(input, new Set(sections.map((s) => s.id)), new Set(itemsById.keys()));

    const titles = new Map((input.formSections ?? []).map((s) => [s.id, s.title]));
    const changed = new Map<number, ItemRow>();
    for (const change of input.formItems ?? []) {
      const item = changed.get(change.id) ?? itemsById.get(change.id)!;
      changed.set(change.id, {
        ...item,
        value: change.value === undefined ? item.value : textOrNull(change.value),
        valueExample: change.valueExample === undefined ? item.valueExample : textOrNull(change.valueExample),
        hide: change.hide ?? item.hide,
      });
    }
    const freeText =
      input.existingEnergySavingTechnologies === undefined
        ? {}
        : { existingEnergySavingTechnologies: textOrNull(input.existingEnergySavingTechnologies) };
    const unchanged =
      input.status === row.status &&
      holdsValues(row, freeText) &&
      sections.every((section) => holdsValues(section, { title: titles.get(section.id) })) &&
      [...changed.values()].every((item) => holdsValues(itemsById.get(item.id)!, item));
    if (unchanged) return questionnaireDto(tx, vessel, row);
    await updateSectionTitles(
      tx,
      [...titles].map(([id, title]) => ({ id, title })),
    );
    await updateItems(tx, [...changed.values()]);
    const saved = await updateQuestionnaireRow(tx, row.id, {
      status: input.status,
      ...sharedAgain(row.status, input.status),
      ...freeText,
      version: row.version + 1,
    });
    if (input.status !== row.status) await recordVesselStatus(tx, vesselId, questionnaireVesselStatus(input.status));

    const changes = [
      ...changesBetween(row, { status: input.status }, questionnaireFieldWords),
      ...sections.flatMap((section) =>
        changesBetween(
          section,
          { title: titles.get(section.id) ?? section.title },
          { title: { label: 'Section title' } },
        ),
      ),
      ...inFormOrder(sections, items).flatMap((item) => itemChanges(item.title, item, changed.get(item.id) ?? item)),
      ...changesBetween(row, freeText, questionnaireFieldWords),
    ];
    const action = input.status !== row.status ? 'status' : 'updated';
    await recordChanges(tx, actor, [{ action, recordType: 'questionnaire', recordId: row.id, changes }]);
    return questionnaireDto(tx, vessel, saved);
  });
}

/** The items of the consumption kinds, by section position then item position. */
export async function questionnaireConsumptions(db: Db, vesselId: number): Promise<QuestionnaireConsumptionEntry[]> {
  const { row } = await openQuestionnaire(db, vesselId);
  return itemsOfKinds(db, row.id, questionnaireKindGroups.consumption);
}
