import { and, asc, eq, gt, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  consumptionCategories,
  consumptionTypes,
  projectConsumptionRates,
  vesselConsumptionRates,
  vesselConsumptions,
} from '../../db/schema/index.ts';

/**
 * New vessels' rates: one per rate of their project, starting from the project's price and CO2
 * constant (one statement for any number of vessels).
 */
export async function insertVesselRates(db: Db, vesselIds: number[]) {
  if (vesselIds.length === 0) return;
  await db.execute(sql`
    insert into vessel_consumption_rates (vessel_id, project_consumption_rate_id, price, co2_conversion_constant)
    select v.id, r.id, r.price, r.co2_conversion_constant
    from vessels v join project_consumption_rates r on r.project_id = v.project_id
    where v.id = any(${sql.param(vesselIds)}::integer[])
    on conflict (vessel_id, project_consumption_rate_id) do nothing`);
}

/** Vessels' rates with their project rate and consumption type, by consumption type name. */
function selectVesselRates(db: Db, where: SQL) {
  return db
    .select({
      id: vesselConsumptionRates.id,
      vesselId: vesselConsumptionRates.vesselId,
      projectConsumptionRateId: projectConsumptionRates.id,
      consumptionTypeId: consumptionTypes.id,
      consumptionTypeName: consumptionTypes.name,
      consumptionTypeShortName: consumptionTypes.shortName,
      consumptionTypeFuelKind: consumptionTypes.fuelKind,
      price: vesselConsumptionRates.price,
      co2ConversionConstant: vesselConsumptionRates.co2ConversionConstant,
    })
    .from(vesselConsumptionRates)
    .innerJoin(projectConsumptionRates, eq(projectConsumptionRates.id, vesselConsumptionRates.projectConsumptionRateId))
    .innerJoin(consumptionTypes, eq(consumptionTypes.id, projectConsumptionRates.consumptionTypeId))
    .where(where)
    .orderBy(sql`lower(${consumptionTypes.name})`, asc(vesselConsumptionRates.id));
}

/** The vessel's rates with their project rate and consumption type, by consumption type name. */
export const listVesselRates = (db: Db, vesselId: number) =>
  selectVesselRates(db, eq(vesselConsumptionRates.vesselId, vesselId));

/** The rates of several vessels at once (each row names its vessel), by consumption type name. */
export const listVesselRatesForVessels = (db: Db, vesselIds: number[]) =>
  selectVesselRates(db, inArray(vesselConsumptionRates.vesselId, vesselIds));

export type VesselRateRow = Awaited<ReturnType<typeof listVesselRates>>[number];

export async function updateVesselRate(
  db: Db,
  vesselId: number,
  projectConsumptionRateId: number,
  values: { price: number; co2ConversionConstant: number },
) {
  await db
    .update(vesselConsumptionRates)
    .set({ ...values, savedOn: new Date() })
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

/** Which vessels: their ids, or a subquery answering their ids (`select id from vessels …`). */
type VesselIdSet = readonly number[] | SQLWrapper;

/**
 * The order of vesselConsumptionRows' rows: 'position' (the default), each vessel's rows as they were
 * saved; 'typeName', by consumption type name, each type's rows as saved; 'id', by row id, a page of
 * at most `limit` rows after `afterId` (keyset, for reading every vessel's rows a page at a time).
 */
type ConsumptionRowsOrder = { order?: 'position' | 'typeName' } | { order: 'id'; afterId: number; limit: number };

/** What a consumption row can answer: its own values, its category, its vessel's rate and that rate's project rate and type. */
const consumptionRowColumns = {
  id: vesselConsumptions.id,
  vesselId: vesselConsumptions.vesselId,
  annualConsumption: vesselConsumptions.annualConsumption,
  categoryId: consumptionCategories.id,
  categoryName: consumptionCategories.name,
  vesselConsumptionRateId: vesselConsumptionRates.id,
  price: vesselConsumptionRates.price,
  co2ConversionConstant: vesselConsumptionRates.co2ConversionConstant,
  projectPrice: projectConsumptionRates.price,
  projectCo2ConversionConstant: projectConsumptionRates.co2ConversionConstant,
  typeId: consumptionTypes.id,
  typeName: consumptionTypes.name,
  typeShortName: consumptionTypes.shortName,
};
type ConsumptionRowColumn = keyof typeof consumptionRowColumns;

/**
 * The consumption rows of a set of vessels in one query whatever their number, with the columns asked
 * for (each caller reads only what it shows: the fleet reads thousands of rows at once).
 */
export function vesselConsumptionRows<Column extends ConsumptionRowColumn>(
  db: Db,
  vesselIds: VesselIdSet,
  columns: readonly Column[],
  options: ConsumptionRowsOrder = {},
) {
  const selection = Object.fromEntries(columns.map((column) => [column, consumptionRowColumns[column]])) as Pick<
    typeof consumptionRowColumns,
    Column
  >;
  const query = db
    .select(selection)
    .from(vesselConsumptions)
    .innerJoin(consumptionCategories, eq(consumptionCategories.id, vesselConsumptions.consumptionCategoryId))
    .innerJoin(vesselConsumptionRates, eq(vesselConsumptionRates.id, vesselConsumptions.vesselConsumptionRateId))
    .innerJoin(projectConsumptionRates, eq(projectConsumptionRates.id, vesselConsumptionRates.projectConsumptionRateId))
    .innerJoin(consumptionTypes, eq(consumptionTypes.id, projectConsumptionRates.consumptionTypeId))
    .$dynamic();
  const ofVessels = inArray(vesselConsumptions.vesselId, vesselIds);
  const inSaveOrder = [asc(vesselConsumptions.position), asc(vesselConsumptions.id)];
  if (options.order === 'id') {
    return query
      .where(and(ofVessels, gt(vesselConsumptions.id, options.afterId)))
      .orderBy(asc(vesselConsumptions.id))
      .limit(options.limit);
  }
  if (options.order === 'typeName') {
    return query
      .where(ofVessels)
      .orderBy(
        sql`lower(${consumptionTypes.name})`,
        asc(consumptionTypes.id),
        asc(vesselConsumptionRates.id),
        ...inSaveOrder,
      );
  }
  return query.where(ofVessels).orderBy(...inSaveOrder);
}

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

export async function insertVesselRate(
  db: Db,
  values: {
    vesselId: number;
    projectConsumptionRateId: number;
    price: number;
    co2ConversionConstant: number;
    savedOn: Date | null;
  },
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
      savedOn: vesselConsumptionRates.savedOn,
      projectPrice: projectConsumptionRates.price,
      projectCo2ConversionConstant: projectConsumptionRates.co2ConversionConstant,
    })
    .from(vesselConsumptionRates)
    .innerJoin(projectConsumptionRates, eq(projectConsumptionRates.id, vesselConsumptionRates.projectConsumptionRateId))
    .where(eq(vesselConsumptionRates.vesselId, vesselId))
    .orderBy(asc(vesselConsumptionRates.id));
}
