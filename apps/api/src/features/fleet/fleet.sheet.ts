import { type FleetFigures, type FleetResponse, formatNumber, vesselStatusLabels } from '@backoffice/contracts';
import { column, createExportWorkbook, type ExportSheet, resultColumn } from '../exports/index.ts';

/** A line of the fleet sheet: a vessel, the totals or the pool. */
interface FleetSheetRow {
  vessel: string;
  project: string | null;
  report: string | null;
  status: string | null;
  figures: Partial<FleetFigures>;
  njordScore: number | null;
  ciiRatingBefore: string | null;
  ciiRatingAfter: string | null;
  note: string | null;
}

const figure = (header: string, key: keyof FleetFigures) =>
  resultColumn<FleetSheetRow>(header, 16, (row) => row.figures[key]);

/** The table of the fleet screen, each header with its unit and currency. */
function fleetSheet(year: number): ExportSheet<FleetSheetRow> {
  return {
    name: 'Fleet',
    columns: [
      column('Vessel', 28, (row) => row.vessel),
      column('Project', 22, (row) => row.project),
      column('Report', 24, (row) => row.report),
      column('Report status', 22, (row) => row.status),
      figure('Baseline fuel (MT/year)', 'baselineFuelInMt'),
      figure('Baseline CO2 (t/year)', 'baselineCo2InMt'),
      figure('Fuel savings (MT/year)', 'fuelSavingsInMt'),
      figure('CO2 reduction (t/year)', 'co2ReductionInMt'),
      figure('CO2 reduction (%)', 'co2ReductionInPct'),
      figure('Investment (USD)', 'totalInvestment'),
      figure('Yearly fuel cost saving (USD/year)', 'yearlyFuelCostSaving'),
      figure('Payback (years)', 'pbtInYears'),
      column('Njord score (0–100)', 12, (row) => row.njordScore),
      column(`CII rating ${year} before`, 12, (row) => row.ciiRatingBefore),
      column(`CII rating ${year} after`, 12, (row) => row.ciiRatingAfter),
      figure(`ETS cost ${year} before (EUR)`, 'etsCostBefore'),
      figure(`ETS cost ${year} after (EUR)`, 'etsCostAfter'),
      figure(`FuelEU penalty ${year} before (EUR)`, 'fuelEuPenaltyBefore'),
      figure(`FuelEU penalty ${year} after (EUR)`, 'fuelEuPenaltyAfter'),
      column('Missing / note', 40, (row) => row.note),
    ],
  };
}

const blank = {
  project: null,
  report: null,
  status: null,
  njordScore: null,
  ciiRatingBefore: null,
  ciiRatingAfter: null,
};

/** The rows of the sheet: the vessels, the totals and, when there is one, the pool. */
function sheetRows(fleet: FleetResponse): FleetSheetRow[] {
  const vessels = fleet.vessels.map(
    (v): FleetSheetRow => ({
      vessel: v.vessel.name,
      project: v.project.name,
      report: v.report?.name ?? null,
      status: v.report ? (vesselStatusLabels[v.report.status] ?? null) : null,
      figures: v,
      njordScore: v.njordScore,
      ciiRatingBefore: v.ciiRatingBefore,
      ciiRatingAfter: v.ciiRatingAfter,
      note: v.missing.length > 0 ? v.missing.join(', ') : null,
    }),
  );
  const totals: FleetSheetRow = { ...blank, vessel: 'Total', figures: fleet.totals, note: null };
  const { pool } = fleet;
  if (!pool) return [...vessels, totals];
  const pooled: FleetSheetRow = {
    ...blank,
    vessel: 'If pooled (FuelEU Maritime Article 21)',
    figures: { fuelEuPenaltyBefore: pool.penaltyBefore, fuelEuPenaltyAfter: pool.penaltyAfter },
    note:
      `Compliance balance ${pool.year}: ${formatNumber(pool.complianceBalanceBefore)} t CO2e before, ` +
      `${formatNumber(pool.complianceBalanceAfter)} t CO2e after`,
  };
  return [...vessels, totals, pooled];
}

/** The fleet as an xlsx workbook of one sheet. */
export async function fleetXlsx(fleet: FleetResponse): Promise<Buffer> {
  const workbook = createExportWorkbook();
  const sheet = workbook.add(fleetSheet(fleet.year));
  sheet.write(sheetRows(fleet));
  sheet.end();
  return workbook.finish();
}
