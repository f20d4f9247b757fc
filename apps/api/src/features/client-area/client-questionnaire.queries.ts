import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { questionnaireItems, questionnaires } from '../../db/schema/index.ts';
import { listItems, listSections } from '../questionnaires/index.ts';

export async function findQuestionnaireForShipOwner(db: Db, id: number) {
  const [row] = await db
    .select({
      id: questionnaires.id,
      vesselId: questionnaires.vesselId,
      status: questionnaires.status,
      existingEnergySavingTechnologies: questionnaires.existingEnergySavingTechnologies,
      version: questionnaires.version,
    })
    .from(questionnaires)
    .where(eq(questionnaires.id, id));
  return row ?? null;
}

const visibleItem = (questionnaireId: number) =>
  and(eq(questionnaireItems.questionnaireId, questionnaireId), eq(questionnaireItems.hide, false));

/**
 * The sections in order with their items that are not hidden, in order. Hidden items never leave
 * the server, and neither do their hide flag and mappedTo; a section with no visible item is left
 * out.
 */
export async function visibleSections(db: Db, questionnaireId: number) {
  const [sections, items] = await readAll(db, [
    () => listSections(db, questionnaireId),
    () => listItems(db, questionnaireId),
  ]);
  return sections
    .map((section) => ({
      ...section,
      formItems: items
        .filter((item) => item.sectionId === section.id && !item.hide)
        .map(({ id, title, value, valueExample, position }) => ({ id, title, value, valueExample, position })),
    }))
    .filter((section) => section.formItems.length > 0);
}

/** The ids of the questionnaire's items the client may see and set. */
export async function visibleItemIds(db: Db, questionnaireId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: questionnaireItems.id })
    .from(questionnaireItems)
    .where(visibleItem(questionnaireId));
  return new Set(rows.map((row) => row.id));
}

/** Sets the values of the given visible items of the questionnaire in one statement. */
export async function setItemValues(tx: Db, questionnaireId: number, values: { id: number; value: string | null }[]) {
  if (values.length === 0) return;
  const cases: SQL[] = values.map((item) => sql`when ${item.id} then ${item.value}::text`);
  await tx
    .update(questionnaireItems)
    .set({ value: sql`case ${questionnaireItems.id} ${sql.join(cases, sql` `)} end` })
    .where(
      and(
        visibleItem(questionnaireId),
        inArray(
          questionnaireItems.id,
          values.map((item) => item.id),
        ),
      ),
    );
}

export async function setExistingEnergySavingTechnologies(tx: Db, questionnaireId: number, text: string | null) {
  await tx
    .update(questionnaires)
    .set({ existingEnergySavingTechnologies: text })
    .where(eq(questionnaires.id, questionnaireId));
}
