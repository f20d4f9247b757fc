import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consumptionTypes, projectConsumptionRates, vessels } from '../../db/schema/index.ts';

/**
 * Gives the project a rate for every consumption type it has none for, from the type's defaults.
 * One statement, safe to run concurrently; only missing rows are attempted, so frequent reads do
 * not use up identity values.
 */
export async function insertMissingRates(db: Db, projectId: number) {
  await db.execute(sql`
    insert into project_consumption_rates (project_id, consumption_type_id, price, co2_conversion_constant)
    select ${projectId}::integer, t.id, t.default_price, t.default_co2_conversion_constant
    from consumption_types t
    where not exists (
      select 1 from project_consumption_rates r where r.project_id = ${projectId}::integer and r.consumption_type_id = t.id
    )
    on conflict (project_id, consumption_type_id) do nothing`);
}

/** The project's rates by consumption type name. */
export async function listProjectRates(db: Db, projectId: number) {
  const rows = await db
    .select({
      id: projectConsumptionRates.id,
      typeId: consumptionTypes.id,
      typeName: consumptionTypes.name,
      typeShortName: consumptionTypes.shortName,
      price: projectConsumptionRates.price,
      co2ConversionConstant: projectConsumptionRates.co2ConversionConstant,
    })
    .from(projectConsumptionRates)
    .innerJoin(consumptionTypes, eq(consumptionTypes.id, projectConsumptionRates.consumptionTypeId))
    .where(eq(projectConsumptionRates.projectId, projectId))
    .orderBy(sql`lower(${consumptionTypes.name})`, asc(consumptionTypes.id));
  return rows.map((r) => ({
    id: r.id,
    consumptionType: { id: r.typeId, name: r.typeName, shortName: r.typeShortName },
    price: r.price,
    co2ConversionConstant: r.co2ConversionConstant,
  }));
}

/** Which of the given ids are consumption types. */
export async function existingConsumptionTypeIds(db: Db, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: consumptionTypes.id })
    .from(consumptionTypes)
    .where(inArray(consumptionTypes.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function updateProjectRate(
  db: Db,
  projectId: number,
  consumptionTypeId: number,
  values: { price: number; co2ConversionConstant: number },
) {
  await db
    .update(projectConsumptionRates)
    .set(values)
    .where(
      and(
        eq(projectConsumptionRates.projectId, projectId),
        eq(projectConsumptionRates.consumptionTypeId, consumptionTypeId),
      ),
    );
}

/** The names of the project's vessels that are not archived. */
export async function activeVesselNames(db: Db, projectId: number) {
  const rows = await db
    .select({ name: vessels.name })
    .from(vessels)
    .where(and(eq(vessels.projectId, projectId), isNull(vessels.archivedOn)));
  return rows.map((r) => r.name);
}
