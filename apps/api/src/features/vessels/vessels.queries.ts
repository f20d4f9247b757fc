import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { files, projects, vessels, vesselTypes } from '../../db/schema/index.ts';
import { findVisibleProject } from '../customers/index.ts';

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

export async function archiveVesselRow(db: Db, id: number) {
  await db.update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, id));
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

const image1 = alias(files, 'image1');
const image2 = alias(files, 'image2');

/** The vessels' own fields as their history words them: names instead of ids; one query. */
export function vesselsInWords(db: Db, ids: number[]) {
  return db
    .select({
      id: vessels.id,
      name: vessels.name,
      vesselType: vesselTypes.name,
      project: projects.name,
      vesselImage1: image1.name,
      vesselImage2: image2.name,
    })
    .from(vessels)
    .innerJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId))
    .innerJoin(projects, eq(projects.id, vessels.projectId))
    .leftJoin(image1, eq(image1.id, vessels.vesselImage1FileId))
    .leftJoin(image2, eq(image2.id, vessels.vesselImage2FileId))
    .where(inArray(vessels.id, ids))
    .orderBy(asc(vessels.id));
}
export type VesselInWords = Awaited<ReturnType<typeof vesselsInWords>>[number];
