import type { TechnologySnapshotValues } from '@backoffice/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { technologySnapshots } from '../../db/schema/index.ts';

const snapshotColumns = {
  id: technologySnapshots.id,
  technologyId: technologySnapshots.technologyId,
  vesselTypeId: technologySnapshots.vesselTypeId,
  values: technologySnapshots.values,
  valuesHash: technologySnapshots.valuesHash,
  createdOn: technologySnapshots.createdOn,
};

export async function findSnapshotRow(db: Db, id: number) {
  const [row] = await db.select(snapshotColumns).from(technologySnapshots).where(eq(technologySnapshots.id, id));
  return row ?? null;
}

/** The newest snapshot of the technology for that vessel type (null: the technology's own values). */
export async function newestSnapshot(db: Db, technologyId: number, vesselTypeId: number | null) {
  const [row] = await db
    .select(snapshotColumns)
    .from(technologySnapshots)
    .where(
      and(
        eq(technologySnapshots.technologyId, technologyId),
        vesselTypeId === null
          ? isNull(technologySnapshots.vesselTypeId)
          : eq(technologySnapshots.vesselTypeId, vesselTypeId),
      ),
    )
    .orderBy(desc(technologySnapshots.id))
    .limit(1);
  return row ?? null;
}

export async function insertSnapshot(
  db: Db,
  values: { technologyId: number; vesselTypeId: number | null; values: TechnologySnapshotValues; valuesHash: string },
) {
  const [row] = await db.insert(technologySnapshots).values(values).returning({ id: technologySnapshots.id });
  return row!.id;
}
