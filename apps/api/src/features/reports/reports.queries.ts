import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { customers, projects, reports, users, vessels, vesselTypes } from '../../db/schema/index.ts';
import { reportCardColumns } from '../vessels/index.ts';
import { reportVisible } from './report-access.queries.ts';

const basedOn = alias(reports, 'based_on');

const detailColumns = {
  ...reportCardColumns,
  vesselId: vessels.id,
  vesselName: vessels.name,
  vesselTypeId: vesselTypes.id,
  vesselTypeName: vesselTypes.name,
  projectId: projects.id,
  projectName: projects.name,
  customerId: customers.id,
  customerName: customers.name,
  basedOnId: basedOn.id,
  basedOnName: basedOn.name,
  // A contact removed since stays named: the report keeps who it named.
  contactId: users.id,
  contactName: users.fullName,
  regulatoryImpactPctInEu: reports.regulatoryImpactPctInEu,
  regulatoryImpactCarbonRate: reports.regulatoryImpactCarbonRate,
  regulatoryImpactStartYear: reports.regulatoryImpactStartYear,
  regulatoryImpactNumberOfYears: reports.regulatoryImpactNumberOfYears,
  regulatoryImpactDescription: reports.regulatoryImpactDescription,
  regulatoryImpactFileId: reports.regulatoryImpactFileId,
  regulatoryImpactUsdPerEur: reports.regulatoryImpactUsdPerEur,
  version: reports.version,
  regulatoryImpactVersion: reports.regulatoryImpactVersion,
};

/** The visible report with its vessel (type, project, customer), base report and contact; one query. */
export async function findReportDetail(db: Db, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(reports)
    .innerJoin(vessels, eq(vessels.id, reports.vesselId))
    .innerJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId))
    .innerJoin(projects, eq(projects.id, vessels.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .leftJoin(basedOn, eq(basedOn.id, reports.basedOnReportId))
    .leftJoin(users, eq(users.id, reports.internalContactUserId))
    .where(and(eq(reports.id, id), reportVisible));
  return row ?? null;
}
export type ReportDetailRow = NonNullable<Awaited<ReturnType<typeof findReportDetail>>>;

export type ReportRow = typeof reports.$inferSelect;

/** The report's own row (no visibility check: the caller has checked or locked it). */
export async function findReportRow(db: Db, id: number): Promise<ReportRow> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row!;
}

export async function insertReport(db: Db, values: typeof reports.$inferInsert): Promise<number> {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
  return row!.id;
}

export async function updateReportRow(db: Db, id: number, values: Partial<typeof reports.$inferInsert>) {
  await db
    .update(reports)
    .set({ ...values, modifiedOn: new Date() })
    .where(eq(reports.id, id));
}
