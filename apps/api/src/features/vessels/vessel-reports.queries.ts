import { type ReportCard, reportTypes } from '@backoffice/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';

/** The columns of a report card; the reports feature's report query selects them too. */
export const reportCardColumns = {
  id: reports.id,
  name: reports.name,
  type: reports.type,
  status: reports.status,
  createdOn: reports.createdOn,
  modifiedOn: reports.modifiedOn,
  statusChangedOn: reports.statusChangedOn,
};

export function toReportCard(row: {
  id: number;
  name: string;
  type: number;
  status: number;
  createdOn: Date;
  modifiedOn: Date;
  statusChangedOn: Date;
}): ReportCard {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    createdOn: row.createdOn.toISOString(),
    modifiedOn: row.modifiedOn.toISOString(),
    statusChangedOn: row.statusChangedOn.toISOString(),
  };
}

/** The vessel's reports as cards, newest first, split by type; one query. */
export async function reportCardsOfVessel(db: Db, vesselId: number) {
  const rows = await db
    .select(reportCardColumns)
    .from(reports)
    .where(eq(reports.vesselId, vesselId))
    .orderBy(desc(reports.createdOn), desc(reports.id));
  const cards = rows.map(toReportCard);
  return {
    screeningReports: cards.filter((card) => card.type === reportTypes.ScreeningReport),
    solutionDesignsReports: cards.filter((card) => card.type === reportTypes.SolutionDesignReport),
  };
}
