import type { NoteKey, TechnologySnapshotValues } from '@backoffice/contracts';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import {
  consumptionCategories,
  consumptionTechnologies,
  consumptionTypes,
  makers,
  reportTechnologies,
  reportTechnologyFixedSavings,
  suppliers,
  technologies,
  technologyMakers,
  technologySnapshots,
  technologySuppliers,
} from '../../db/schema/index.ts';
import { groupBy } from '../../lib/group-by.ts';

/** The chosen maker's active link of an included technology, if any: its service life comes first. */
const chosenMakerLink = technologyMakers;
const chosenMakerLinkOn = and(
  eq(chosenMakerLink.technologyId, reportTechnologies.technologyId),
  eq(chosenMakerLink.makerId, reportTechnologies.makerId),
  isNull(chosenMakerLink.archivedOn),
);
/** Years the technology lasts, as the catalogue says now: the chosen maker's, else the technology's. */
const serviceLifeYears = sql<
  number | null
>`coalesce(${chosenMakerLink.serviceLifeYears}, ${technologies.serviceLifeYears})`;

interface FixedSavingRow {
  fixedCalcSavingsInMt: number;
  consumptionCategory: { id: number; name: string };
  consumptionType: { id: number; name: string };
}

const fixedSavingsList = sql<FixedSavingRow[]>`coalesce((
  select json_agg(json_build_object(
      'fixedCalcSavingsInMt', f.fixed_savings_in_mt,
      'consumptionCategory', json_build_object('id', c.id, 'name', c.name),
      'consumptionType', json_build_object('id', t.id, 'name', t.name))
    order by lower(c.name), c.id, lower(t.name), t.id)
  from ${reportTechnologyFixedSavings} f
  join ${consumptionCategories} c on c.id = f.consumption_category_id
  join ${consumptionTypes} t on t.id = f.consumption_type_id
  where f.report_technology_id = ${reportTechnologies.id}), '[]'::json)`;

const r = reportTechnologies;
const includedColumns = {
  id: r.id,
  reportId: r.reportId,
  technologyId: r.technologyId,
  snapshotId: r.snapshotId,
  snapshot: technologySnapshots.values,
  calcSavings: r.calcSavings,
  originalCalcSavings: r.originalCalcSavings,
  screeningCalcSavings: r.screeningCalcSavings,
  calcConfidenceInterval: r.calcConfidenceInterval,
  originalCalcConfidenceInterval: r.originalCalcConfidenceInterval,
  screeningCalcConfidenceInterval: r.screeningCalcConfidenceInterval,
  calcEquipmentCost: r.calcEquipmentCost,
  originalCalcEquipmentCost: r.originalCalcEquipmentCost,
  screeningCalcEquipmentCost: r.screeningCalcEquipmentCost,
  calcInstallationCost: r.calcInstallationCost,
  originalCalcInstallationCost: r.originalCalcInstallationCost,
  screeningCalcInstallationCost: r.screeningCalcInstallationCost,
  calcOperationCost: r.calcOperationCost,
  originalCalcOperationCost: r.originalCalcOperationCost,
  screeningCalcOperationCost: r.screeningCalcOperationCost,
  screeningCalcSavingsInMt: r.screeningCalcSavingsInMt,
  notes: r.notes,
  isIncludedInScreeningReport: r.isIncludedInScreeningReport,
  calculationFileId: r.calculationFileId,
  makerId: makers.id,
  makerName: makers.name,
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  potentialForVessel: r.potentialForVessel,
  fixedSavings: fixedSavingsList,
  windAssisted: technologies.windAssisted,
  windPowerKw: r.windPowerKw,
  serviceLifeYears,
  version: r.version,
};

function selectIncluded(db: Db, where: SQL | undefined) {
  return db
    .select(includedColumns)
    .from(r)
    .innerJoin(technologySnapshots, eq(technologySnapshots.id, r.snapshotId))
    .innerJoin(technologies, eq(technologies.id, r.technologyId))
    .leftJoin(chosenMakerLink, chosenMakerLinkOn)
    .leftJoin(makers, eq(makers.id, r.makerId))
    .leftJoin(suppliers, eq(suppliers.id, r.supplierId))
    .where(where)
    .orderBy(asc(r.id));
}

/** The report's included technologies as added (by id), with their snapshot, maker, supplier and fixed savings. */
export function listIncludedRows(db: Db, reportId: number) {
  return selectIncluded(db, eq(r.reportId, reportId));
}
export type IncludedRow = Awaited<ReturnType<typeof listIncludedRows>>[number];

/** What the calculation reads of a snapshot: the technology's name, savings category and consumption categories. */
type CalculationSnapshot = Pick<TechnologySnapshotValues, 'name' | 'savingsCategory' | 'consumptionCategories'>;

/** What the calculation reads of snapshots: a fleet's thousands of included technologies share a few hundred. */
function calculationSnapshots(db: Db, snapshotIds: number[]) {
  return db
    .select({
      id: technologySnapshots.id,
      snapshot: sql<CalculationSnapshot>`jsonb_build_object('name', ${technologySnapshots.values}->'name',
        'savingsCategory', ${technologySnapshots.values}->'savingsCategory',
        'consumptionCategories', ${technologySnapshots.values}->'consumptionCategories')`,
    })
    .from(technologySnapshots)
    .where(inArray(technologySnapshots.id, snapshotIds));
}

/** The fixed savings of these reports' included technologies, flat, in the order fixedSavingsList gives them. */
function fixedSavingsOfReports(db: Db, reportIds: number[]) {
  const category = consumptionCategories;
  const type = consumptionTypes;
  return db
    .select({
      reportTechnologyId: reportTechnologyFixedSavings.reportTechnologyId,
      fixedCalcSavingsInMt: reportTechnologyFixedSavings.fixedSavingsInMt,
      consumptionCategory: { id: category.id, name: category.name },
      consumptionType: { id: type.id, name: type.name },
    })
    .from(reportTechnologyFixedSavings)
    .innerJoin(r, eq(r.id, reportTechnologyFixedSavings.reportTechnologyId))
    .innerJoin(category, eq(category.id, reportTechnologyFixedSavings.consumptionCategoryId))
    .innerJoin(type, eq(type.id, reportTechnologyFixedSavings.consumptionTypeId))
    .where(inArray(r.reportId, reportIds))
    .orderBy(sql`lower(${category.name})`, asc(category.id), sql`lower(${type.name})`, asc(type.id));
}

/**
 * The included technologies of all these reports at once, by id (so each report's in its own order),
 * with what the calculation reads of them only: the columns of listIncludedRows it takes. Three
 * set-based reads (the rows, their distinct snapshots, their fixed savings) joined here, rather than
 * a snapshot and a fixed-savings subquery per row.
 */
export async function includedForCalculationOfReports(db: Db, reportIds: number[]) {
  const rows = await db
    .select({
      id: r.id,
      reportId: r.reportId,
      technologyId: r.technologyId,
      snapshotId: r.snapshotId,
      calcSavings: r.calcSavings,
      calcConfidenceInterval: r.calcConfidenceInterval,
      calcEquipmentCost: r.calcEquipmentCost,
      calcInstallationCost: r.calcInstallationCost,
      calcOperationCost: r.calcOperationCost,
      windAssisted: technologies.windAssisted,
      windPowerKw: r.windPowerKw,
      serviceLifeYears,
    })
    .from(r)
    .innerJoin(technologies, eq(technologies.id, r.technologyId))
    .leftJoin(chosenMakerLink, chosenMakerLinkOn)
    .where(inArray(r.reportId, reportIds))
    .orderBy(asc(r.id));
  if (rows.length === 0) return [];
  const [snapshots, fixed] = await readAll(db, [
    () => calculationSnapshots(db, [...new Set(rows.map((row) => row.snapshotId))]),
    () => fixedSavingsOfReports(db, reportIds),
  ]);
  const snapshotOf = new Map(snapshots.map((row) => [row.id, row.snapshot]));
  const fixedOf = groupBy(fixed, (saving) => saving.reportTechnologyId);
  return rows.map((row) => ({
    ...row,
    snapshot: snapshotOf.get(row.snapshotId)!,
    fixedSavings: (fixedOf.get(row.id) ?? []).map(({ reportTechnologyId: _id, ...saving }) => saving),
  }));
}

export async function findIncludedRow(db: Db, reportId: number, id: number): Promise<IncludedRow | null> {
  const [row] = await selectIncluded(db, and(eq(r.reportId, reportId), eq(r.id, id)));
  return row ?? null;
}

/** The report an included technology belongs to, or null. */
export async function reportOfIncluded(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ reportId: r.reportId }).from(r).where(eq(r.id, id));
  return row?.reportId ?? null;
}

/** The technology a snapshot is of, or null for an unknown snapshot. */
export async function technologyOfSnapshot(db: Db, snapshotId: number): Promise<number | null> {
  const [row] = await db
    .select({ technologyId: technologySnapshots.technologyId })
    .from(technologySnapshots)
    .where(eq(technologySnapshots.id, snapshotId));
  return row?.technologyId ?? null;
}

/** Active, and acting on at least one consumption category: what a report may include. */
const includable = and(
  isNull(technologies.archivedOn),
  sql`exists (select 1 from ${consumptionTechnologies} ct where ct.technology_id = ${technologies.id})`,
);

export async function technologyIsIncludable(db: Db, technologyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: technologies.id })
    .from(technologies)
    .where(and(eq(technologies.id, technologyId), includable));
  return row !== undefined;
}

/** The ids of the technologies a report may include that it does not include yet. */
export async function availableTechnologyIds(db: Db, reportId: number): Promise<number[]> {
  const rows = await db
    .select({ id: technologies.id })
    .from(technologies)
    .where(
      and(
        includable,
        sql`not exists (select 1 from ${r} rt where rt.report_id = ${reportId} and rt.technology_id = ${technologies.id})`,
      ),
    );
  return rows.map((row) => row.id);
}

export async function isIncluded(db: Db, reportId: number, technologyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.reportId, reportId), eq(r.technologyId, technologyId)));
  return row !== undefined;
}

/** A maker link's five values. */
const makerLinkValues = {
  calcSavings: technologyMakers.calcSavings,
  calcConfidenceInterval: technologyMakers.calcConfidenceInterval,
  calcEquipmentCost: technologyMakers.calcEquipmentCost,
  calcInstallationCost: technologyMakers.calcInstallationCost,
  calcOperationCost: technologyMakers.calcOperationCost,
};

/** Active links of active makers, with their values (and, with `ids`, whose link each is). */
function activeMakerLinks<T extends object>(db: Db, ids: T) {
  return db
    .select({ ...ids, ...makerLinkValues })
    .from(technologyMakers)
    .innerJoin(makers, and(eq(makers.id, technologyMakers.makerId), isNull(makers.archivedOn)));
}

/** The active link of an active maker with the technology: its values, or null. */
export async function findMakerLink(db: Db, technologyId: number, makerId: number) {
  const [row] = await activeMakerLinks(db, {}).where(
    and(
      eq(technologyMakers.technologyId, technologyId),
      eq(technologyMakers.makerId, makerId),
      isNull(technologyMakers.archivedOn),
    ),
  );
  return row ?? null;
}

/**
 * The makers' offers for these technologies: every active link of an active maker, with its values
 * and its Word template; one query.
 */
export function makerOffers(db: Db, technologyIds: number[]) {
  if (technologyIds.length === 0) return Promise.resolve([]);
  const ids = {
    technologyId: technologyMakers.technologyId,
    makerId: technologyMakers.makerId,
    wordTemplateFileId: technologyMakers.wordTemplateFileId,
  };
  return activeMakerLinks(db, ids).where(
    and(inArray(technologyMakers.technologyId, [...new Set(technologyIds)]), isNull(technologyMakers.archivedOn)),
  );
}
export type MakerValues = NonNullable<Awaited<ReturnType<typeof findMakerLink>>>;

export async function supplierIsLinked(db: Db, technologyId: number, supplierId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: technologySuppliers.id })
    .from(technologySuppliers)
    .innerJoin(suppliers, and(eq(suppliers.id, technologySuppliers.supplierId), isNull(suppliers.archivedOn)))
    .where(
      and(
        eq(technologySuppliers.technologyId, technologyId),
        eq(technologySuppliers.supplierId, supplierId),
        isNull(technologySuppliers.archivedOn),
      ),
    );
  return row !== undefined;
}

export async function existingConsumptionTypeIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: consumptionTypes.id })
    .from(consumptionTypes)
    .where(inArray(consumptionTypes.id, ids));
  return new Set(rows.map((row) => row.id));
}

type ValueColumns = Pick<
  typeof reportTechnologies.$inferInsert,
  | 'calcSavings'
  | 'calcConfidenceInterval'
  | 'calcEquipmentCost'
  | 'calcInstallationCost'
  | 'calcOperationCost'
  | 'calculationFileId'
  | 'makerId'
  | 'supplierId'
  | 'potentialForVessel'
  | 'windPowerKw'
>;
export type OriginalColumns = Pick<
  typeof reportTechnologies.$inferInsert,
  | 'originalCalcSavings'
  | 'originalCalcConfidenceInterval'
  | 'originalCalcEquipmentCost'
  | 'originalCalcInstallationCost'
  | 'originalCalcOperationCost'
>;
export type ScreeningColumns = Pick<
  typeof reportTechnologies.$inferInsert,
  | 'screeningCalcSavings'
  | 'screeningCalcConfidenceInterval'
  | 'screeningCalcEquipmentCost'
  | 'screeningCalcInstallationCost'
  | 'screeningCalcOperationCost'
  | 'screeningCalcSavingsInMt'
  | 'isIncludedInScreeningReport'
>;
export type NewIncludedRow = ValueColumns &
  OriginalColumns &
  Partial<ScreeningColumns> & { reportId: number; technologyId: number; snapshotId: number };

export async function insertIncludedRow(tx: Db, values: NewIncludedRow): Promise<number> {
  const [row] = await tx.insert(r).values(values).returning({ id: r.id });
  return row!.id;
}

/** Sets the values and raises the version. */
export async function updateIncludedRow(tx: Db, id: number, values: ValueColumns & Partial<OriginalColumns>) {
  await tx
    .update(r)
    .set({ ...values, version: sql`${r.version} + 1` })
    .where(eq(r.id, id));
}

export interface NewFixedSaving {
  consumptionCategoryId: number;
  consumptionTypeId: number;
  fixedSavingsInMt: number;
}

/** Makes the included technology's fixed savings exactly these. */
export async function replaceFixedSavings(tx: Db, reportTechnologyId: number, rows: NewFixedSaving[]) {
  await tx
    .delete(reportTechnologyFixedSavings)
    .where(eq(reportTechnologyFixedSavings.reportTechnologyId, reportTechnologyId));
  if (rows.length === 0) return;
  await tx.insert(reportTechnologyFixedSavings).values(rows.map((row) => ({ reportTechnologyId, ...row })));
}

export async function deleteIncludedRow(tx: Db, reportId: number, id: number): Promise<boolean> {
  const deleted = await tx
    .delete(r)
    .where(and(eq(r.reportId, reportId), eq(r.id, id)))
    .returning({ id: r.id });
  return deleted.length > 0;
}

/** Sets one note (null or empty: removes it) and raises the version. */
export async function setNote(tx: Db, id: number, key: NoteKey, note: string | null) {
  const notes = note
    ? sql`${r.notes} || jsonb_build_object(${key}::text, ${note}::text)`
    : sql`${r.notes} - ${key}::text`;
  await tx
    .update(r)
    .set({ notes, version: sql`${r.version} + 1` })
    .where(eq(r.id, id));
}
