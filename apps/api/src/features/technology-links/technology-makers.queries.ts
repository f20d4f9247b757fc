import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { makers, technologyMakers } from '../../db/schema/index.ts';

const columns = {
  technologyMakerId: technologyMakers.id,
  maker: { id: makers.id, name: makers.name, country: makers.country },
  calcSavings: technologyMakers.calcSavings,
  calcConfidenceInterval: technologyMakers.calcConfidenceInterval,
  calcEquipmentCost: technologyMakers.calcEquipmentCost,
  calcInstallationCost: technologyMakers.calcInstallationCost,
  calcOperationCost: technologyMakers.calcOperationCost,
  serviceLifeYears: technologyMakers.serviceLifeYears,
  calculationTemplateFileId: technologyMakers.calculationTemplateFileId,
  wordTemplateFileId: technologyMakers.wordTemplateFileId,
  version: technologyMakers.version,
};

export type TechnologyMakerRow = Awaited<ReturnType<typeof listTechnologyMakers>>[number];

export type TechnologyMakerValues = Pick<
  typeof technologyMakers.$inferInsert,
  | 'makerId'
  | 'calcSavings'
  | 'calcConfidenceInterval'
  | 'calcEquipmentCost'
  | 'calcInstallationCost'
  | 'calcOperationCost'
  | 'serviceLifeYears'
  | 'calculationTemplateFileId'
  | 'wordTemplateFileId'
>;

/** Active links whose maker is active too: an archived maker leaves the technology's list. */
function activeLinks(db: Db) {
  return db
    .select(columns)
    .from(technologyMakers)
    .innerJoin(makers, and(eq(makers.id, technologyMakers.makerId), isNull(makers.archivedOn)));
}

const linkIsActive = isNull(technologyMakers.archivedOn);

export function listTechnologyMakers(db: Db, technologyId: number) {
  return activeLinks(db)
    .where(and(eq(technologyMakers.technologyId, technologyId), linkIsActive))
    .orderBy(sql`lower(${makers.name})`, asc(makers.id));
}

/** The active link of an active maker; with `lock` its row is held (FOR UPDATE) until the transaction ends. */
export async function findTechnologyMaker(db: Db, technologyId: number, makerId: number, lock = false) {
  const query = activeLinks(db).where(
    and(eq(technologyMakers.technologyId, technologyId), eq(technologyMakers.makerId, makerId), linkIsActive),
  );
  const [row] = await (lock ? query.for('update', { of: technologyMakers }) : query);
  return row ?? null;
}

export async function insertTechnologyMaker(db: Db, technologyId: number, values: TechnologyMakerValues) {
  const [row] = await db
    .insert(technologyMakers)
    .values({ technologyId, ...values })
    .returning({ id: technologyMakers.id });
  return row!.id;
}

/** Sets the link's values and raises its version. */
export async function updateTechnologyMaker(db: Db, linkId: number, values: TechnologyMakerValues) {
  await db
    .update(technologyMakers)
    .set({ ...values, version: sql`${technologyMakers.version} + 1` })
    .where(and(eq(technologyMakers.id, linkId), linkIsActive));
}

/** Archives the active link; false when there was none (already removed meanwhile). */
export async function archiveTechnologyMaker(db: Db, linkId: number) {
  const rows = await db
    .update(technologyMakers)
    .set({ archivedOn: new Date() })
    .where(and(eq(technologyMakers.id, linkId), linkIsActive))
    .returning({ id: technologyMakers.id });
  return rows.length > 0;
}
