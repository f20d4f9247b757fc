import type { CalculatedResultsResponse } from '@backoffice/contracts';
import {
  calculateReportResults,
  type IncludedTechnologyData,
  type ReportCalculationInput,
  type ReportResults,
  reportCalculationInput,
} from '@backoffice/engine';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { listVesselRates } from '../vessels/index.ts';
import { savingsCategoryOf } from './included-technologies.dto.ts';
import type { IncludedRow } from './included-technologies.queries.ts';
import { listIncludedRows } from './included-technologies.queries.ts';
import type { ReportAccessRow } from './report-access.queries.ts';
import { requireReport } from './report-access.service.ts';
import {
  calculationFieldsOf,
  categoryOrderRowsOf,
  consumptionRowsOf,
  outlookItemsOf,
} from './report-calculation.queries.ts';

/** An included technology with the report's values and its snapshot's technology and categories. */
function technologyData(row: IncludedRow): IncludedTechnologyData {
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
  };
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
    () => consumptionRowsOf(db, report.vesselId),
    () => listVesselRates(db, report.vesselId),
    () => categoryOrderRowsOf(db, report.id),
    () => calculationFieldsOf(db, report.id),
    () => outlookItemsOf(db, report.vesselId),
  ]);
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
