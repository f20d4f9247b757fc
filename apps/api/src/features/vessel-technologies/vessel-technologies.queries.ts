import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  questionnaires,
  vesselTechnologyStatuses as statuses,
  technologies,
  technologySnapshots,
  vessels,
} from '../../db/schema/index.ts';

/** The name a snapshot shows: the technology's name when the snapshot was taken. */
const snapshotName = sql<string>`(${technologySnapshots.values} ->> 'name')`;

/** The vessel's statuses with their snapshot's technology name, by that name; one query. */
export function listStatusRows(db: Db, vesselId: number) {
  return db
    .select({
      id: statuses.id,
      technologyId: statuses.technologyId,
      snapshotId: statuses.technologySnapshotId,
      technologyName: snapshotName,
      installedStatus: statuses.installedStatus,
      plannedToBeInstalledOn: statuses.plannedToBeInstalledOn,
    })
    .from(statuses)
    .innerJoin(technologySnapshots, eq(technologySnapshots.id, statuses.technologySnapshotId))
    .where(eq(statuses.vesselId, vesselId))
    .orderBy(sql`lower(${snapshotName})`, asc(statuses.id));
}

/** The vessel's technologies and the snapshot each keeps. */
export async function statusSnapshotsOf(db: Db, vesselId: number) {
  const rows = await db
    .select({ technologyId: statuses.technologyId, snapshotId: statuses.technologySnapshotId })
    .from(statuses)
    .where(eq(statuses.vesselId, vesselId));
  return new Map(rows.map((row) => [row.technologyId, row.snapshotId]));
}

/** Ids of the active technologies, by name. */
export async function activeTechnologyIds(db: Db) {
  const rows = await db
    .select({ id: technologies.id })
    .from(technologies)
    .where(isNull(technologies.archivedOn))
    .orderBy(sql`lower(${technologies.name})`, asc(technologies.id));
  return rows.map((row) => row.id);
}

/** Which of these technologies exist and are not archived. */
export async function activeAmong(db: Db, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: technologies.id })
    .from(technologies)
    .where(and(inArray(technologies.id, ids), isNull(technologies.archivedOn)));
  return new Set(rows.map((row) => row.id));
}

/** The snapshots with these ids and whether their technology is still active, by id. */
export async function snapshotsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, SnapshotRef>();
  const rows = await db
    .select({
      id: technologySnapshots.id,
      technologyId: technologySnapshots.technologyId,
      vesselTypeId: technologySnapshots.vesselTypeId,
      technologyActive: sql<boolean>`(${technologies.archivedOn} is null)`,
    })
    .from(technologySnapshots)
    .innerJoin(technologies, eq(technologies.id, technologySnapshots.technologyId))
    .where(inArray(technologySnapshots.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
export interface SnapshotRef {
  id: number;
  technologyId: number;
  vesselTypeId: number | null;
  technologyActive: boolean;
}

export interface StatusRow {
  technologyId: number;
  technologySnapshotId: number;
  installedStatus: number;
  plannedToBeInstalledOn: string | null;
}

/**
 * Makes the vessel's statuses these rows: technologies left out are deleted, listed ones are
 * inserted or updated in place (a kept technology keeps its row id); two statements.
 */
export async function saveStatusRows(tx: Db, vesselId: number, rows: StatusRow[]) {
  const mine = eq(statuses.vesselId, vesselId);
  const keep = rows.map((row) => row.technologyId);
  await tx.delete(statuses).where(keep.length ? and(mine, notInArray(statuses.technologyId, keep)) : mine);
  if (rows.length === 0) return;
  await tx
    .insert(statuses)
    .values(rows.map((row) => ({ vesselId, ...row })))
    .onConflictDoUpdate({
      target: [statuses.vesselId, statuses.technologyId],
      set: {
        technologySnapshotId: sql`excluded.technology_snapshot_id`,
        installedStatus: sql`excluded.installed_status`,
        plannedToBeInstalledOn: sql`excluded.planned_to_be_installed_on`,
        modifiedOn: new Date(),
      },
    });
}

/** The questionnaire's free text of existing energy-saving technologies; null without a questionnaire. */
export async function existingEnergySavingTechnologiesOf(db: Db, vesselId: number) {
  const [row] = await db
    .select({ text: questionnaires.existingEnergySavingTechnologies })
    .from(questionnaires)
    .where(eq(questionnaires.vesselId, vesselId));
  return row?.text ?? null;
}

/** Raises the version of the vessel's technology statuses; the vessel's modified date stays (the caller touches it). */
export async function raiseTechnologiesVersion(tx: Db, vesselId: number) {
  await tx
    .update(vessels)
    .set({ technologiesVersion: sql`${vessels.technologiesVersion} + 1`, modifiedOn: sql`${vessels.modifiedOn}` })
    .where(eq(vessels.id, vesselId));
}
