import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  consumptionCategories,
  consumptionTypes,
  projectConsumptionRates,
  vesselConsumptionRates,
  vesselConsumptions,
} from '../../db/schema/index.ts';
import { insertMissingRates } from '../projects/projects.queries.ts';

/**
 * One vessel rate per rate of the vessel's project: missing ones (a new vessel, or a rate the
 * project got later) start from the project's price and CO2 constant.
 */
export async function ensureVesselRates(db: Db, vesselId: number, projectId: number) {
  await insertMissingRates(db, projectId);
  const missing = await db
    .select({
      projectConsumptionRateId: projectConsumptionRates.id,
      price: projectConsumptionRates.price,
      co2ConversionConstant: projectConsumptionRates.co2ConversionConstant,
    })
    .from(projectConsumptionRates)
    .leftJoin(
      vesselConsumptionRates,
      and(
        eq(vesselConsumptionRates.projectConsumptionRateId, projectConsumptionRates.id),
        eq(vesselConsumptionRates.vesselId, vesselId),
      ),
    )
    .where(and(eq(projectConsumptionRates.projectId, projectId), isNull(vesselConsumptionRates.id)));
  if (missing.length === 0) return;
  await db
    .insert(vesselConsumptionRates)
    .values(missing.map((rate) => ({ vesselId, ...rate })))
    .onConflictDoNothing();
}

/** The vessel's rates with their project rate and consumption type, by consumption type name. */
export function listVesselRates(db: Db, vesselId: number) {
  return db
    .select({
      id: vesselConsumptionRates.id,
      projectConsumptionRateId: projectConsumptionRates.id,
      consumptionTypeId: consumptionTypes.id,
      consumptionTypeName: consumptionTypes.name,
      consumptionTypeShortName: consumptionTypes.shortName,
      price: vesselConsumptionRates.price,
      co2ConversionConstant: vesselConsumptionRates.co2ConversionConstant,
    })
    .from(vesselConsumptionRates)
    .innerJoin(projectConsumptionRates, eq(projectConsumptionRates.id, vesselConsumptionRates.projectConsumptionRateId))
    .innerJoin(consumptionTypes, eq(consumptionTypes.id, projectConsumptionRates.consumptionTypeId))
    .where(eq(vesselConsumptionRates.vesselId, vesselId))
    .orderBy(sql`lower(${consumptionTypes.name})`, asc(vesselConsumptionRates.id));
}
export type VesselRateRow = Awaited<ReturnType<typeof listVesselRates>>[number];

export async function updateVesselRate(
  db: Db,
  vesselId: number,
  projectConsumptionRateId: number,
  values: { price: number; co2ConversionConstant: number },
) {
  await db
    .update(vesselConsumptionRates)
    .set(values)
    .where(
      and(
        eq(vesselConsumptionRates.vesselId, vesselId),
        eq(vesselConsumptionRates.projectConsumptionRateId, projectConsumptionRateId),
      ),
    );
}

export function listConsumptions(db: Db, vesselId: number) {
  return db
    .select({
      id: vesselConsumptions.id,
      vesselConsumptionRateId: vesselConsumptions.vesselConsumptionRateId,
      consumptionCategoryId: vesselConsumptions.consumptionCategoryId,
      annualConsumption: vesselConsumptions.annualConsumption,
      position: vesselConsumptions.position,
    })
    .from(vesselConsumptions)
    .where(eq(vesselConsumptions.vesselId, vesselId))
    .orderBy(asc(vesselConsumptions.position), asc(vesselConsumptions.id));
}
export type ConsumptionRow = Awaited<ReturnType<typeof listConsumptions>>[number];

export async function existingCategoryIds(db: Db, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: consumptionCategories.id })
    .from(consumptionCategories)
    .where(inArray(consumptionCategories.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Replaces the vessel's consumption rows; they keep the order given. */
export async function replaceConsumptions(
  tx: Db,
  vesselId: number,
  rows: { vesselConsumptionRateId: number; consumptionCategoryId: number; annualConsumption: number }[],
) {
  await tx.delete(vesselConsumptions).where(eq(vesselConsumptions.vesselId, vesselId));
  if (rows.length === 0) return;
  await tx.insert(vesselConsumptions).values(rows.map((row, position) => ({ vesselId, ...row, position })));
}

/** The project's rates keyed by consumption type. */
export async function projectRatesByType(db: Db, projectId: number) {
  const rows = await db.select().from(projectConsumptionRates).where(eq(projectConsumptionRates.projectId, projectId));
  return new Map(rows.map((row) => [row.consumptionTypeId, row]));
}

export async function insertProjectRate(
  db: Db,
  values: { projectId: number; consumptionTypeId: number; price: number; co2ConversionConstant: number },
) {
  await db.insert(projectConsumptionRates).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(projectConsumptionRates)
    .where(
      and(
        eq(projectConsumptionRates.projectId, values.projectId),
        eq(projectConsumptionRates.consumptionTypeId, values.consumptionTypeId),
      ),
    );
  return row!;
}

export async function insertVesselRate(
  db: Db,
  values: { vesselId: number; projectConsumptionRateId: number; price: number; co2ConversionConstant: number },
) {
  const [row] = await db.insert(vesselConsumptionRates).values(values).returning({ id: vesselConsumptionRates.id });
  return row!.id;
}

/** What a copy needs of each of the vessel's rates: its values and those of its project rate. */
export function vesselRatesForCopy(db: Db, vesselId: number) {
  return db
    .select({
      id: vesselConsumptionRates.id,
      consumptionTypeId: projectConsumptionRates.consumptionTypeId,
      price: vesselConsumptionRates.price,
      co2ConversionConstant: vesselConsumptionRates.co2ConversionConstant,
      projectPrice: projectConsumptionRates.price,
      projectCo2ConversionConstant: projectConsumptionRates.co2ConversionConstant,
    })
    .from(vesselConsumptionRates)
    .innerJoin(projectConsumptionRates, eq(projectConsumptionRates.id, vesselConsumptionRates.projectConsumptionRateId))
    .where(eq(vesselConsumptionRates.vesselId, vesselId))
    .orderBy(asc(vesselConsumptionRates.id));
}
