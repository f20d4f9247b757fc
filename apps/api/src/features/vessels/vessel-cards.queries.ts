import type { VesselCard } from '@backoffice/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vessels, vesselTypes } from '../../db/schema/index.ts';
import { cardColumns } from '../vessel-records/index.ts';

function selectCards(db: Db) {
  return db.select(cardColumns).from(vessels).innerJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId));
}
type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export function toVesselCard(row: CardRow): VesselCard {
  return {
    id: row.id,
    name: row.name,
    vesselType: { id: row.vesselTypeId, name: row.vesselTypeName },
    status: row.status,
    createdOn: row.createdOn.toISOString(),
    modifiedOn: row.modifiedOn.toISOString(),
    statusChangedOn: row.statusChangedOn?.toISOString() ?? null,
  };
}

/** The active vessels of the given projects as cards, grouped by project id; one query. */
export async function vesselCardsByProject(db: Db, projectIds: number[]): Promise<Map<number, VesselCard[]>> {
  const byProject = new Map<number, VesselCard[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return byProject;
  const rows = await selectCards(db)
    .where(and(inArray(vessels.projectId, projectIds), isNull(vessels.archivedOn)))
    .orderBy(sql`lower(${vessels.name})`, asc(vessels.id));
  for (const row of rows) byProject.get(row.projectId)?.push(toVesselCard(row));
  return byProject;
}
