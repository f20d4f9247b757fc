import type { ConsumptionCategory } from '@backoffice/contracts';
import { and, asc, eq, ilike, inArray, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  consumptionCategories,
  consumptionTechnologies,
  implementationStages,
  regulatoryImpactTypes,
  savingsCategories,
  technologies,
  technologyImplementationStages,
  technologyRegulatoryImpactTypes,
} from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like.ts';

export type TechnologyFields = Omit<typeof technologies.$inferInsert, 'id' | 'archivedOn' | 'createdOn' | 'modifiedOn'>;

/** A JSON array aggregated in a subquery; an empty array when there is nothing to aggregate. */
const jsonList = <T>(subquery: SQL) => sql<T[]>`coalesce((${subquery}), '[]'::json)`;

const stageIds = jsonList<number>(sql`
  select json_agg(l.implementation_stage_id order by l.implementation_stage_id)
  from ${technologyImplementationStages} l where l.technology_id = ${technologies.id}`);

const impactTypeIds = jsonList<number>(sql`
  select json_agg(l.regulatory_impact_type_id order by l.regulatory_impact_type_id)
  from ${technologyRegulatoryImpactTypes} l where l.technology_id = ${technologies.id}`);

const categoryList = jsonList<ConsumptionCategory>(sql`
  select json_agg(json_build_object('id', c.id, 'name', c.name, 'shortName', c.short_name)
                  order by lower(c.name), c.id)
  from ${consumptionTechnologies} ct join ${consumptionCategories} c on c.id = ct.consumption_category_id
  where ct.technology_id = ${technologies.id}`);

/** Names in the order of the ids above (by id), so a snapshot can show them after a rename or archive. */
const stageNames = jsonList<string>(sql`
  select json_agg(s.name order by s.id)
  from ${technologyImplementationStages} l join ${implementationStages} s on s.id = l.implementation_stage_id
  where l.technology_id = ${technologies.id}`);

const impactTypeNames = jsonList<string>(sql`
  select json_agg(r.name order by r.id)
  from ${technologyRegulatoryImpactTypes} l join ${regulatoryImpactTypes} r on r.id = l.regulatory_impact_type_id
  where l.technology_id = ${technologies.id}`);

const technologyColumns = {
  id: technologies.id,
  name: technologies.name,
  shortName: technologies.shortName,
  description: technologies.description,
  shortDescription: technologies.shortDescription,
  savingsPotential: technologies.savingsPotential,
  savingsCategoryId: savingsCategories.id,
  savingsCategoryName: savingsCategories.name,
  savingsRange: technologies.savingsRange,
  costRange: technologies.costRange,
  leadTime: technologies.leadTime,
  iconFileId: technologies.iconFileId,
  calcSavings: technologies.calcSavings,
  calcConfidenceInterval: technologies.calcConfidenceInterval,
  calcEquipmentCost: technologies.calcEquipmentCost,
  calcInstallationCost: technologies.calcInstallationCost,
  calcOperationCost: technologies.calcOperationCost,
  technologyMaturityLevel: technologies.technologyMaturityLevel,
  summaryTableDescription: technologies.summaryTableDescription,
  summaryDescription: technologies.summaryDescription,
  windAssisted: technologies.windAssisted,
  serviceLifeYears: technologies.serviceLifeYears,
  implementationStages: stageIds,
  regulatoryImpactTypes: impactTypeIds,
  consumptionCategories: categoryList,
  version: technologies.version,
};

function selectTechnologies<T extends typeof technologyColumns>(db: Db, columns: T) {
  return db
    .select(columns)
    .from(technologies)
    .leftJoin(savingsCategories, eq(savingsCategories.id, technologies.savingsCategoryId));
}

const active = isNull(technologies.archivedOn);

export function listActiveTechnologies(db: Db, search: string | undefined) {
  const pattern = search ? `%${escapeLike(search)}%` : null;
  const matches = pattern ? or(ilike(technologies.name, pattern), ilike(technologies.shortName, pattern)) : undefined;
  return selectTechnologies(db, technologyColumns)
    .where(and(active, matches))
    .orderBy(sql`lower(${technologies.name})`, asc(technologies.id));
}

export async function findActiveTechnology(db: Db, id: number) {
  const [row] = await selectTechnologies(db, technologyColumns).where(and(eq(technologies.id, id), active));
  return row ?? null;
}
export type TechnologyRow = NonNullable<Awaited<ReturnType<typeof findActiveTechnology>>>;

const snapshotSourceColumns = {
  ...technologyColumns,
  implementationStageNames: stageNames,
  regulatoryImpactTypeNames: impactTypeNames,
  archivedOn: technologies.archivedOn,
};

/** Archived or not, with the names of its stages and impact types: what a snapshot copies. */
export type SnapshotSourceRow = Awaited<ReturnType<typeof selectTechnologies<typeof snapshotSourceColumns>>>[number];

/** What a snapshot copies, for several technologies (archived or not) in one query; unknown ids are left out. */
export async function findTechnologiesForSnapshot(db: Db, ids: number[]): Promise<SnapshotSourceRow[]> {
  if (ids.length === 0) return [];
  return selectTechnologies(db, snapshotSourceColumns).where(inArray(technologies.id, ids));
}

/** The active technology's row, locked until the transaction ends so that its writes run one after another. */
export async function lockActiveTechnology(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: technologies.id, iconFileId: technologies.iconFileId, version: technologies.version })
    .from(technologies)
    .where(and(eq(technologies.id, id), active))
    .for('update');
  return row ?? null;
}

/** Another active technology has this name, ignoring case. */
export async function technologyNameInUse(db: Db, name: string, exceptId?: number) {
  const sameName = sql`lower(${technologies.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: technologies.id })
    .from(technologies)
    .where(and(active, sameName, exceptId ? ne(technologies.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertTechnology(tx: Db, values: TechnologyFields) {
  const [row] = await tx.insert(technologies).values(values).returning({ id: technologies.id });
  return row!.id;
}

export async function updateTechnologyRow(tx: Db, id: number, values: TechnologyFields) {
  await tx.update(technologies).set(values).where(eq(technologies.id, id));
}

export async function archiveTechnologyRow(tx: Db, id: number) {
  await tx.update(technologies).set({ archivedOn: new Date() }).where(eq(technologies.id, id));
}

export async function replaceStageLinks(tx: Db, technologyId: number, stageIdList: number[]) {
  await tx.delete(technologyImplementationStages).where(eq(technologyImplementationStages.technologyId, technologyId));
  if (stageIdList.length === 0) return;
  await tx
    .insert(technologyImplementationStages)
    .values(stageIdList.map((implementationStageId) => ({ technologyId, implementationStageId })));
}

export async function replaceImpactTypeLinks(tx: Db, technologyId: number, impactTypeIdList: number[]) {
  await tx
    .delete(technologyRegulatoryImpactTypes)
    .where(eq(technologyRegulatoryImpactTypes.technologyId, technologyId));
  if (impactTypeIdList.length === 0) return;
  await tx
    .insert(technologyRegulatoryImpactTypes)
    .values(impactTypeIdList.map((regulatoryImpactTypeId) => ({ technologyId, regulatoryImpactTypeId })));
}

/**
 * Makes the technology's consumption_technologies rows those of `categoryIds`: unticked ones are
 * deleted, newly ticked ones appended at (number of technologies in the category) + 1, or past the
 * highest sequence when removals left higher numbers (contracts `nextCalculationSequence`). The
 * category rows are locked first so that two technologies joining one category get different sequences.
 */
export async function syncConsumptionCategories(tx: Db, technologyId: number, categoryIds: number[]) {
  const mine = eq(consumptionTechnologies.technologyId, technologyId);
  await tx
    .delete(consumptionTechnologies)
    .where(
      categoryIds.length ? and(mine, notInArray(consumptionTechnologies.consumptionCategoryId, categoryIds)) : mine,
    );
  if (categoryIds.length === 0) return;
  await tx
    .select({ id: consumptionCategories.id })
    .from(consumptionCategories)
    .where(inArray(consumptionCategories.id, categoryIds))
    .orderBy(consumptionCategories.id)
    .for('update');
  await tx.execute(sql`
    insert into ${consumptionTechnologies} (consumption_category_id, technology_id, calculation_sequence)
    select c.id, ${technologyId}::integer,
           (select greatest(count(*) + 1, coalesce(max(x.calculation_sequence), -1) + 1)
            from ${consumptionTechnologies} x where x.consumption_category_id = c.id)
    from ${consumptionCategories} c
    where c.id in (${sql.join(categoryIds, sql`, `)})
      and not exists (select 1 from ${consumptionTechnologies} y
                      where y.consumption_category_id = c.id and y.technology_id = ${technologyId}::integer)
    order by c.id`);
}

/** An archived technology no longer acts in any category order. */
export async function deleteConsumptionRows(tx: Db, technologyId: number) {
  await tx.delete(consumptionTechnologies).where(eq(consumptionTechnologies.technologyId, technologyId));
}
