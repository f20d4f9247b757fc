import type { CalculatedResultsResponse } from '@backoffice/contracts';
import {
  type CategoryTechnologyOrder,
  type CiiVesselInput,
  calculateReportResults,
  ciiShipTypeFromName,
  type IncludedTechnology as EngineTechnology,
  type ReportCalculationInput,
  type ReportResults,
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
  type CiiKind,
  calculationFieldsOf,
  categoryOrderRowsOf,
  ciiItemsOf,
  consumptionRowsOf,
} from './report-calculation.queries.ts';

/**
 * A number written in a questionnaire answer: '81,000 DWT' → 81000, '4 500 nm' → 4500, '12.5' → 12.5;
 * null when there is none.
 */
export function numberIn(text: string | null | undefined): number | null {
  if (!text) return null;
  const compact = text.replace(/(\d)[\s,'](?=\d{3}\b)/g, '$1');
  const match = /-?\d+(?:\.\d+)?/.exec(compact);
  if (!match) return null;
  const value = Number(match[0]);
  return Number.isFinite(value) ? value : null;
}

function ciiInput(items: { kind: string | null; value: string | null }[], vesselTypeName: string): CiiVesselInput {
  const first = new Map<CiiKind, string>();
  for (const item of items) {
    const value = item.value?.trim();
    if (value && !first.has(item.kind as CiiKind)) first.set(item.kind as CiiKind, value);
  }
  return {
    // The questionnaire's answer names the type for the IMO; the vessel's own type when it is empty or unknown.
    shipType: ciiShipTypeFromName(first.get('vesselType')) ?? ciiShipTypeFromName(vesselTypeName),
    deadweight: numberIn(first.get('deadweight')),
    grossTonnage: numberIn(first.get('grossTonnage')),
    annualDistanceNm: numberIn(first.get('totalAnnualDistance')),
  };
}

/** An included technology as the engine takes it: the report's values, the snapshot's categories. */
export function engineTechnology(row: IncludedRow): EngineTechnology {
  return {
    technology: { id: row.technologyId, name: row.snapshot.name },
    savingsCategory: savingsCategoryOf(row.snapshot),
    consumptionCategories: row.snapshot.consumptionCategories.map((c) => ({ id: c.id, name: c.name })),
    savingsPct: row.calcSavings,
    fixedSavings: row.fixedSavings.map((f) => ({
      consumptionCategory: f.consumptionCategory,
      consumptionType: f.consumptionType,
      fixedSavingsInMt: f.fixedCalcSavingsInMt,
    })),
    equipmentCost: row.calcEquipmentCost,
    installationCost: row.calcInstallationCost,
    operationCost: row.calcOperationCost,
    confidenceInterval: row.calcConfidenceInterval,
  };
}

function categoryOrders(rows: Awaited<ReturnType<typeof categoryOrderRowsOf>>): CategoryTechnologyOrder[] {
  const orders = new Map<number, CategoryTechnologyOrder>();
  for (const row of rows) {
    let order = orders.get(row.categoryId);
    if (!order) {
      order = { consumptionCategory: { id: row.categoryId, name: row.categoryName }, technologies: [] };
      orders.set(row.categoryId, order);
    }
    order.technologies.push({
      technology: { id: row.technologyId, name: row.technologyName },
      calculationSequence: row.calculationSequence,
    });
  }
  return [...orders.values()];
}

/**
 * Everything the engine needs for the report, in five queries whatever the report's size (the
 * included technologies are passed in, read by the caller): consumption rows, vessel rates,
 * category orders, regulatory fields with the vessel type, CII items.
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
    () => ciiItemsOf(db, report.vesselId),
  ]);
  return {
    consumptionRows: consumption.map((row) => ({
      consumptionCategory: { id: row.categoryId, name: row.categoryName },
      consumptionType: { id: row.typeId, name: row.typeName },
      annualConsumptionInMt: row.annualConsumption,
    })),
    consumptionRates: rates.map((rate) => ({
      consumptionType: { id: rate.consumptionTypeId, name: rate.consumptionTypeName },
      pricePerMt: rate.price,
      co2ConversionConstant: rate.co2ConversionConstant,
    })),
    includedTechnologies: included.map(engineTechnology),
    categoryOrders: categoryOrders(orders),
    regulatoryImpact: fields && {
      pctInEu: fields.pctInEu,
      carbonRate: fields.carbonRate,
      startYear: fields.startYear,
      numberOfYears: fields.numberOfYears,
      usdPerEur: fields.usdPerEur,
    },
    cii: ciiInput(items, fields?.vesselTypeName ?? ''),
  };
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
