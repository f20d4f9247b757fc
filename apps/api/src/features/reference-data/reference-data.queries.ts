import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  consumptionCategories,
  consumptionTypes,
  technologySnapshots,
  vessels,
  vesselTypes,
  vesselTypeTechnologyDetails,
} from '../../db/schema/index.ts';

const vesselTypeColumns = {
  id: vesselTypes.id,
  name: vesselTypes.name,
  shortName: vesselTypes.shortName,
  version: vesselTypes.version,
};
const consumptionTypeColumns = {
  id: consumptionTypes.id,
  name: consumptionTypes.name,
  shortName: consumptionTypes.shortName,
  defaultPrice: consumptionTypes.defaultPrice,
  defaultCo2ConversionConstant: consumptionTypes.defaultCo2ConversionConstant,
  fuelKind: consumptionTypes.fuelKind,
  version: consumptionTypes.version,
};

export function listVesselTypes(db: Db) {
  return db.select(vesselTypeColumns).from(vesselTypes).orderBy(sql`lower(${vesselTypes.name})`, asc(vesselTypes.id));
}

export async function findVesselType(db: Db, id: number) {
  const [row] = await db.select(vesselTypeColumns).from(vesselTypes).where(eq(vesselTypes.id, id));
  return row ?? null;
}

/** Another vessel type already has this name, ignoring case. */
export async function vesselTypeNameInUse(db: Db, name: string, exceptId?: number) {
  const sameName = sql`lower(${vesselTypes.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: vesselTypes.id })
    .from(vesselTypes)
    .where(exceptId ? and(sameName, ne(vesselTypes.id, exceptId)) : sameName)
    .limit(1);
  return row !== undefined;
}

/**
 * Used by any vessel (archived ones keep their type), by a technology's values for the type or
 * by a snapshot taken for it.
 */
export async function vesselTypeInUse(db: Db, id: number) {
  const result = await db.execute(sql`
    select exists (select 1 from ${vessels} where ${vessels.vesselTypeId} = ${id})
        or exists (select 1 from ${vesselTypeTechnologyDetails} where ${vesselTypeTechnologyDetails.vesselTypeId} = ${id})
        or exists (select 1 from ${technologySnapshots} where ${technologySnapshots.vesselTypeId} = ${id}) as used`);
  return (result as unknown as { rows: { used: boolean }[] }).rows[0]?.used === true;
}

export function listConsumptionTypes(db: Db) {
  return db
    .select(consumptionTypeColumns)
    .from(consumptionTypes)
    .orderBy(sql`lower(${consumptionTypes.name})`, asc(consumptionTypes.id));
}

export async function findConsumptionType(db: Db, id: number) {
  const [row] = await db.select(consumptionTypeColumns).from(consumptionTypes).where(eq(consumptionTypes.id, id));
  return row ?? null;
}

export async function consumptionTypeNameInUse(db: Db, name: string, exceptId?: number) {
  const sameName = sql`lower(${consumptionTypes.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: consumptionTypes.id })
    .from(consumptionTypes)
    .where(exceptId ? and(sameName, ne(consumptionTypes.id, exceptId)) : sameName)
    .limit(1);
  return row !== undefined;
}

export function listConsumptionCategories(db: Db) {
  return db
    .select({
      id: consumptionCategories.id,
      name: consumptionCategories.name,
      shortName: consumptionCategories.shortName,
      version: consumptionCategories.version,
    })
    .from(consumptionCategories)
    .orderBy(sql`lower(${consumptionCategories.name})`, asc(consumptionCategories.id));
}

type VesselTypeFields = Omit<typeof vesselTypes.$inferInsert, 'id'>;
type ConsumptionTypeFields = Omit<typeof consumptionTypes.$inferInsert, 'id'>;

export async function insertVesselType(db: Db, fields: VesselTypeFields) {
  const [row] = await db.insert(vesselTypes).values(fields).returning({ id: vesselTypes.id });
  return row!.id;
}

export async function updateVesselTypeRow(tx: Db, id: number, fields: VesselTypeFields) {
  await tx.update(vesselTypes).set(fields).where(eq(vesselTypes.id, id));
}

/** The vessel type, held until the transaction ends; null when there is none. */
export async function lockVesselType(tx: Db, id: number) {
  const [row] = await tx.select(vesselTypeColumns).from(vesselTypes).where(eq(vesselTypes.id, id)).for('update');
  return row ?? null;
}

export async function deleteVesselTypeRow(tx: Db, id: number) {
  await tx.delete(vesselTypes).where(eq(vesselTypes.id, id));
}

export async function insertConsumptionType(db: Db, fields: ConsumptionTypeFields) {
  const [row] = await db.insert(consumptionTypes).values(fields).returning({ id: consumptionTypes.id });
  return row!.id;
}

export async function updateConsumptionTypeRow(tx: Db, id: number, fields: ConsumptionTypeFields) {
  await tx.update(consumptionTypes).set(fields).where(eq(consumptionTypes.id, id));
}

/** The consumption type, held until the transaction ends; null when there is none. */
export async function lockConsumptionType(tx: Db, id: number) {
  const [row] = await tx
    .select(consumptionTypeColumns)
    .from(consumptionTypes)
    .where(eq(consumptionTypes.id, id))
    .for('update');
  return row ?? null;
}

export async function deleteConsumptionTypeRow(tx: Db, id: number) {
  await tx.delete(consumptionTypes).where(eq(consumptionTypes.id, id));
}
