import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, projects, vessels, vesselTypes } from '../../db/schema/index.ts';
import { projectIsVisible } from '../customers/index.ts';

/** The columns of a vessel card; the vessel detail query selects them too. */
export const cardColumns = {
  id: vessels.id,
  projectId: vessels.projectId,
  name: vessels.name,
  vesselTypeId: vesselTypes.id,
  vesselTypeName: vesselTypes.name,
  status: vessels.status,
  createdOn: vessels.createdOn,
  modifiedOn: vessels.modifiedOn,
  statusChangedOn: vessels.statusChangedOn,
};

/** A vessel is visible while neither it, its project nor its customer is archived. */
const vesselVisible = and(isNull(vessels.archivedOn), projectIsVisible());

const detailColumns = {
  ...cardColumns,
  projectName: projects.name,
  customerId: customers.id,
  customerName: customers.name,
  vesselImage1FileId: vessels.vesselImage1FileId,
  vesselImage2FileId: vessels.vesselImage2FileId,
  version: vessels.version,
  consumptionRatesVersion: vessels.consumptionRatesVersion,
  consumptionsVersion: vessels.consumptionsVersion,
  technologiesVersion: vessels.technologiesVersion,
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
      version: vessels.version,
      consumptionRatesVersion: vessels.consumptionRatesVersion,
      consumptionsVersion: vessels.consumptionsVersion,
      technologiesVersion: vessels.technologiesVersion,
    })
    .from(vessels)
    .innerJoin(projects, eq(projects.id, vessels.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(vessels.id, id), vesselVisible))
    .for('update', { of: vessels });
  return row ?? null;
}
export type LockedVessel = NonNullable<Awaited<ReturnType<typeof lockVisibleVessel>>>;

/** Consumption, rates and images are part of the vessel: changing them changes its modified date. */
export async function touchVessel(db: Db, id: number) {
  await db.update(vessels).set({ modifiedOn: new Date() }).where(eq(vessels.id, id));
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
