import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportTemplateFiles } from '../../db/schema/index.ts';

const newestFirst = [desc(reportTemplateFiles.createdOn), desc(reportTemplateFiles.id)] as const;

/**
 * No template of the same report type is newer (same order as `newestFirst`). Written out in
 * full: drizzle leaves the outer columns unqualified, which inside the subquery would mean `newer`.
 */
const isNewestOfItsType = sql<boolean>`not exists (
  select 1 from report_template_files as newer
  where newer.report_type = report_template_files.report_type
    and (newer.created_on, newer.id) > (report_template_files.created_on, report_template_files.id)
)`;

const templateColumns = {
  id: reportTemplateFiles.id,
  reportType: reportTemplateFiles.reportType,
  fileId: reportTemplateFiles.fileId,
  createdOn: reportTemplateFiles.createdOn,
  inUse: isNewestOfItsType,
};

/** Every template, newest first; `inUse` marks the newest of each report type. */
export function listReportTemplateRows(db: Db) {
  return db
    .select(templateColumns)
    .from(reportTemplateFiles)
    .orderBy(...newestFirst);
}

export async function findReportTemplateRow(db: Db, id: number) {
  const [row] = await db.select(templateColumns).from(reportTemplateFiles).where(eq(reportTemplateFiles.id, id));
  return row ?? null;
}

export async function insertReportTemplate(db: Db, values: typeof reportTemplateFiles.$inferInsert) {
  const [row] = await db.insert(reportTemplateFiles).values(values).returning({ id: reportTemplateFiles.id });
  return row!.id;
}

/** The file of the newest template of the report type, or null. */
export async function newestTemplateFileId(db: Db, reportType: number): Promise<number | null> {
  const [row] = await db
    .select({ fileId: reportTemplateFiles.fileId })
    .from(reportTemplateFiles)
    .where(eq(reportTemplateFiles.reportType, reportType))
    .orderBy(...newestFirst)
    .limit(1);
  return row?.fileId ?? null;
}
