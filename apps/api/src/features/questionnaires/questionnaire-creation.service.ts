import { FormStatus } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { newClientAccess } from '../../lib/form-sharing.ts';
import { defaultQuestionnaireTemplate } from './default-template.data.ts';
import {
  copyTechnologyStatuses,
  findQuestionnaireByVessel,
  insertContent,
  insertQuestionnaireRows,
  listItems,
  listSections,
  type SectionContent,
} from './questionnaires.queries.ts';

/** The default template as questionnaire content: nothing answered, nothing hidden. */
export function templateContent(): SectionContent[] {
  return defaultQuestionnaireTemplate.map((section) => ({
    title: section.title,
    items: section.items.map((item) => ({ ...item, value: null, hide: false })),
  }));
}

/**
 * Creates a Draft questionnaire holding `content`, each with a new link and PIN, for every vessel
 * that has none, in a few statements however many vessels there are. Safe to run concurrently: the
 * vessel id is unique, so a second call stores nothing.
 */
async function createQuestionnaires(
  tx: Db,
  vesselIds: readonly number[],
  content: readonly SectionContent[],
  existingEnergySavingTechnologies: string | null = null,
): Promise<void> {
  const ids = await insertQuestionnaireRows(
    tx,
    vesselIds.map((vesselId) => ({
      vesselId,
      status: FormStatus.Draft,
      existingEnergySavingTechnologies,
      ...newClientAccess(),
    })),
  );
  await insertContent(tx, ids, content);
}

/** Gives each vessel without a questionnaire one from the default template (Draft, with its link and PIN). */
export async function ensureQuestionnaires(tx: Db, vesselIds: readonly number[]): Promise<void> {
  await createQuestionnaires(tx, vesselIds, templateContent());
}

/** The questionnaire's sections in order, each with its items in order. */
export async function readContent(db: Db, questionnaireId: number): Promise<SectionContent[]> {
  const [sections, items] = await readAll(db, [
    () => listSections(db, questionnaireId),
    () => listItems(db, questionnaireId),
  ]);
  return sections.map((section) => ({
    title: section.title,
    items: items
      .filter((item) => item.sectionId === section.id)
      .map(({ title, value, valueExample, hide, mappedTo }) => ({ title, value, valueExample, hide, mappedTo })),
  }));
}

/**
 * Vessel copy step: the copy gets the source's questionnaire (sections, items, values, the free
 * text) as a Draft with a new link and PIN; the technology statuses are copied too.
 */
export async function copyQuestionnaire({ tx, sourceId, targetId }: { tx: Db; sourceId: number; targetId: number }) {
  const source = await findQuestionnaireByVessel(tx, sourceId);
  if (source) {
    await createQuestionnaires(
      tx,
      [targetId],
      await readContent(tx, source.id),
      source.existingEnergySavingTechnologies,
    );
  } else {
    await ensureQuestionnaires(tx, [targetId]);
  }
  await copyTechnologyStatuses(tx, sourceId, targetId);
}
