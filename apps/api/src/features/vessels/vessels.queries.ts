import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, projects, vessels, vesselTypes } from '../../db/schema/index.ts';
import { findVisibleProject, projectIsVisible } from '../customers/index.ts';
import { cardColumns } from './vessel-cards.queries.ts';

/** A vessel is visible while neither it, its project nor its customer is archived. */
const vesselVisible = and(isNull(vessels.archivedOn), projectIsVisible());

const detailColumns = {
  ...cardColumns,
  projectName: projects.name,
  customerId: customers.id,
  customerName: customers.name,
  vesselImage1FileId: vessels.vesselImage1FileId,
  vesselImage2FileId: vessels.vesselImage2FileId,
};

export async function findVisibleVessel(db: Db, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(vessels)
    .innerJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId))
    .innerJoin(projects, eq(projects.id, vessels.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(vessels.id, id), vesselVisible));
  return row ?? null;
}
export type VesselDetailRow = NonNullable<Awaited<ReturnType<typeof findVisibleVessel>>>;

/**
 * The visible vessel's own row, locked until the transaction ends, so that changes of its
 * consumption, rates or images run one after another.
 */
export async function lockVisibleVessel(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: vessels.id,
      projectId: vessels.projectId,
      vesselTypeId: vessels.vesselTypeId,
      name: vessels.name,
      vesselImage1FileId: vessels.vesselImage1FileId,
      vesselImage2FileId: vessels.vesselImage2FileId,
    })
    .from(vessels)
    .innerJoin(projects, eq(projects.id, vessels.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(vessels.id, id), vesselVisible))
    .for('update', { of: vessels });
  return row ?? null;
}
export type LockedVessel = NonNullable<Awaited<ReturnType<typeof lockVisibleVessel>>>;

/** A project vessels may be added to: it and its customer are not archived. */
export async function visibleProjectExists(db: Db, id: number) {
  return (await findVisibleProject(db, id)) !== null;
}

export async function vesselTypeExists(db: Db, id: number) {
  const [row] = await db.select({ id: vesselTypes.id }).from(vesselTypes).where(eq(vesselTypes.id, id));
  return row !== undefined;
}

export async function insertVessel(db: Db, values: typeof vessels.$inferInsert) {
  const [row] = await db.insert(vessels).values(values).returning({ id: vessels.id });
  return row!.id;
}

/** Inserts the vessels in batches of a thousand; answers their ids in the order given. */
export async function insertVessels(db: Db, rows: (typeof vessels.$inferInsert)[]) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await db
      .insert(vessels)
      .values(rows.slice(i, i + 1000))
      .returning({ id: vessels.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export async function updateVesselRow(db: Db, id: number, values: Partial<typeof vessels.$inferInsert>) {
  await db
    .update(vessels)
    .set({ ...values, modifiedOn: new Date() })
    .where(eq(vessels.id, id));
}

/** Consumption, rates and images are part of the vessel: changing them changes its modified date. */
export async function touchVessel(db: Db, id: number) {
  await updateVesselRow(db, id, {});
}

export async function archiveVesselRow(db: Db, id: number) {
  await db.update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, id));
}

/**
 * Records that one of the vessel's documents (questionnaire, particulars, a report) was created or
 * changed status: the vessel carries that document's unified code (spec part 1 §4) from now on.
 */
export async function recordVesselStatus(db: Db, vesselId: number, status: number, on = new Date()) {
  await recordVesselsStatus(db, [vesselId], status, on);
}

/** recordVesselStatus for several vessels at once (one statement); `on` is the document's status date. */
export async function recordVesselsStatus(db: Db, vesselIds: number[], status: number, on = new Date()) {
  if (vesselIds.length === 0) return;
  await db.update(vessels).set({ status, statusChangedOn: on }).where(inArray(vessels.id, vesselIds));
}

/** Whether an active vessel of the project, other than `exceptId`, has this name in any case. */
export async function vesselNameTaken(db: Db, projectId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: vessels.id })
    .from(vessels)
    .where(
      and(
        eq(vessels.projectId, projectId),
        isNull(vessels.archivedOn),
        sql`lower(${vessels.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(vessels.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
