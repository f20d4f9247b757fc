import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  consumptionCategories,
  consumptionTechnologies,
  makers,
  reports,
  reportTechnologies,
  savingsCategories,
  suppliers,
  technologies,
  technologySnapshots,
  users,
  vessels,
} from '../../db/schema/index.ts';
import { joinVesselPlace, vesselIsVisible, vesselPlace } from './export-customers.queries.ts';

/**
 * The pages of the data export's report and catalogue sheets, like those of export-customers.queries.ts:
 * what the app shows, in id order, after `afterId`. A report is shown while its vessel is.
 */

const basedOn = alias(reports, 'based_on');

export function reportsPage(db: Db, afterId: number, limit: number) {
  const query = db
    .select({
      id: reports.id,
      ...vesselPlace,
      type: reports.type,
      name: reports.name,
      status: reports.status,
      basedOnName: basedOn.name,
      contactName: users.fullName,
      pctInEu: reports.regulatoryImpactPctInEu,
      carbonRate: reports.regulatoryImpactCarbonRate,
      usdPerEur: reports.regulatoryImpactUsdPerEur,
      startYear: reports.regulatoryImpactStartYear,
      numberOfYears: reports.regulatoryImpactNumberOfYears,
      regulatoryDescription: reports.regulatoryImpactDescription,
      statusChangedOn: reports.statusChangedOn,
      createdOn: reports.createdOn,
      modifiedOn: reports.modifiedOn,
    })
    .from(reports)
    .leftJoin(basedOn, eq(basedOn.id, reports.basedOnReportId))
    .leftJoin(users, eq(users.id, reports.internalContactUserId))
    .$dynamic();
  return joinVesselPlace(query, reports.vesselId)
    .where(and(gt(reports.id, afterId), vesselIsVisible()))
    .orderBy(asc(reports.id))
    .limit(limit);
}

/** The reports' included technologies with the report's values, by report and technology name. */
export function includedTechnologiesOf(db: Db, reportIds: number[]) {
  const technologyName = sql<string>`${technologySnapshots.values}->>'name'`;
  return db
    .select({
      id: reportTechnologies.id,
      reportId: reports.id,
      reportName: reports.name,
      reportType: reports.type,
      vesselName: vessels.name,
      technologyId: reportTechnologies.technologyId,
      technologyName,
      calcSavings: reportTechnologies.calcSavings,
      calcConfidenceInterval: reportTechnologies.calcConfidenceInterval,
      calcEquipmentCost: reportTechnologies.calcEquipmentCost,
      calcInstallationCost: reportTechnologies.calcInstallationCost,
      calcOperationCost: reportTechnologies.calcOperationCost,
      makerName: makers.name,
      supplierName: suppliers.name,
      potentialForVessel: reportTechnologies.potentialForVessel,
      isIncludedInScreeningReport: reportTechnologies.isIncludedInScreeningReport,
    })
    .from(reportTechnologies)
    .innerJoin(reports, eq(reports.id, reportTechnologies.reportId))
    .innerJoin(vessels, eq(vessels.id, reports.vesselId))
    .innerJoin(technologySnapshots, eq(technologySnapshots.id, reportTechnologies.snapshotId))
    .leftJoin(makers, eq(makers.id, reportTechnologies.makerId))
    .leftJoin(suppliers, eq(suppliers.id, reportTechnologies.supplierId))
    .where(inArray(reportTechnologies.reportId, reportIds))
    .orderBy(asc(reportTechnologies.reportId), asc(technologyName), asc(reportTechnologies.id));
}

/** The active catalogue's technologies with their savings category and the categories they act on. */
export function technologiesPage(db: Db, afterId: number, limit: number) {
  return db
    .select({
      id: technologies.id,
      name: technologies.name,
      shortName: technologies.shortName,
      savingsCategoryName: savingsCategories.name,
      savingsPotential: technologies.savingsPotential,
      savingsRange: technologies.savingsRange,
      costRange: technologies.costRange,
      leadTime: technologies.leadTime,
      calcSavings: technologies.calcSavings,
      calcConfidenceInterval: technologies.calcConfidenceInterval,
      calcEquipmentCost: technologies.calcEquipmentCost,
      calcInstallationCost: technologies.calcInstallationCost,
      calcOperationCost: technologies.calcOperationCost,
      technologyMaturityLevel: technologies.technologyMaturityLevel,
      consumptionCategoryNames: sql<string | null>`(
        select string_agg(c.name, ', ' order by c.name)
        from ${consumptionTechnologies} join ${consumptionCategories} c on c.id = ${consumptionTechnologies.consumptionCategoryId}
        where ${consumptionTechnologies.technologyId} = ${technologies.id}
      )`,
      createdOn: technologies.createdOn,
      modifiedOn: technologies.modifiedOn,
    })
    .from(technologies)
    .leftJoin(savingsCategories, eq(savingsCategories.id, technologies.savingsCategoryId))
    .where(and(gt(technologies.id, afterId), isNull(technologies.archivedOn)))
    .orderBy(asc(technologies.id))
    .limit(limit);
}

export type ReportExportRow = Awaited<ReturnType<typeof reportsPage>>[number];
export type IncludedTechnologyExportRow = Awaited<ReturnType<typeof includedTechnologiesOf>>[number];
export type TechnologyExportRow = Awaited<ReturnType<typeof technologiesPage>>[number];
