import type { CalculatedResultsResponse } from '@backoffice/contracts';
import {
  calculateReportResults,
  type FuelKind,
  type IncludedTechnologyData,
  type ReportCalculationInput,
  type ReportResults,
  reportCalculationInput,
} from '@backoffice/engine';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { groupBy } from '../../lib/group-by.ts';
import { listVesselRates, listVesselRatesForVessels, vesselConsumptionRows } from '../vessels/index.ts';
import { savingsCategoryOf } from './included-technologies.dto.ts';
import type { IncludedRow } from './included-technologies.queries.ts';
import { includedForCalculationOfReports, listIncludedRows } from './included-technologies.queries.ts';
import type { ReportAccessRow } from './report-access.queries.ts';
import { requireReport } from './report-access.service.ts';
import {
  calculationFieldsForReports,
  calculationFieldsOf,
  categoryOrderRowsForReports,
  categoryOrderRowsOf,
  outlookItemsForVessels,
  outlookItemsOf,
} from './report-calculation.queries.ts';

/** What the calculation reads of an included technology (listIncludedRows' rows hold it). */
type IncludedForCalculation = Pick<
  IncludedRow,
  | 'technologyId'
  | 'calcSavings'
  | 'calcConfidenceInterval'
  | 'calcEquipmentCost'
  | 'calcInstallationCost'
  | 'calcOperationCost'
  | 'fixedSavings'
  | 'windAssisted'
  | 'windPowerKw'
  | 'serviceLifeYears'
> & { snapshot: Pick<IncludedRow['snapshot'], 'name' | 'savingsCategory' | 'consumptionCategories'> };

/** An included technology with the report's values and its snapshot's technology and categories. */
function technologyData(row: IncludedForCalculation): IncludedTechnologyData {
  return {
    technology: { id: row.technologyId, name: row.snapshot.name },
    savingsCategory: savingsCategoryOf(row.snapshot),
    consumptionCategories: row.snapshot.consumptionCategories,
    calcSavings: row.calcSavings,
    calcConfidenceInterval: row.calcConfidenceInterval,
    calcEquipmentCost: row.calcEquipmentCost,
    calcInstallationCost: row.calcInstallationCost,
    calcOperationCost: row.calcOperationCost,
    fixedSavings: row.fixedSavings,
    windAssisted: row.windAssisted,
    windPowerKw: row.windPowerKw,
    serviceLifeYears: row.serviceLifeYears,
  };
}

/** The columns of the consumption rows the engine's input is built from, each row naming its vessel. */
const consumptionColumns = [
  'categoryId',
  'categoryName',
  'typeId',
  'typeName',
  'annualConsumption',
  'vesselId',
] as const;

/** What a report's engine input is built from, as the calculation's queries read it. */
interface CalculationParts {
  consumption: {
    categoryId: number;
    categoryName: string;
    typeId: number;
    typeName: string;
    annualConsumption: number;
  }[];
  rates: {
    consumptionTypeId: number;
    consumptionTypeName: string;
    consumptionTypeFuelKind: FuelKind | null;
    price: number;
    co2ConversionConstant: number;
  }[];
  included: IncludedForCalculation[];
  orders: {
    categoryId: number;
    categoryName: string;
    technologyId: number;
    technologyName: string;
    calculationSequence: number;
  }[];
  fields: {
    pctInEu: number | null;
    carbonRate: number | null;
    startYear: number | null;
    numberOfYears: number | null;
    usdPerEur: number;
    vesselTypeName: string;
  } | null;
  items: { kind: string | null; value: string | null }[];
}

/** The engine's input from the rows read for one report. */
function inputOf({ consumption, rates, included, orders, fields, items }: CalculationParts): ReportCalculationInput {
  return reportCalculationInput({
    consumptionRows: consumption.map((row) => ({
      consumptionCategory: { id: row.categoryId, name: row.categoryName },
      consumptionType: { id: row.typeId, name: row.typeName },
      annualConsumption: row.annualConsumption,
    })),
    consumptionRates: rates.map((rate) => ({
      consumptionType: { id: rate.consumptionTypeId, name: rate.consumptionTypeName },
      price: rate.price,
      co2ConversionConstant: rate.co2ConversionConstant,
      fuelKind: rate.consumptionTypeFuelKind,
    })),
    includedTechnologies: included.map(technologyData),
    categoryListEntries: orders.map((row) => ({
      consumptionCategory: { id: row.categoryId, name: row.categoryName },
      technology: { id: row.technologyId, name: row.technologyName },
      calculationSequence: row.calculationSequence,
    })),
    regulatoryImpact: fields && {
      pctInEu: fields.pctInEu,
      carbonRate: fields.carbonRate,
      startYear: fields.startYear,
      numberOfYears: fields.numberOfYears,
      usdPerEur: fields.usdPerEur,
    },
    questionnaireAnswers: items.map((item) => ({ mappedTo: item.kind, value: item.value })),
    vesselTypeName: fields?.vesselTypeName ?? '',
  });
}

/**
 * Everything the engine needs for the report, in five queries whatever the report's size (the
 * included technologies are passed in, read by the caller): consumption rows, vessel rates,
 * category orders, regulatory fields with the vessel type, the CII and MCR items.
 */
export async function calculationInput(
  db: Db,
  report: ReportAccessRow,
  included: IncludedRow[],
): Promise<ReportCalculationInput> {
  const [consumption, rates, orders, fields, items] = await readAll(db, [
    () => vesselConsumptionRows(db, [report.vesselId], consumptionColumns),
    () => listVesselRates(db, report.vesselId),
    () => categoryOrderRowsOf(db, report.id),
    () => calculationFieldsOf(db, report.id),
    () => outlookItemsOf(db, report.vesselId),
  ]);
  return inputOf({ consumption, rates, included, orders, fields, items });
}

/**
 * The engine's input of each of these reports (of different vessels, or not), by report id: the same
 * input as calculationInput's, read in six queries whatever the number of reports (a client's fleet).
 */
export async function calculationInputsForReports(
  db: Db,
  reports: readonly { id: number; vesselId: number }[],
): Promise<Map<number, ReportCalculationInput>> {
  if (reports.length === 0) return new Map();
  const reportIds = reports.map((report) => report.id);
  const vesselIds = [...new Set(reports.map((report) => report.vesselId))];
  const [included, consumption, rates, orders, fields, items] = await readAll(db, [
    () => includedForCalculationOfReports(db, reportIds),
    () => vesselConsumptionRows(db, vesselIds, consumptionColumns),
    () => listVesselRatesForVessels(db, vesselIds),
    () => categoryOrderRowsForReports(db, reportIds),
    () => calculationFieldsForReports(db, reportIds),
    () => outlookItemsForVessels(db, vesselIds),
  ]);
  const byReport = <Row extends { reportId: number }>(rows: readonly Row[]) => groupBy(rows, (row) => row.reportId);
  const byVessel = <Row extends { vesselId: number }>(rows: readonly Row[]) => groupBy(rows, (row) => row.vesselId);
  const [includedOf, fieldsOf] = [byReport(included), byReport(fields)];
  const [consumptionOf, ratesOf, itemsOf] = [byVessel(consumption), byVessel(rates), byVessel(items)];
  return new Map(
    reports.map((report) => {
      const reportIncluded = includedOf.get(report.id) ?? [];
      const technologyIds = new Set(reportIncluded.map((row) => row.technologyId));
      return [
        report.id,
        inputOf({
          consumption: consumptionOf.get(report.vesselId) ?? [],
          rates: ratesOf.get(report.vesselId) ?? [],
          included: reportIncluded,
          // The rows of its own technologies, in the same order as categoryOrderRowsOf's.
          orders: orders.filter((row) => technologyIds.has(row.technologyId)),
          fields: fieldsOf.get(report.id)?.[0] ?? null,
          items: itemsOf.get(report.vesselId) ?? [],
        }),
      ];
    }),
  );
}

/** The engine's results for the report with these included technologies. */
export async function resultsOf(db: Db, report: ReportAccessRow, included: IncludedRow[]): Promise<ReportResults> {
  if (included.length === 0)
    return calculateReportResults({
      consumptionRows: [],
      consumptionRates: [],
      includedTechnologies: [],
      categoryOrders: [],
    });
  return calculateReportResults(await calculationInput(db, report, included));
}

/** GET reports/{id}/calculated-results. */
export async function calculatedResults(db: Db, reportId: number): Promise<CalculatedResultsResponse> {
  const report = await requireReport(db, reportId);
  return resultsOf(db, report, await listIncludedRows(db, report.id));
}

/** Each included technology's fuel saving in MT (the engine's), by technology id; empty when results cannot be calculated. */
export function fuelSavingsByTechnology(results: ReportResults): Map<number, number> {
  if (!results.canCalculate) return new Map();
  return new Map(results.technologyTotals.map((total) => [total.technology.id, total.fuelSavingsInMt]));
}

/** The fuel savings of a report's technologies, by technology id (a solution design's base report). */
export async function reportFuelSavings(db: Db, reportId: number): Promise<Map<number, number>> {
  const report = await requireReport(db, reportId);
  return fuelSavingsByTechnology(await resultsOf(db, report, await listIncludedRows(db, report.id)));
}
