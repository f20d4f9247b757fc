import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  reportFiles,
  reportNovelTechnologies,
  reportTechnologies,
  reportTechnologyFixedSavings,
} from '../../db/schema/index.ts';

export type IncludedTechnologyRow = typeof reportTechnologies.$inferSelect;
export type NewIncludedTechnology = typeof reportTechnologies.$inferInsert;

export function includedTechnologyRows(db: Db, reportId: number): Promise<IncludedTechnologyRow[]> {
  return db
    .select()
    .from(reportTechnologies)
    .where(eq(reportTechnologies.reportId, reportId))
    .orderBy(asc(reportTechnologies.id));
}

/** The fixed savings of the report's included technologies, each with its technology. */
export function fixedSavingRows(db: Db, reportId: number) {
  return db
    .select({
      technologyId: reportTechnologies.technologyId,
      consumptionCategoryId: reportTechnologyFixedSavings.consumptionCategoryId,
      consumptionTypeId: reportTechnologyFixedSavings.consumptionTypeId,
      fixedSavingsInMt: reportTechnologyFixedSavings.fixedSavingsInMt,
    })
    .from(reportTechnologyFixedSavings)
    .innerJoin(reportTechnologies, eq(reportTechnologies.id, reportTechnologyFixedSavings.reportTechnologyId))
    .where(eq(reportTechnologies.reportId, reportId))
    .orderBy(asc(reportTechnologyFixedSavings.id));
}

/** Inserts included technologies in one statement; answers their new ids by technology. */
export async function insertIncludedTechnologies(db: Db, rows: NewIncludedTechnology[]) {
  if (rows.length === 0) return new Map<number, number>();
  const inserted = await db
    .insert(reportTechnologies)
    .values(rows)
    .returning({ id: reportTechnologies.id, technologyId: reportTechnologies.technologyId });
  return new Map(inserted.map((row) => [row.technologyId, row.id]));
}

export async function insertFixedSavings(db: Db, rows: (typeof reportTechnologyFixedSavings.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(reportTechnologyFixedSavings).values(rows);
}

export async function copyNovelTechnologyRows(db: Db, fromReportId: number, toReportId: number) {
  const rows = await db
    .select({ technologyId: reportNovelTechnologies.technologyId, snapshotId: reportNovelTechnologies.snapshotId })
    .from(reportNovelTechnologies)
    .where(eq(reportNovelTechnologies.reportId, fromReportId))
    .orderBy(asc(reportNovelTechnologies.id));
  if (rows.length > 0) {
    await db.insert(reportNovelTechnologies).values(rows.map((row) => ({ ...row, reportId: toReportId })));
  }
}

export async function copyReportFileRows(db: Db, fromReportId: number, toReportId: number) {
  const rows = await db
    .select({ fileId: reportFiles.fileId, createdOn: reportFiles.createdOn })
    .from(reportFiles)
    .where(eq(reportFiles.reportId, fromReportId))
    .orderBy(asc(reportFiles.id));
  if (rows.length > 0) await db.insert(reportFiles).values(rows.map((row) => ({ ...row, reportId: toReportId })));
}
