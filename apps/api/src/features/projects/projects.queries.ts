import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consumptionTypes, projectConsumptionRates, projects, vessels, vesselTypes } from '../../db/schema/index.ts';
import { visibleProjects } from '../customers/index.ts';

export async function insertProject(db: Db, values: typeof projects.$inferInsert) {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  return row!.id;
}

export async function updateProjectRow(db: Db, id: number, values: Partial<typeof projects.$inferInsert>) {
  await db.update(projects).set(values).where(eq(projects.id, id));
}

/** The customer's visible projects by name. */
export function projectsOfCustomer(db: Db, customerId: number) {
  return visibleProjects(db, eq(projects.customerId, customerId)).orderBy(
    sql`lower(${projects.name})`,
    asc(projects.id),
  );
}

/** Every vessel type's name and short name, for matching imported rows. */
export function listVesselTypeNames(db: Db) {
  return db.select({ id: vesselTypes.id, name: vesselTypes.name, shortName: vesselTypes.shortName }).from(vesselTypes);
}

/** A new project's rates: one per consumption type, from the type's defaults (one statement). */
export async function insertProjectRates(db: Db, projectId: number) {
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
      typeFuelKind: consumptionTypes.fuelKind,
      price: projectConsumptionRates.price,
      co2ConversionConstant: projectConsumptionRates.co2ConversionConstant,
    })
    .from(projectConsumptionRates)
    .innerJoin(consumptionTypes, eq(consumptionTypes.id, projectConsumptionRates.consumptionTypeId))
    .where(eq(projectConsumptionRates.projectId, projectId))
    .orderBy(sql`lower(${consumptionTypes.name})`, asc(consumptionTypes.id));
  return rows.map((r) => ({
    id: r.id,
    consumptionType: { id: r.typeId, name: r.typeName, shortName: r.typeShortName, fuelKind: r.typeFuelKind },
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
    .set({ ...values, savedOn: new Date() })
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

/**
 * A new consumption type gets a rate in every project (its defaults) and in every vessel (the
 * project's), so that every project and vessel always has one rate per type. Two statements.
 */
export async function insertRatesOfNewConsumptionType(tx: Db, consumptionTypeId: number) {
  await tx.execute(sql`
    insert into project_consumption_rates (project_id, consumption_type_id, price, co2_conversion_constant)
    select p.id, t.id, t.default_price, t.default_co2_conversion_constant
    from projects p cross join consumption_types t
    where t.id = ${consumptionTypeId}::integer
    on conflict (project_id, consumption_type_id) do nothing`);
  await tx.execute(sql`
    insert into vessel_consumption_rates (vessel_id, project_consumption_rate_id, price, co2_conversion_constant)
    select v.id, r.id, r.price, r.co2_conversion_constant
    from project_consumption_rates r join vessels v on v.project_id = r.project_id
    where r.consumption_type_id = ${consumptionTypeId}::integer
    on conflict (vessel_id, project_consumption_rate_id) do nothing`);
}

/**
 * Whether anyone saved data with this consumption type: a project or vessel rate saved by a user,
 * a vessel consumption row using it, or a report's fixed saving on it. Rates that still hold their
 * starting values do not count.
 */
export async function consumptionTypeHoldsSavedData(db: Db, consumptionTypeId: number) {
  const result = await db.execute(sql`
    select exists (
      select 1 from project_consumption_rates r
      where r.consumption_type_id = ${consumptionTypeId}::integer and r.saved_on is not null
    ) or exists (
      select 1 from project_consumption_rates r
      join vessel_consumption_rates vr on vr.project_consumption_rate_id = r.id
      where r.consumption_type_id = ${consumptionTypeId}::integer
        and (vr.saved_on is not null or exists (select 1 from vessel_consumptions c where c.vessel_consumption_rate_id = vr.id))
    ) or exists (
      select 1 from report_technology_fixed_savings f where f.consumption_type_id = ${consumptionTypeId}::integer
    ) as used`);
  return Boolean((result as unknown as { rows: { used: boolean }[] }).rows[0]?.used);
}

/** Removes the (unsaved) rates of a consumption type that is being deleted. */
export async function deleteRatesOfConsumptionType(tx: Db, consumptionTypeId: number) {
  await tx.execute(sql`
    delete from vessel_consumption_rates vr using project_consumption_rates r
    where vr.project_consumption_rate_id = r.id and r.consumption_type_id = ${consumptionTypeId}::integer`);
  await tx.delete(projectConsumptionRates).where(eq(projectConsumptionRates.consumptionTypeId, consumptionTypeId));
}
