import { type CalculatedResultsResponse, formatFileNameDateTime, reportMessages } from '@backoffice/contracts';
import pLimit from 'p-limit';
import type { Db } from '../../db/client.ts';
import { companyTimeZone } from '../../db/company-time-zone.queries.ts';
import type { JobRow } from '../../jobs/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { calculatedResults } from '../reports/index.ts';
import { vesselConsumptionRows } from '../vessels/index.ts';
import {
  type ConsumptionExportRow,
  consumptionSheet,
  contactsSheet,
  customersSheet,
  historySheet,
  historySheetRows,
  type IncludedTechnologySheetRow,
  includedTechnologiesSheet,
  particularsSheet,
  projectsSheet,
  questionnairesSheet,
  type ReportResultsSummary,
  reportsSheet,
  type TechnologyResults,
  technologiesSheet,
  vesselsSheet,
} from './data-export.sheet.ts';
import {
  contactsPage,
  customersPage,
  particularsIdsPage,
  particularsItemsOf,
  projectsPage,
  questionnaireIdsPage,
  questionnaireItemsOf,
  reportIdsPage,
  vesselPlacesOf,
  vesselsPage,
  visibleVesselIds,
} from './export-customers.queries.ts';
import { historyEntriesPage } from './export-history.queries.ts';
import {
  type IncludedTechnologyExportRow,
  includedTechnologiesOf,
  reportsPage,
  technologiesPage,
} from './export-reports.queries.ts';
import { createExportWorkbook, type SheetWriter } from './export-workbook.sheet.ts';

/** The job's name in the `jobs` table. */
export const dataExportJob = 'data-export';

export interface DataExportPayload {
  /** The admin who started it: the file's creator. */
  requestedByUserId: number | null;
}

/** What the job keeps as its result: the workbook's file. */
export interface DataExportResult {
  fileId: number;
}

const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Rows read per query: memory holds one page, however large the tables grow. On the embedded database a
 * request waits behind one page's query and writing (a few hundred ms on a busy 2-core machine), so
 * pages stay small.
 */
const rowsPerPage = 500;
/** Forms per query: a form has some 60 items, so a page stays near rowsPerPage. */
const formsPerPage = 10;
/** Reports per query: each report's results (up to a few hundred kB) are calculated on their own, a few at a time. */
const reportsPerPage = 20;
const reportsAtOnce = 4;

/** `Back Office export 2025-03-07 1405.xlsx`, the time the export was started, in the company's time zone. */
function exportFileName(startedOn: Date, timeZone: string): string {
  return `Back Office export ${formatFileNameDateTime(startedOn, timeZone)}.xlsx`;
}

/**
 * Reads the rows page by page (keyset: each page after the last id of the one before) and hands each
 * page on. The next page is read while this one is handed on, so the database and the writing
 * overlap; memory holds two pages at the most.
 */
async function forEachPage<Row extends { id: number }>(
  page: (afterId: number, limit: number) => Promise<Row[]>,
  limit: number,
  each: (rows: Row[]) => Promise<void> | void,
) {
  let rows = await page(0, limit);
  while (rows.length > 0) {
    const next = rows.length < limit ? Promise.resolve([]) : page(rows[rows.length - 1]!.id, limit);
    // Should `each` fail, the read under way must not end as an unhandled rejection.
    next.catch(() => undefined);
    await each(rows);
    rows = await next;
  }
}

async function fill<Row extends { id: number }>(
  sheet: SheetWriter<Row>,
  page: (afterId: number, limit: number) => Promise<Row[]>,
) {
  await forEachPage(page, rowsPerPage, (rows) => sheet.write(rows));
  sheet.end();
}

/** Forms (questionnaires, particulars) a page at a time, with all their items. */
async function fillForms<Row>(
  sheet: SheetWriter<Row>,
  formIds: (afterId: number, limit: number) => Promise<{ id: number }[]>,
  itemsOf: (ids: number[]) => Promise<Row[]>,
) {
  await forEachPage(formIds, formsPerPage, async (forms) => sheet.write(await itemsOf(forms.map((form) => form.id))));
  sheet.end();
}

const consumptionColumns = [
  'id',
  'vesselId',
  'categoryName',
  'typeName',
  'annualConsumption',
  'price',
  'co2ConversionConstant',
  'projectPrice',
  'projectCo2ConversionConstant',
] as const;

/**
 * The visible vessels' consumption rows after `afterId`, in id order, with the fuel's price and CO2
 * constant on the vessel and on its project, and where each vessel belongs (read for the page's vessels).
 */
async function consumptionPage(db: Db, afterId: number, limit: number): Promise<ConsumptionExportRow[]> {
  const rows = await vesselConsumptionRows(db, visibleVesselIds(db), consumptionColumns, {
    order: 'id',
    afterId,
    limit,
  });
  if (rows.length === 0) return [];
  const places = new Map(
    (await vesselPlacesOf(db, [...new Set(rows.map((row) => row.vesselId))])).map((place) => [place.id, place]),
  );
  return rows.map((row) => {
    // Vessels are archived, never deleted: each row's vessel is there.
    const place = places.get(row.vesselId)!;
    return {
      id: row.id,
      customerName: place.customerName,
      projectName: place.projectName,
      vesselName: place.vesselName,
      categoryName: row.categoryName,
      typeName: row.typeName,
      annualConsumption: row.annualConsumption,
      vesselPrice: row.price,
      vesselCo2ConversionConstant: row.co2ConversionConstant,
      projectPrice: row.projectPrice,
      projectCo2ConversionConstant: row.projectCo2ConversionConstant,
    };
  });
}

const cannotCalculate: Record<string, string> = {
  noIncludedTechnologies: 'No technology included',
  missingConsumption: reportMessages.missingConsumption,
};

/** The report's results, as GET reports/{id}/calculated-results answers them; null when it has gone meanwhile. */
async function resultsOf(db: Db, reportId: number): Promise<CalculatedResultsResponse | null> {
  try {
    return await calculatedResults(db, reportId);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}

function summaryOf(results: CalculatedResultsResponse | null): ReportResultsSummary {
  if (!results) return { results: 'Not available' };
  if (!results.canCalculate) return { results: cannotCalculate[results.reason] ?? results.reason };
  const savings = results.calcTechnologiesSavings;
  return {
    results: 'Calculated',
    score: results.calcNjordScore,
    baselineFuelInMt: results.baseline.fuelInMt,
    baselineCo2InMt: results.baseline.co2InMt,
    fuelSavingsInMt: savings.totalFuelSavings,
    co2ReductionInMt: savings.totalCo2ReductionInMt,
    co2ReductionInPct: savings.totalCo2ReductionInPct,
    totalInvestment: results.calcFinances.totalInvestment,
    yearlyFuelCostSaving: results.calcFinances.totalYearlyFuelCostSaving,
    pbtInYears: results.calcFinances.pbtInYears,
    fuelEuPenaltyBefore: results.fuelEuOutlook?.totalPenaltyBefore,
    fuelEuPenaltyAfter: results.fuelEuOutlook?.totalPenaltyAfter,
  };
}

/** Each included technology's results, by technology id. */
function technologyResultsOf(results: CalculatedResultsResponse | null): Map<number, TechnologyResults> {
  const byTechnology = new Map<number, TechnologyResults>();
  if (!results?.canCalculate) return byTechnology;
  const finances = new Map(results.calcFinances.finances.map((row) => [row.technology.id, row]));
  for (const total of results.technologyTotals) {
    const finance = finances.get(total.technology.id);
    byTechnology.set(total.technology.id, {
      fuelSavingsInMt: total.fuelSavingsInMt,
      co2ReductionInMt: total.co2ReductionInMt,
      co2ReductionInPct: total.co2ReductionInPct,
      yearlyFuelCostSaving: total.yearlyFuelCostSaving,
      totalInvestment: finance?.totalInvestment,
      pbtInYears: finance?.pbtInYears,
    });
  }
  return byTechnology;
}

/** The reports' included technologies by report. */
function byReport(rows: IncludedTechnologyExportRow[]): Map<number, IncludedTechnologyExportRow[]> {
  const grouped = new Map<number, IncludedTechnologyExportRow[]>();
  for (const row of rows) {
    const ofReport = grouped.get(row.reportId);
    if (ofReport) ofReport.push(row);
    else grouped.set(row.reportId, [row]);
  }
  return grouped;
}

/** The results of the reports, a few at a time: each calculation waits on its own queries. */
async function resultsOfReports(db: Db, reportIds: number[]) {
  const limit = pLimit(reportsAtOnce);
  const calculated = await Promise.all(reportIds.map((id) => limit(() => resultsOf(db, id))));
  return new Map(reportIds.map((id, i) => [id, calculated[i] ?? null]));
}

/**
 * The included technologies, report by report, with each report's results calculated once, as the
 * report's page does (reports feature). Answers every report's summary for the Reports sheet, which
 * is filled afterwards: a few numbers per report, not its technologies.
 */
async function fillIncludedTechnologies(db: Db, sheet: SheetWriter<IncludedTechnologySheetRow>) {
  const summaries = new Map<number, ReportResultsSummary>();
  await forEachPage(
    (afterId, limit) => reportIdsPage(db, afterId, limit),
    reportsPerPage,
    async (reports) => {
      const included = byReport(
        await includedTechnologiesOf(
          db,
          reports.map((report) => report.id),
        ),
      );
      const results = await resultsOfReports(db, [...included.keys()]);
      for (const { id } of reports) {
        const rows = included.get(id);
        if (!rows) {
          summaries.set(id, { results: cannotCalculate.noIncludedTechnologies! });
          continue;
        }
        const calculated = results.get(id) ?? null;
        summaries.set(id, summaryOf(calculated));
        const byTechnology = technologyResultsOf(calculated);
        sheet.write(rows.map((row) => ({ ...row, results: byTechnology.get(row.technologyId) })));
      }
    },
  );
  sheet.end();
  return summaries;
}

/**
 * Writes the whole workbook: every sheet, a page of rows at a time, its dates in `timeZone` (the
 * company's, read now when not given).
 */
export async function writeDataExport(
  db: Db,
  options: { maxRowsPerSheet?: number; timeZone?: string } = {},
): Promise<Buffer> {
  const timeZone = options.timeZone ?? (await companyTimeZone(db));
  const workbook = createExportWorkbook({ maxRows: options.maxRowsPerSheet, timeZone });
  const sheets = {
    customers: workbook.add(customersSheet),
    contacts: workbook.add(contactsSheet),
    projects: workbook.add(projectsSheet),
    vessels: workbook.add(vesselsSheet),
    consumption: workbook.add(consumptionSheet),
    questionnaires: workbook.add(questionnairesSheet),
    particulars: workbook.add(particularsSheet),
    reports: workbook.add(reportsSheet),
    included: workbook.add(includedTechnologiesSheet),
    technologies: workbook.add(technologiesSheet),
    history: workbook.add(historySheet),
  };
  await fill(sheets.customers, (afterId, limit) => customersPage(db, afterId, limit));
  await fill(sheets.contacts, (afterId, limit) => contactsPage(db, afterId, limit));
  await fill(sheets.projects, (afterId, limit) => projectsPage(db, afterId, limit));
  await fill(sheets.vessels, (afterId, limit) => vesselsPage(db, afterId, limit));
  await fill(sheets.consumption, (afterId, limit) => consumptionPage(db, afterId, limit));
  await fillForms(
    sheets.questionnaires,
    (afterId, limit) => questionnaireIdsPage(db, afterId, limit),
    (ids) => questionnaireItemsOf(db, ids),
  );
  await fillForms(
    sheets.particulars,
    (afterId, limit) => particularsIdsPage(db, afterId, limit),
    (ids) => particularsItemsOf(db, ids),
  );
  const summaries = await fillIncludedTechnologies(db, sheets.included);
  await fill(sheets.reports, async (afterId, limit) =>
    (await reportsPage(db, afterId, limit)).map((row) => ({ ...row, summary: summaries.get(row.id) })),
  );
  await fill(sheets.technologies, (afterId, limit) => technologiesPage(db, afterId, limit));
  await fill(sheets.history, async (afterId, limit) => historySheetRows(await historyEntriesPage(db, afterId, limit)));
  return workbook.finish();
}

/** The job's handler: writes the workbook and stores it as a file; the file's id is the job's result. */
export async function runDataExport(
  deps: Pick<FeatureDeps, 'db' | 'files'>,
  payload: DataExportPayload,
  job: Pick<JobRow, 'createdOn'>,
): Promise<DataExportResult> {
  // The zone as the profile has it when this export runs: another export may run with another one.
  const timeZone = await companyTimeZone(deps.db);
  const content = await writeDataExport(deps.db, { timeZone });
  const file = await deps.files.storeGenerated(deps.db, {
    name: exportFileName(job.createdOn, timeZone),
    mimeType: xlsxMimeType,
    usage: 'dataExport',
    content,
    createdByUserId: payload?.requestedByUserId ?? null,
  });
  return { fileId: file.id };
}
