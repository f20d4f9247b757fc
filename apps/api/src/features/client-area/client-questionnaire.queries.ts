import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questionnaireItems, questionnaireSections, questionnaires } from '../../db/schema/index.ts';

export async function findQuestionnaireForClient(db: Db, id: number) {
  const [row] = await db
    .select({
      id: questionnaires.id,
      vesselId: questionnaires.vesselId,
      status: questionnaires.status,
      existingEnergySavingTechnologies: questionnaires.existingEnergySavingTechnologies,
    })
    .from(questionnaires)
    .where(eq(questionnaires.id, id));
  return row ?? null;
}

const visibleItem = (questionnaireId: number) =>
  and(eq(questionnaireItems.questionnaireId, questionnaireId), eq(questionnaireItems.hide, false));

/**
 * The sections in order with their items that are not hidden, in order; two queries. Hidden
 * items never leave the server, and neither do their hide flag and mappedTo; a section with no
 * visible item is left out.
 */
export async function visibleSections(db: Db, questionnaireId: number) {
  const sections = await db
    .select({
      id: questionnaireSections.id,
      title: questionnaireSections.title,
      position: questionnaireSections.position,
    })
    .from(questionnaireSections)
    .where(eq(questionnaireSections.questionnaireId, questionnaireId))
    .orderBy(asc(questionnaireSections.position), asc(questionnaireSections.id));
  const items = await db
    .select({
      id: questionnaireItems.id,
      sectionId: questionnaireItems.sectionId,
      title: questionnaireItems.title,
      value: questionnaireItems.value,
      valueExample: questionnaireItems.valueExample,
      position: questionnaireItems.position,
    })
    .from(questionnaireItems)
    .where(visibleItem(questionnaireId))
    .orderBy(asc(questionnaireItems.position), asc(questionnaireItems.id));
  return sections
    .map((section) => ({
      ...section,
      formItems: items
        .filter((item) => item.sectionId === section.id)
        .map(({ sectionId: _sectionId, ...item }) => item),
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
