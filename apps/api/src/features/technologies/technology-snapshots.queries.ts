import type { CalcValueKey, TechnologySnapshotValues } from '@backoffice/contracts';
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vesselTypeTechnologyDetails as details, technologySnapshots, vesselTypes } from '../../db/schema/index.ts';

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

export type NewSnapshot = {
  technologyId: number;
  vesselTypeId: number | null;
  values: TechnologySnapshotValues;
  valuesHash: string;
};

/**
 * The newest snapshot of each technology for that vessel type and for its own values (vessel type
 * null), in one query: at most two rows per technology.
 */
export function newestSnapshots(db: Db, technologyIds: number[], vesselTypeId: number | null) {
  const type = technologySnapshots.vesselTypeId;
  return db
    .selectDistinctOn([technologySnapshots.technologyId, type], snapshotColumns)
    .from(technologySnapshots)
    .where(
      and(
        inArray(technologySnapshots.technologyId, technologyIds),
        vesselTypeId === null ? isNull(type) : or(isNull(type), eq(type, vesselTypeId)),
      ),
    )
    .orderBy(asc(technologySnapshots.technologyId), asc(type), desc(technologySnapshots.id));
}

/** Stores several snapshots in one statement; answers their ids by technology. */
export async function insertSnapshots(db: Db, rows: NewSnapshot[]) {
  if (rows.length === 0) return new Map<number, number>();
  const inserted = await db
    .insert(technologySnapshots)
    .values(rows)
    .returning({ id: technologySnapshots.id, technologyId: technologySnapshots.technologyId });
  return new Map(inserted.map((row) => [row.technologyId, row.id]));
}

export type CalcOverrides = Record<CalcValueKey, number | null>;

/**
 * The vessel type's overrides of the technologies' values, by technology (technologies without
 * overrides are left out), in one query; null when the vessel type does not exist.
 */
export async function vesselTypeOverrides(db: Db, technologyIds: number[], vesselTypeId: number) {
  const rows = await db
    .select({
      vesselTypeId: vesselTypes.id,
      technologyId: details.technologyId,
      calcSavings: details.calcSavings,
      calcConfidenceInterval: details.calcConfidenceInterval,
      calcEquipmentCost: details.calcEquipmentCost,
      calcInstallationCost: details.calcInstallationCost,
      calcOperationCost: details.calcOperationCost,
    })
    .from(vesselTypes)
    .leftJoin(details, and(eq(details.vesselTypeId, vesselTypes.id), inArray(details.technologyId, technologyIds)))
    .where(eq(vesselTypes.id, vesselTypeId));
  if (rows.length === 0) return null;
  const overrides = new Map<number, CalcOverrides>();
  for (const { vesselTypeId: _type, technologyId, ...values } of rows) {
    if (technologyId !== null) overrides.set(technologyId, values);
  }
  return overrides;
}
