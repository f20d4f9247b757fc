import type { TechnologySnapshotValues } from '@backoffice/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { technologySnapshots, vessels } from '../../db/schema/index.ts';

export async function vesselImageFileIds(db: Db, vesselId: number) {
  const [row] = await db
    .select({ image1: vessels.vesselImage1FileId, image2: vessels.vesselImage2FileId })
    .from(vessels)
    .where(eq(vessels.id, vesselId));
  return row ?? { image1: null, image2: null };
}

/** The catalogue texts of each snapshot, as the report shows them: id → values. */
export async function snapshotTexts(db: Db, ids: number[]): Promise<Map<number, TechnologySnapshotValues>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: technologySnapshots.id, values: technologySnapshots.values })
    .from(technologySnapshots)
    .where(inArray(technologySnapshots.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.values]));
}
