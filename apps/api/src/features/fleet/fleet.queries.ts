import { reportStatuses, reportTypes } from '@backoffice/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, projects, reports, vessels } from '../../db/schema/index.ts';
import { projectIsVisible } from '../customers/index.ts';

/** The client's active vessels of its active projects, by project and vessel name; one query. */
export function activeVesselsOfCustomer(db: Db, customerId: number) {
  return db
    .select({
      id: vessels.id,
      name: vessels.name,
      projectId: projects.id,
      projectName: projects.name,
    })
    .from(vessels)
    .innerJoin(projects, eq(projects.id, vessels.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(customers.id, customerId), isNull(vessels.archivedOn), projectIsVisible()))
    .orderBy(sql`lower(${projects.name})`, asc(projects.id), sql`lower(${vessels.name})`, asc(vessels.id));
}
export type FleetVesselRow = Awaited<ReturnType<typeof activeVesselsOfCustomer>>[number];

/**
 * The rank of a report as the report of record: a Completed solution design first, then a Completed
 * screening report, then any other; the newest within each (created, then id).
 */
const recordRank = sql<number>`case
  when ${reports.type} = ${reportTypes.SolutionDesignReport} and ${reports.status} = ${reportStatuses.SolutionDesignReportCompleted} then 0
  when ${reports.type} = ${reportTypes.ScreeningReport} and ${reports.status} = ${reportStatuses.ScreeningReportCompleted} then 1
  else 2 end`;

/** The report of record of each of these vessels that has a report; one query. */
export function reportsOfRecord(db: Db, vesselIds: number[]) {
  return db
    .selectDistinctOn([reports.vesselId], {
      id: reports.id,
      vesselId: reports.vesselId,
      name: reports.name,
      type: reports.type,
      status: reports.status,
    })
    .from(reports)
    .where(inArray(reports.vesselId, vesselIds))
    .orderBy(asc(reports.vesselId), recordRank, desc(reports.createdOn), desc(reports.id));
}
export type ReportOfRecordRow = Awaited<ReturnType<typeof reportsOfRecord>>[number];
