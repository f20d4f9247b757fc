import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportNovelTechnologies as novel, technologies, technologySnapshots } from '../../db/schema/index.ts';

/** The name a snapshot shows: the technology's name when the snapshot was taken. */
const snapshotName = sql<string>`(${technologySnapshots.values} ->> 'name')`;

const novelColumns = {
  id: novel.id,
  technologyId: novel.technologyId,
  snapshotId: novel.snapshotId,
  technologyName: snapshotName,
  createdOn: novel.createdOn,
};

function selectNovel(db: Db) {
  return db
    .select(novelColumns)
    .from(novel)
    .innerJoin(technologySnapshots, eq(technologySnapshots.id, novel.snapshotId));
}
export type NovelTechnologyRow = Awaited<ReturnType<typeof selectNovel>>[number];

/** The report's novel technologies by their snapshot's name; one query. */
export function listNovelRows(db: Db, reportId: number) {
  return selectNovel(db).where(eq(novel.reportId, reportId)).orderBy(sql`lower(${snapshotName})`, asc(novel.id));
}

export async function findNovelRow(db: Db, id: number) {
  const [row] = await selectNovel(db).where(eq(novel.id, id));
  return row ?? null;
}

/** The report a novel technology belongs to; null when there is none with this id. */
export async function reportOfNovel(db: Db, id: number) {
  const [row] = await db.select({ reportId: novel.reportId }).from(novel).where(eq(novel.id, id));
  return row?.reportId ?? null;
}

/** The technology of a snapshot, with whether it is still in the catalogue; null for an unknown snapshot. */
export async function technologyOfSnapshot(db: Db, snapshotId: number) {
  const [row] = await db
    .select({ id: technologies.id, active: sql<boolean>`(${technologies.archivedOn} is null)` })
    .from(technologySnapshots)
    .innerJoin(technologies, eq(technologies.id, technologySnapshots.technologyId))
    .where(eq(technologySnapshots.id, snapshotId));
  return row ?? null;
}

export async function technologyIsActive(db: Db, id: number) {
  const [row] = await db
    .select({ id: technologies.id })
    .from(technologies)
    .where(and(eq(technologies.id, id), sql`${technologies.archivedOn} is null`));
  return row !== undefined;
}

export async function novelTechnologyExists(db: Db, reportId: number, technologyId: number) {
  const [row] = await db
    .select({ id: novel.id })
    .from(novel)
    .where(and(eq(novel.reportId, reportId), eq(novel.technologyId, technologyId)));
  return row !== undefined;
}

export async function insertNovelRow(db: Db, values: typeof novel.$inferInsert) {
  const [row] = await db.insert(novel).values(values).returning({ id: novel.id });
  return row!.id;
}

export async function deleteNovelRow(db: Db, id: number) {
  const deleted = await db.delete(novel).where(eq(novel.id, id)).returning({ id: novel.id });
  return deleted.length > 0;
}
