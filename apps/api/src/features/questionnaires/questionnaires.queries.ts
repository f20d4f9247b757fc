import { isQuestionnaireKind, type QuestionnaireKind } from '@backoffice/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  questionnaireItems,
  questionnaireSections,
  questionnaires,
  vesselTechnologyStatuses,
} from '../../db/schema/index.ts';

/** What a questionnaire holds apart from its row: sections in order, each with its items in order. */
export interface ItemContent {
  title: string;
  value: string | null;
  valueExample: string | null;
  hide: boolean;
  mappedTo: QuestionnaireKind | null;
}
export interface SectionContent {
  title: string;
  items: ItemContent[];
}

const rowColumns = {
  id: questionnaires.id,
  vesselId: questionnaires.vesselId,
  status: questionnaires.status,
  urlHash: questionnaires.urlHash,
  pinCode: questionnaires.pinCode,
  existingEnergySavingTechnologies: questionnaires.existingEnergySavingTechnologies,
  modifiedOn: questionnaires.modifiedOn,
};

/** The vessel's questionnaire row, or null; `lock` keeps it locked until the transaction ends. */
export async function findQuestionnaireByVessel(db: Db, vesselId: number, options: { lock?: boolean } = {}) {
  const query = db.select(rowColumns).from(questionnaires).where(eq(questionnaires.vesselId, vesselId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}
export type QuestionnaireRow = NonNullable<Awaited<ReturnType<typeof findQuestionnaireByVessel>>>;

/** `{id, status}` of the vessel's questionnaire (the vessel's `vesselQuestionnaire`), or null. */
export async function questionnaireSummary(db: Db, vesselId: number) {
  const [row] = await db
    .select({ id: questionnaires.id, status: questionnaires.status })
    .from(questionnaires)
    .where(eq(questionnaires.vesselId, vesselId));
  return row ?? null;
}

/**
 * Inserts the vessel's questionnaire row unless it has one (the vessel id is unique, so two
 * concurrent calls store one row); answers the new id, or null when the vessel already had one.
 */
export async function insertQuestionnaireRow(tx: Db, values: typeof questionnaires.$inferInsert) {
  const [row] = await tx
    .insert(questionnaires)
    .values(values)
    .onConflictDoNothing({ target: questionnaires.vesselId })
    .returning({ id: questionnaires.id });
  return row?.id ?? null;
}

export async function updateQuestionnaireRow(
  tx: Db,
  id: number,
  values: Partial<
    Pick<typeof questionnaires.$inferInsert, 'status' | 'existingEnergySavingTechnologies' | 'sharedSince'>
  >,
) {
  const [row] = await tx
    .update(questionnaires)
    .set({ ...values, modifiedOn: new Date() })
    .where(eq(questionnaires.id, id))
    .returning();
  return row!;
}

/** Stores sections and items set-based: one insert for the sections, one for all their items. */
export async function insertContent(tx: Db, questionnaireId: number, sections: readonly SectionContent[]) {
  if (sections.length === 0) return;
  const inserted = await tx
    .insert(questionnaireSections)
    .values(sections.map((section, position) => ({ questionnaireId, title: section.title, position })))
    .returning({ id: questionnaireSections.id, position: questionnaireSections.position });
  const sectionIds = new Map(inserted.map((row) => [row.position, row.id]));
  const items = sections.flatMap((section, sectionPosition) =>
    section.items.map((item, position) => ({
      questionnaireId,
      sectionId: sectionIds.get(sectionPosition)!,
      title: item.title,
      value: item.value,
      valueExample: item.valueExample,
      hide: item.hide,
      position,
      mappedTo: item.mappedTo,
    })),
  );
  if (items.length > 0) await tx.insert(questionnaireItems).values(items);
}

/** Removes every section of the questionnaire, and with them (cascade) every item. */
export async function deleteContent(tx: Db, questionnaireId: number) {
  await tx.delete(questionnaireSections).where(eq(questionnaireSections.questionnaireId, questionnaireId));
}

export async function listSections(db: Db, questionnaireId: number) {
  return db
    .select({
      id: questionnaireSections.id,
      title: questionnaireSections.title,
      position: questionnaireSections.position,
    })
    .from(questionnaireSections)
    .where(eq(questionnaireSections.questionnaireId, questionnaireId))
    .orderBy(asc(questionnaireSections.position), asc(questionnaireSections.id));
}

const itemColumns = {
  id: questionnaireItems.id,
  sectionId: questionnaireItems.sectionId,
  title: questionnaireItems.title,
  value: questionnaireItems.value,
  valueExample: questionnaireItems.valueExample,
  hide: questionnaireItems.hide,
  position: questionnaireItems.position,
  mappedTo: questionnaireItems.mappedTo,
};

/** A stored kind the contracts no longer know reads as unmapped. */
const knownKind = (text: string | null): QuestionnaireKind | null => (text && isQuestionnaireKind(text) ? text : null);

/** The questionnaire's items by position (their section's order is the caller's). */
export async function listItems(db: Db, questionnaireId: number) {
  const rows = await db
    .select(itemColumns)
    .from(questionnaireItems)
    .where(eq(questionnaireItems.questionnaireId, questionnaireId))
    .orderBy(asc(questionnaireItems.position), asc(questionnaireItems.id));
  return rows.map((row) => ({ ...row, mappedTo: knownKind(row.mappedTo) }));
}
export type ItemRow = Awaited<ReturnType<typeof listItems>>[number];

/** The items of the given kinds, by section position, then item position. */
export async function itemsOfKinds(db: Db, questionnaireId: number, kinds: readonly string[]) {
  return db
    .select({
      id: questionnaireItems.id,
      title: questionnaireItems.title,
      value: questionnaireItems.value,
      position: questionnaireItems.position,
    })
    .from(questionnaireItems)
    .innerJoin(questionnaireSections, eq(questionnaireSections.id, questionnaireItems.sectionId))
    .where(
      and(eq(questionnaireItems.questionnaireId, questionnaireId), inArray(questionnaireItems.mappedTo, [...kinds])),
    )
    .orderBy(asc(questionnaireSections.position), asc(questionnaireItems.position), asc(questionnaireItems.id));
}

/** `(v1, v2, …), (…)` rows for an `update … from (values …)`; each value carries its cast. */
const valuesList = (rows: SQL[][]) =>
  sql.join(
    rows.map((row) => sql`(${sql.join(row, sql`, `)})`),
    sql`, `,
  );

/** New section titles, one statement. */
export async function updateSectionTitles(tx: Db, rows: { id: number; title: string }[]) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update ${questionnaireSections} as s set title = v.title
    from (values ${valuesList(rows.map((r) => [sql`${r.id}::integer`, sql`${r.title}::text`]))}) as v(id, title)
    where s.id = v.id`);
}

/** New values, examples and hide flags of items, one statement. */
export async function updateItems(
  tx: Db,
  rows: { id: number; value: string | null; valueExample: string | null; hide: boolean }[],
) {
  if (rows.length === 0) return;
  const values = valuesList(
    rows.map((r) => [
      sql`${r.id}::integer`,
      sql`${r.value}::text`,
      sql`${r.valueExample}::text`,
      sql`${r.hide}::boolean`,
    ]),
  );
  await tx.execute(sql`
    update ${questionnaireItems} as i set value = v.value, value_example = v.value_example, hide = v.hide
    from (values ${values}) as v(id, value, value_example, hide)
    where i.id = v.id`);
}

/** Gives the copy the source vessel's technology statuses (same snapshots), one statement. */
export async function copyTechnologyStatuses(tx: Db, sourceId: number, targetId: number) {
  await tx.execute(sql`
    insert into ${vesselTechnologyStatuses}
      (vessel_id, technology_id, technology_snapshot_id, installed_status, planned_to_be_installed_on)
    select ${targetId}::integer, technology_id, technology_snapshot_id, installed_status, planned_to_be_installed_on
    from ${vesselTechnologyStatuses}
    where vessel_id = ${sourceId}::integer
    order by id
    on conflict (vessel_id, technology_id) do nothing`);
}
