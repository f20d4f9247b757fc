import {
  formStatusLabels,
  type HistoryRecordType,
  historyRecordTypeWords,
  reportStatusLabels,
  reportTypeLabels,
  vesselStatusLabels,
} from '@backoffice/contracts';
import type {
  ContactExportRow,
  CustomerExportRow,
  ParticularsItemExportRow,
  ProjectExportRow,
  QuestionnaireItemExportRow,
  VesselExportRow,
} from './export-customers.queries.ts';
import type { HistoryEntryExportRow } from './export-history.queries.ts';
import type { IncludedTechnologyExportRow, ReportExportRow, TechnologyExportRow } from './export-reports.queries.ts';
import type { ExportCell, ExportColumn, ExportSheet } from './export-workbook.sheet.ts';

/**
 * The data export's format: one sheet per entity, in this order, each with a header row in plain
 * English and one row per record.
 */

/** A report's results as the Reports sheet shows them; null figures are left empty. */
export interface ReportResultsSummary {
  /** 'Calculated', or why there are none. */
  results: string;
  score?: number;
  baselineFuelInMt?: number;
  baselineCo2InMt?: number;
  fuelSavingsInMt?: number;
  co2ReductionInMt?: number;
  co2ReductionInPct?: number;
  totalInvestment?: number;
  yearlyFuelCostSaving?: number;
  pbtInYears?: number | null;
  /** EUR, over the outlook's years; none without a FuelEU outlook. */
  fuelEuPenaltyBefore?: number;
  fuelEuPenaltyAfter?: number;
}

/** One included technology's results. */
export interface TechnologyResults {
  fuelSavingsInMt: number;
  co2ReductionInMt: number;
  co2ReductionInPct: number;
  yearlyFuelCostSaving: number;
  totalInvestment?: number;
  pbtInYears?: number | null;
}

export type ReportSheetRow = ReportExportRow & { summary?: ReportResultsSummary };
export type IncludedTechnologySheetRow = IncludedTechnologyExportRow & { results?: TechnologyResults };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const labelOf = (labels: Record<number, string>, code: number | null) =>
  code === null ? null : (labels[code] ?? null);

export const column = <Row>(header: string, width: number, value: (row: Row) => ExportCell): ExportColumn<Row> => ({
  header,
  width,
  value,
});
/** Numbers with two decimals and thousands separators, as the screens show them. */
const twoDecimals = '#,##0.00';

/** A figure rounded to 2 decimals (a number, not text); null and undefined stay empty. */
const round2 = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100) / 100;

/** A calculated figure: stored rounded to 2 decimals and shown with them. */
export const resultColumn = <Row>(
  header: string,
  width: number,
  value: (row: Row) => number | null | undefined,
): ExportColumn<Row> => ({ header, width, value: (row) => round2(value(row)), numFmt: twoDecimals });

/** An amount as it was entered (full precision), shown with 2 decimals. */
const amountColumn = <Row>(
  header: string,
  width: number,
  value: (row: Row) => number | null | undefined,
): ExportColumn<Row> => ({ header, width, value, numFmt: twoDecimals });

const dateColumn = <Row>(header: string, value: (row: Row) => Date | null): ExportColumn<Row> => ({
  header,
  // 'dd/mm/yyyy hh:mm' and a little room after it.
  width: 18,
  value,
  date: true,
});

function stamps<Row extends { createdOn: Date; modifiedOn: Date }>(): ExportColumn<Row>[] {
  return [dateColumn('Created', (row) => row.createdOn), dateColumn('Modified', (row) => row.modifiedOn)];
}

/** The columns naming where a row belongs: customer, project, vessel. */
function vesselPlace<Row extends { customerName: string; projectName: string; vesselName: string }>() {
  return [
    column<Row>('Client', 30, (row) => row.customerName),
    column<Row>('Project', 25, (row) => row.projectName),
    column<Row>('Vessel', 25, (row) => row.vesselName),
  ];
}

export const customersSheet: ExportSheet<CustomerExportRow> = {
  name: 'Clients',
  columns: [
    column('ID', 8, (row) => row.id),
    column('Name', 35, (row) => row.name),
    column('Address', 35, (row) => row.address),
    column('Note', 35, (row) => row.note),
    ...stamps(),
  ],
};

export const contactsSheet: ExportSheet<ContactExportRow> = {
  name: 'Contacts',
  columns: [
    column('ID', 8, (row) => row.id),
    column('Client', 30, (row) => row.customerName),
    column('Name', 25, (row) => row.name),
    column('Title', 20, (row) => row.title),
    column('E-mail', 30, (row) => row.email),
    column('Phone', 18, (row) => row.phone),
    ...stamps(),
  ],
};

export const projectsSheet: ExportSheet<ProjectExportRow> = {
  name: 'Projects',
  columns: [
    column('ID', 8, (row) => row.id),
    column('Client', 30, (row) => row.customerName),
    column('Name', 25, (row) => row.name),
    column('Description', 40, (row) => row.description),
    ...stamps(),
  ],
};

export const vesselsSheet: ExportSheet<VesselExportRow> = {
  name: 'Vessels',
  columns: [
    column('ID', 8, (row) => row.id),
    column('Client', 30, (row) => row.customerName),
    column('Project', 25, (row) => row.projectName),
    column('Name', 25, (row) => row.name),
    column('Vessel type', 20, (row) => row.vesselTypeName),
    column('Status', 32, (row) => labelOf(vesselStatusLabels, row.status)),
    dateColumn('Status changed', (row) => row.statusChangedOn),
    ...stamps(),
  ],
};

/** A vessel's consumption row with where the vessel belongs and the fuel's price and CO2 constant on the vessel and on its project. */
export interface ConsumptionExportRow {
  id: number;
  customerName: string;
  projectName: string;
  vesselName: string;
  categoryName: string;
  typeName: string;
  annualConsumption: number;
  vesselPrice: number;
  vesselCo2ConversionConstant: number;
  projectPrice: number;
  projectCo2ConversionConstant: number;
}

export const consumptionSheet: ExportSheet<ConsumptionExportRow> = {
  name: 'Vessel consumption',
  columns: [
    column('ID', 8, (row) => row.id),
    ...vesselPlace<ConsumptionExportRow>(),
    column('Consumption category', 25, (row) => row.categoryName),
    column('Fuel type', 20, (row) => row.typeName),
    amountColumn('Annual consumption (MT)', 14, (row) => row.annualConsumption),
    amountColumn('Vessel price (USD per MT)', 14, (row) => row.vesselPrice),
    column('Vessel CO2 conversion (per MT fuel)', 14, (row) => row.vesselCo2ConversionConstant),
    amountColumn('Project price (USD per MT)', 14, (row) => row.projectPrice),
    column('Project CO2 conversion (per MT fuel)', 14, (row) => row.projectCo2ConversionConstant),
  ],
};

export const questionnairesSheet: ExportSheet<QuestionnaireItemExportRow> = {
  name: 'Questionnaires',
  columns: [
    column('Item ID', 8, (row) => row.id),
    ...vesselPlace<QuestionnaireItemExportRow>(),
    column('Questionnaire status', 14, (row) => labelOf(formStatusLabels, row.status)),
    column('Section', 25, (row) => row.sectionTitle),
    column('Request', 40, (row) => row.title),
    column('Value', 30, (row) => row.value),
    column('Example', 25, (row) => row.valueExample),
    column('Hidden from the client', 10, (row) => yesNo(row.hide)),
    column('Mapped to', 20, (row) => row.mappedTo),
  ],
};

export const particularsSheet: ExportSheet<ParticularsItemExportRow> = {
  name: 'Particulars',
  columns: [
    column('Item ID', 8, (row) => row.id),
    ...vesselPlace<ParticularsItemExportRow>(),
    column('Particulars status', 14, (row) => labelOf(formStatusLabels, row.status)),
    column('Title', 25, (row) => row.title),
    column('Request', 40, (row) => row.requestText),
    column('Response', 40, (row) => row.responseText),
    column('Files', 30, (row) => row.fileNames),
  ],
};

export const reportsSheet: ExportSheet<ReportSheetRow> = {
  name: 'Reports',
  columns: [
    column('ID', 8, (row) => row.id),
    ...vesselPlace<ReportSheetRow>(),
    column('Type', 22, (row) => labelOf(reportTypeLabels, row.type)),
    column('Name', 30, (row) => row.name),
    column('Status', 12, (row) => labelOf(reportStatusLabels, row.status)),
    column('Based on', 30, (row) => row.basedOnName),
    column('Internal contact', 25, (row) => row.contactName),
    amountColumn('Regulatory impact: % in EU', 12, (row) => row.pctInEu),
    amountColumn('Regulatory impact: carbon rate (EUR per t CO2)', 14, (row) => row.carbonRate),
    column('Regulatory impact: USD per EUR', 10, (row) => row.usdPerEur),
    column('Regulatory impact: start year', 10, (row) => row.startYear),
    column('Regulatory impact: number of years', 10, (row) => row.numberOfYears),
    column('Regulatory impact: description', 30, (row) => row.regulatoryDescription),
    column('Results', 30, (row) => row.summary?.results),
    column('Njord Score (of 100)', 8, (row) => row.summary?.score),
    resultColumn('Fuel before (MT per year)', 14, (row) => row.summary?.baselineFuelInMt),
    resultColumn('CO2 before (t per year)', 14, (row) => row.summary?.baselineCo2InMt),
    resultColumn('Fuel savings (MT per year)', 14, (row) => row.summary?.fuelSavingsInMt),
    resultColumn('CO2 reduction (t per year)', 14, (row) => row.summary?.co2ReductionInMt),
    resultColumn('CO2 reduction (%)', 10, (row) => row.summary?.co2ReductionInPct),
    resultColumn('Total investment (USD)', 14, (row) => row.summary?.totalInvestment),
    resultColumn('Yearly fuel cost saving (USD per year)', 14, (row) => row.summary?.yearlyFuelCostSaving),
    resultColumn('Payback time (years)', 10, (row) => row.summary?.pbtInYears),
    resultColumn('FuelEU penalty before (EUR)', 14, (row) => row.summary?.fuelEuPenaltyBefore),
    resultColumn('FuelEU penalty after (EUR)', 14, (row) => row.summary?.fuelEuPenaltyAfter),
    dateColumn('Status changed', (row) => row.statusChangedOn),
    ...stamps(),
  ],
};

export const includedTechnologiesSheet: ExportSheet<IncludedTechnologySheetRow> = {
  name: 'Included technologies',
  columns: [
    column('ID', 8, (row) => row.id),
    column('Report ID', 8, (row) => row.reportId),
    column('Report', 30, (row) => row.reportName),
    column('Vessel', 25, (row) => row.vesselName),
    column('Technology', 30, (row) => row.technologyName),
    amountColumn('Savings (%)', 10, (row) => row.calcSavings),
    amountColumn('Confidence interval (%)', 11, (row) => row.calcConfidenceInterval),
    amountColumn('Equipment cost (USD)', 12, (row) => row.calcEquipmentCost),
    amountColumn('Installation cost (USD)', 12, (row) => row.calcInstallationCost),
    amountColumn('Operation cost (USD per year)', 12, (row) => row.calcOperationCost),
    column('Maker', 20, (row) => row.makerName),
    column('Supplier', 20, (row) => row.supplierName),
    column('Potential for the vessel', 30, (row) => row.potentialForVessel),
    column('In the screening report', 10, (row) =>
      row.reportType === 1 ? yesNo(row.isIncludedInScreeningReport) : null,
    ),
    resultColumn('Fuel savings (MT per year)', 14, (row) => row.results?.fuelSavingsInMt),
    resultColumn('CO2 reduction (t per year)', 14, (row) => row.results?.co2ReductionInMt),
    resultColumn('CO2 reduction (%)', 10, (row) => row.results?.co2ReductionInPct),
    resultColumn('Yearly fuel cost saving (USD per year)', 14, (row) => row.results?.yearlyFuelCostSaving),
    resultColumn('Total investment (USD)', 14, (row) => row.results?.totalInvestment),
    resultColumn('Payback time (years)', 10, (row) => row.results?.pbtInYears),
  ],
};

export const technologiesSheet: ExportSheet<TechnologyExportRow> = {
  name: 'Technologies',
  columns: [
    column('ID', 8, (row) => row.id),
    column('Name', 30, (row) => row.name),
    column('Short name', 15, (row) => row.shortName),
    column('Savings category', 20, (row) => row.savingsCategoryName),
    column('Savings potential', 15, (row) => row.savingsPotential),
    column('Savings range', 12, (row) => row.savingsRange),
    column('Cost range', 12, (row) => row.costRange),
    column('Lead time', 12, (row) => row.leadTime),
    amountColumn('Savings (%)', 10, (row) => row.calcSavings),
    amountColumn('Confidence interval (%)', 11, (row) => row.calcConfidenceInterval),
    amountColumn('Equipment cost (USD)', 12, (row) => row.calcEquipmentCost),
    amountColumn('Installation cost (USD)', 12, (row) => row.calcInstallationCost),
    amountColumn('Operation cost (USD per year)', 12, (row) => row.calcOperationCost),
    column('Maturity level', 10, (row) => row.technologyMaturityLevel),
    column('Consumption categories', 35, (row) => row.consumptionCategoryNames),
    ...stamps(),
  ],
};

/** One changed field of a history entry (an entry without fields, such as an archive, is one row). */
export type HistorySheetRow = Omit<HistoryEntryExportRow, 'changes'> & {
  field: string | null;
  before: ExportCell;
  after: ExportCell;
};

/** A page of history entries as rows of the History sheet: one per changed field. */
export function historySheetRows(entries: HistoryEntryExportRow[]): HistorySheetRow[] {
  return entries.flatMap(({ changes, ...entry }): HistorySheetRow[] =>
    changes.length === 0
      ? [{ ...entry, field: null, before: null, after: null }]
      : changes.map((change) => ({ ...entry, ...change })),
  );
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const historySheet: ExportSheet<HistorySheetRow> = {
  // Excel reserves the name 'History' for its own change tracking.
  name: 'Change history',
  columns: [
    column('Entry', 8, (row) => row.id),
    dateColumn('At', (row) => row.at),
    column('By', 22, (row) => row.actor),
    column('Action', 10, (row) => capitalised(row.action)),
    column('Record', 14, (row) => historyRecordTypeWords[row.recordType as HistoryRecordType] ?? row.recordType),
    column('Record ID', 10, (row) => row.recordId),
    column('Field', 25, (row) => row.field),
    // The widest, for the values themselves: long texts wrap within them.
    column('Before', 40, (row) => row.before),
    column('After', 40, (row) => row.after),
  ],
};
