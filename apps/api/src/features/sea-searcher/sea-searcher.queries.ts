import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questionnaireItems, questionnaireSections, questionnaires } from '../../db/schema/index.ts';

/**
 * The vessel's questionnaire id and the value of its (first, by position) item mapped to the IMO
 * number; null without a questionnaire. `lock` keeps the questionnaire row locked until the
 * transaction ends, so that an import and a staff save run one after another.
 */
export async function questionnaireImo(db: Db, vesselId: number, options: { lock?: boolean } = {}) {
  const query = db.select({ id: questionnaires.id }).from(questionnaires).where(eq(questionnaires.vesselId, vesselId));
  const [questionnaire] = options.lock ? await query.for('update') : await query;
  if (!questionnaire) return null;
  const [item] = await db
    .select({ value: questionnaireItems.value })
    .from(questionnaireItems)
    .innerJoin(questionnaireSections, eq(questionnaireSections.id, questionnaireItems.sectionId))
    .where(and(eq(questionnaireItems.questionnaireId, questionnaire.id), eq(questionnaireItems.mappedTo, 'imoNumber')))
    .orderBy(asc(questionnaireSections.position), asc(questionnaireItems.position), asc(questionnaireItems.id))
    .limit(1);
  return { id: questionnaire.id, imo: item?.value?.trim() || null };
}

/**
 * Sets the value of every item of the questionnaire mapped to one of the given kinds, in one
 * statement, and raises the questionnaire's version when one changed; answers how many items changed.
 * Items of other kinds, and items that already hold their value, stay as they are.
 */
export async function setValuesByKind(tx: Db, questionnaireId: number, values: Map<string, string>) {
  if (values.size === 0) return 0;
  const rows = sql.join(
    [...values].map(([kind, value]) => sql`(${kind}::text, ${value}::text)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    update ${questionnaireItems} as i set value = v.value
    from (values ${rows}) as v(kind, value)
    where i.questionnaire_id = ${questionnaireId}::integer and i.mapped_to = v.kind
      and i.value is distinct from v.value
    returning i.id`);
  const set = (result as unknown as { rows: unknown[] }).rows.length;
  if (set === 0) return 0;
  await tx
    .update(questionnaires)
    .set({ modifiedOn: new Date(), version: sql`${questionnaires.version} + 1` })
    .where(eq(questionnaires.id, questionnaireId));
  return set;
}
