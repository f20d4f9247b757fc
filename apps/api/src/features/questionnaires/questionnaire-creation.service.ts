import { FormStatus } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { newClientAccess } from '../client-area/index.ts';
import { defaultQuestionnaireTemplate } from './default-template.data.ts';
import {
  copyTechnologyStatuses,
  findQuestionnaireByVessel,
  insertContent,
  insertQuestionnaireRow,
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
 * Creates the vessel's questionnaire (Draft, with a new link and PIN) holding `content`, unless
 * the vessel has one; answers whether it was created. Safe to run concurrently: the vessel id is
 * unique, so a second call stores nothing.
 */
export async function createQuestionnaire(
  tx: Db,
  vesselId: number,
  content: readonly SectionContent[],
  existingEnergySavingTechnologies: string | null = null,
): Promise<boolean> {
  if (await findQuestionnaireByVessel(tx, vesselId)) return false;
  const id = await insertQuestionnaireRow(tx, {
    vesselId,
    status: FormStatus.Draft,
    existingEnergySavingTechnologies,
    ...newClientAccess(),
  });
  if (id === null) return false;
  await insertContent(tx, id, content);
  return true;
}

/** Creates the vessel's questionnaire from the default template (Draft, with its link and PIN) when it has none. */
export async function ensureQuestionnaire(tx: Db, vesselId: number): Promise<void> {
  await createQuestionnaire(tx, vesselId, templateContent());
}

/** The questionnaire's sections in order, each with its items in order. */
export async function readContent(db: Db, questionnaireId: number): Promise<SectionContent[]> {
  const [sections, items] = await Promise.all([listSections(db, questionnaireId), listItems(db, questionnaireId)]);
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
    await createQuestionnaire(tx, targetId, await readContent(tx, source.id), source.existingEnergySavingTechnologies);
  } else {
    await ensureQuestionnaire(tx, targetId);
  }
  await copyTechnologyStatuses(tx, sourceId, targetId);
}
