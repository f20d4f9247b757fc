import { type CalcValueKey, calcValueKeys } from '@backoffice/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vesselTypeTechnologyDetails as details, vesselTypes } from '../../db/schema/index.ts';

export type VesselTypeOverrides = Record<CalcValueKey, number | null>;

const overrideColumns = {
  calcSavings: details.calcSavings,
  calcConfidenceInterval: details.calcConfidenceInterval,
  calcEquipmentCost: details.calcEquipmentCost,
  calcInstallationCost: details.calcInstallationCost,
  calcOperationCost: details.calcOperationCost,
};

const entryColumns = { vesselTypeId: vesselTypes.id, vesselTypeName: vesselTypes.name, ...overrideColumns };

export function listVesselTypeDetails(db: Db, technologyId: number) {
  return db
    .select(entryColumns)
    .from(details)
    .innerJoin(vesselTypes, eq(vesselTypes.id, details.vesselTypeId))
    .where(eq(details.technologyId, technologyId))
    .orderBy(sql`lower(${vesselTypes.name})`, asc(vesselTypes.id));
}
export type VesselTypeDetailRow = Awaited<ReturnType<typeof listVesselTypeDetails>>[number];

/**
 * The vessel type with the technology's overrides for it (all null when it has none), or null
 * when the vessel type does not exist.
 */
export async function findVesselTypeDetail(db: Db, technologyId: number, vesselTypeId: number) {
  const [row] = await db
    .select(entryColumns)
    .from(vesselTypes)
    .leftJoin(details, and(eq(details.vesselTypeId, vesselTypes.id), eq(details.technologyId, technologyId)))
    .where(eq(vesselTypes.id, vesselTypeId));
  return (row ?? null) as VesselTypeDetailRow | null;
}

export async function saveVesselTypeDetail(
  tx: Db,
  technologyId: number,
  vesselTypeId: number,
  values: VesselTypeOverrides,
) {
  await tx
    .insert(details)
    .values({ technologyId, vesselTypeId, ...values })
    .onConflictDoUpdate({ target: [details.technologyId, details.vesselTypeId], set: values });
}

export async function deleteVesselTypeDetail(tx: Db, technologyId: number, vesselTypeId: number) {
  await tx.delete(details).where(and(eq(details.technologyId, technologyId), eq(details.vesselTypeId, vesselTypeId)));
}

export const allOverridesNull = (values: VesselTypeOverrides) => calcValueKeys.every((key) => values[key] === null);
