import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consumptionCategories, consumptionTechnologies, technologies } from '../../db/schema/index.ts';

export interface ConsumptionTechnologyEntry {
  calculationSequence: number;
  technologyId: number;
}

const categoryColumns = {
  id: consumptionCategories.id,
  name: consumptionCategories.name,
  shortName: consumptionCategories.shortName,
};

export async function findConsumptionCategory(db: Db, id: number) {
  const [row] = await db.select(categoryColumns).from(consumptionCategories).where(eq(consumptionCategories.id, id));
  return row ?? null;
}

/**
 * The category row with its list's version, locked so that two saves of one category's order run one
 * after the other. `no key update` leaves the foreign-key checks of other inserts (the technology form)
 * unblocked.
 */
export async function lockConsumptionCategory(db: Db, id: number) {
  const [row] = await db
    .select({ id: consumptionCategories.id, version: consumptionCategories.version })
    .from(consumptionCategories)
    .where(eq(consumptionCategories.id, id))
    .for('no key update');
  return row ?? null;
}

export async function setCategoryVersion(tx: Db, id: number, version: number) {
  await tx.update(consumptionCategories).set({ version }).where(eq(consumptionCategories.id, id));
}

/** The category's active technologies in calculation order. */
export function listConsumptionTechnologies(db: Db, categoryId: number) {
  return db
    .select({
      id: consumptionTechnologies.id,
      calculationSequence: consumptionTechnologies.calculationSequence,
      consumptionCategory: categoryColumns,
      technology: { id: technologies.id, name: technologies.name, shortName: technologies.shortName },
    })
    .from(consumptionTechnologies)
    .innerJoin(consumptionCategories, eq(consumptionCategories.id, consumptionTechnologies.consumptionCategoryId))
    .innerJoin(technologies, eq(technologies.id, consumptionTechnologies.technologyId))
    .where(and(eq(consumptionTechnologies.consumptionCategoryId, categoryId), isNull(technologies.archivedOn)))
    .orderBy(asc(consumptionTechnologies.calculationSequence), sql`lower(${technologies.name})`, asc(technologies.id));
}

/**
 * Which of the ids are active technologies. The rows stay share-locked until the transaction ends,
 * so a technology archived meanwhile cannot get a category row after its archive removed them.
 */
export async function lockActiveTechnologyIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: technologies.id })
    .from(technologies)
    .where(and(inArray(technologies.id, ids), isNull(technologies.archivedOn)))
    .for('share');
  return new Set(rows.map((row) => row.id));
}

/**
 * Makes the category's rows exactly the entries: existing rows keep their id and take the new
 * sequence, new ones are inserted, the others deleted (the technology stops acting there).
 */
export async function replaceConsumptionTechnologies(
  db: Db,
  categoryId: number,
  entries: ConsumptionTechnologyEntry[],
) {
  const technologyIds = entries.map((entry) => entry.technologyId);
  await db
    .delete(consumptionTechnologies)
    .where(
      technologyIds.length
        ? and(
            eq(consumptionTechnologies.consumptionCategoryId, categoryId),
            notInArray(consumptionTechnologies.technologyId, technologyIds),
          )
        : eq(consumptionTechnologies.consumptionCategoryId, categoryId),
    );
  if (entries.length === 0) return;
  await db
    .insert(consumptionTechnologies)
    .values(entries.map((entry) => ({ consumptionCategoryId: categoryId, ...entry })))
    .onConflictDoUpdate({
      target: [consumptionTechnologies.consumptionCategoryId, consumptionTechnologies.technologyId],
      set: { calculationSequence: sql`excluded.calculation_sequence`, modifiedOn: new Date() },
    });
}
