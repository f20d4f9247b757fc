import { isQuestionnaireKind, type QuestionnaireKind } from '@backoffice/contracts';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
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
  version: questionnaires.version,
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
 * Inserts a questionnaire row for each vessel that has none (the vessel id is unique, so concurrent
 * calls store one row per vessel); answers the new rows' ids.
 */
export async function insertQuestionnaireRows(tx: Db, rows: (typeof questionnaires.$inferInsert)[]) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await tx
      .insert(questionnaires)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing({ target: questionnaires.vesselId })
      .returning({ id: questionnaires.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export async function updateQuestionnaireRow(
  tx: Db,
  id: number,
  values: Partial<
    Pick<typeof questionnaires.$inferInsert, 'status' | 'existingEnergySavingTechnologies' | 'sharedSince' | 'version'>
  >,
) {
  const [row] = await tx
    .update(questionnaires)
    .set({ ...values, modifiedOn: new Date() })
    .where(eq(questionnaires.id, id))
    .returning();
  return row!;
}

/**
 * Stores the same sections and items in each of the questionnaires, in one statement whatever the
 * number of questionnaires or items: every column travels as one array.
 */
export async function insertContent(tx: Db, questionnaireIds: readonly number[], sections: readonly SectionContent[]) {
  if (questionnaireIds.length === 0 || sections.length === 0) return;
  const items = sections.flatMap((section, sectionPosition) =>
    section.items.map((item, position) => ({ ...item, sectionPosition, position })),
  );
  const column = <K extends keyof (typeof items)[number]>(key: K) => sql.param(items.map((item) => item[key]));
  await tx.execute(sql`
    with new_sections as (
      insert into questionnaire_sections (questionnaire_id, title, position)
      select q.id, s.title, s.position
      from unnest(${sql.param(questionnaireIds)}::integer[]) as q(id)
      cross join unnest(${sql.param(sections.map((section) => section.title))}::text[],
                        ${sql.param(sections.map((_, position) => position))}::integer[]) as s(title, position)
      returning id, questionnaire_id, position
    )
    insert into questionnaire_items (questionnaire_id, section_id, title, value, value_example, hide, position, mapped_to)
    select s.questionnaire_id, s.id, i.title, i.value, i.value_example, i.hide, i.position, i.mapped_to
    from new_sections s
    join unnest(${column('sectionPosition')}::integer[], ${column('title')}::text[], ${column('value')}::text[],
                ${column('valueExample')}::text[], ${column('hide')}::boolean[], ${column('position')}::integer[],
                ${column('mappedTo')}::text[])
      as i(section_position, title, value, value_example, hide, position, mapped_to)
      on i.section_position = s.position`);
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

/**
 * The vessel's questionnaire answers mapped to a kind (only to the given kinds, when named), in
 * questionnaire order (item position, then id): the Word export's answers and the calculation's CII
 * particulars.
 */
export function mappedAnswersOf(db: Db, vesselId: number, kinds?: readonly QuestionnaireKind[]) {
  return db
    .select({ kind: questionnaireItems.mappedTo, value: questionnaireItems.value })
    .from(questionnaireItems)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireItems.questionnaireId))
    .where(
      and(
        eq(questionnaires.vesselId, vesselId),
        kinds ? inArray(questionnaireItems.mappedTo, [...kinds]) : isNotNull(questionnaireItems.mappedTo),
      ),
    )
    .orderBy(asc(questionnaireItems.position), asc(questionnaireItems.id));
}

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
