import { type FleetFigures, type FleetResponse, type FleetVessel, noFleetFigures } from '@backoffice/contracts';
import {
  type CiiMissingInput,
  type CiiRating,
  calculateVesselFigures,
  fuelEuPool,
  macCurve,
  paybackYears,
  type ReportCalculationInput,
  type VesselFigures,
} from '@backoffice/engine';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findVisibleCustomer } from '../customers/index.ts';
import { calculationInputsForReports } from '../reports/index.ts';
import {
  activeVesselsOfCustomer,
  type FleetVesselRow,
  type ReportOfRecordRow,
  reportsOfRecord,
} from './fleet.queries.ts';
import { fleetXlsx } from './fleet.sheet.ts';

/** The CII particulars a vessel lacks, in words. */
const ciiMissingWords: Record<CiiMissingInput, string> = {
  vesselType: 'no vessel type for CII',
  deadweight: 'no deadweight for CII',
  grossTonnage: 'no gross tonnage for CII',
  deadweightOrGrossTonnage: 'no deadweight or gross tonnage for CII',
  totalAnnualDistance: 'no annual distance for CII',
};

/** A vessel's balance, intensity and energy in scope of one year, as the pool takes it. */
type FuelEuPoolMember = Parameters<typeof fuelEuPool>[0][number];

type MacPoint = FleetResponse['macCurve'][number];

/** A fleet row with what the totals, the pool and the curve take from its results. */
interface FleetEntry {
  row: FleetVessel;
  /** USD per year: the operation cost of the package, for the totals' payback. */
  yearlyCost: number | null;
  pool: { before: FuelEuPoolMember; after: FuelEuPoolMember } | null;
  macCurve: Omit<MacPoint, 'cumulativeCo2StartInMt'>[];
}

/**
 * The input of the current year: the report's regulatory impact with its years set to this one only,
 * so the ETS cost, the FuelEU penalty (no earlier deficit years) and the CII rating are this year's.
 */
function inCurrentYear(input: ReportCalculationInput, year: number): ReportCalculationInput {
  const reg = input.regulatoryImpact;
  return {
    ...input,
    regulatoryImpact: {
      pctInEu: reg?.pctInEu ?? null,
      carbonRate: reg?.carbonRate ?? null,
      discountRatePct: reg?.discountRatePct ?? null,
      usdPerEur: reg?.usdPerEur ?? null,
      startYear: year,
      numberOfYears: 1,
    },
  };
}

/** The report's own MAC curve (over its own horizon, which the current year's run does not keep), each bar naming the vessel. */
function macPointsOf(
  results: Extract<VesselFigures, { canCalculate: true }>,
  input: ReportCalculationInput,
  vessel: { id: number; name: string },
): FleetEntry['macCurve'] {
  return macCurve(input.includedTechnologies, results.technologyTotals, input.regulatoryImpact).map((point) => ({
    technology: point.technology,
    vessel,
    costPerTonneCo2: point.costPerTonneCo2,
    co2ReductionInMt: point.co2ReductionInMt,
  }));
}

/** What keeps a report's figures away, in words, when the engine cannot calculate it. */
function cannotCalculateWords(input: ReportCalculationInput): string[] {
  const missing: string[] = [];
  if (input.consumptionRows.length === 0) missing.push('no consumption rows');
  if (input.includedTechnologies.length === 0) missing.push('no included technologies');
  return missing;
}

function regulatoryMissingWords(input: ReportCalculationInput): string[] {
  const reg = input.regulatoryImpact;
  if (reg?.pctInEu === null || reg?.pctInEu === undefined) return ['no regulatory impact for ETS and FuelEU'];
  if (reg.carbonRate === null || reg.carbonRate === undefined) return ['no carbon rate for ETS'];
  return [];
}

/** The fleet row of a vessel with its report of record and that report's engine input. */
function entryOf(
  vessel: FleetVesselRow,
  report: ReportOfRecordRow | undefined,
  input: ReportCalculationInput | undefined,
  year: number,
): FleetEntry {
  const base = {
    vessel: { id: vessel.id, name: vessel.name },
    project: { id: vessel.projectId, name: vessel.projectName },
    report: report ? { id: report.id, name: report.name, type: report.type, status: report.status } : null,
  };
  const empty = { ...base, ...noFleetFigures, njordScore: null, ciiRatingBefore: null, ciiRatingAfter: null };
  if (!report || !input)
    return { row: { ...empty, missing: ['no report'] }, yearlyCost: null, pool: null, macCurve: [] };
  const results = calculateVesselFigures(inCurrentYear(input, year));
  if (!results.canCalculate)
    return { row: { ...empty, missing: cannotCalculateWords(input) }, yearlyCost: null, pool: null, macCurve: [] };

  const ets = results.etsOutlook?.years[0];
  const fuelEu = results.fuelEuOutlook?.years[0];
  const cii = results.ciiOutlook?.years.find((y) => y.year === year);
  const missing = [...results.ciiMissing.map((input) => ciiMissingWords[input]), ...regulatoryMissingWords(input)];
  if (results.ciiOutlook && !cii) missing.push(`no CII rating for ${year}`);
  const rating = (value: CiiRating | undefined) => value ?? null;
  const savings = results.calcTechnologiesSavings;
  const finances = results.calcFinances;
  return {
    row: {
      ...base,
      baselineFuelInMt: results.baseline.fuelInMt,
      baselineCo2InMt: results.baseline.co2InMt,
      fuelSavingsInMt: savings.totalFuelSavings,
      co2ReductionInMt: savings.totalCo2ReductionInMt,
      co2ReductionInPct: savings.totalCo2ReductionInPct,
      totalInvestment: finances.totalInvestment,
      yearlyFuelCostSaving: finances.totalYearlyFuelCostSaving,
      pbtInYears: finances.pbtInYears,
      etsCostBefore: ets?.costBefore ?? null,
      etsCostAfter: ets?.costAfter ?? null,
      fuelEuPenaltyBefore: fuelEu?.penaltyBefore ?? null,
      fuelEuPenaltyAfter: fuelEu?.penaltyAfter ?? null,
      njordScore: results.calcNjordScore,
      ciiRatingBefore: rating(cii?.ratingBefore),
      ciiRatingAfter: rating(cii?.ratingAfter),
      missing,
    },
    yearlyCost: finances.yearlyCost,
    pool: fuelEu
      ? {
          before: {
            complianceBalance: fuelEu.complianceBalanceBefore,
            intensity: fuelEu.intensityBefore,
            energyInScope: fuelEu.energyInScopeBefore,
          },
          after: {
            complianceBalance: fuelEu.complianceBalanceAfter,
            intensity: fuelEu.intensityAfter,
            energyInScope: fuelEu.energyInScopeAfter,
          },
        }
      : null,
    macCurve: macPointsOf(results, input, base.vessel),
  };
}

/** The sum of the values that are there; null when none is. */
function sumOf(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : present.reduce((sum, value) => sum + value, 0);
}

/** Sums of the rows that have each figure; the CO2 % and the payback of the sums, as the engine's totals. */
function totalsOf(entries: readonly FleetEntry[]): FleetFigures {
  const total = (key: keyof FleetFigures) => sumOf(entries.map((entry) => entry.row[key]));
  const baselineCo2InMt = total('baselineCo2InMt');
  const co2ReductionInMt = total('co2ReductionInMt');
  const totalInvestment = total('totalInvestment');
  const yearlyFuelCostSaving = total('yearlyFuelCostSaving');
  const yearlyCost = sumOf(entries.map((entry) => entry.yearlyCost)) ?? 0;
  return {
    baselineFuelInMt: total('baselineFuelInMt'),
    baselineCo2InMt,
    fuelSavingsInMt: total('fuelSavingsInMt'),
    co2ReductionInMt,
    co2ReductionInPct: baselineCo2InMt && co2ReductionInMt !== null ? (co2ReductionInMt / baselineCo2InMt) * 100 : null,
    totalInvestment,
    yearlyFuelCostSaving,
    pbtInYears:
      totalInvestment === null || yearlyFuelCostSaving === null
        ? null
        : paybackYears(totalInvestment, yearlyFuelCostSaving - yearlyCost),
    etsCostBefore: total('etsCostBefore'),
    etsCostAfter: total('etsCostAfter'),
    fuelEuPenaltyBefore: total('fuelEuPenaltyBefore'),
    fuelEuPenaltyAfter: total('fuelEuPenaltyAfter'),
  };
}

/** FuelEU pooling (Article 21) of the vessels with a FuelEU figure in the year, before and after. */
function poolOf(entries: readonly FleetEntry[], year: number): FleetResponse['pool'] {
  const members = entries.flatMap((entry) => (entry.pool ? [entry.pool] : []));
  if (members.length === 0) return null;
  const before = fuelEuPool(members.map((member) => member.before));
  const after = fuelEuPool(members.map((member) => member.after));
  return {
    year,
    complianceBalanceBefore: before.complianceBalance,
    complianceBalanceAfter: after.complianceBalance,
    penaltyBefore: before.penalty,
    penaltyAfter: after.penalty,
  };
}

const englishCollator = new Intl.Collator('en');

/** Every report's points on one curve, cheapest first; each bar starts where the earlier ones end. */
function fleetMacCurve(entries: readonly FleetEntry[]): FleetResponse['macCurve'] {
  const points = entries.flatMap((entry) => entry.macCurve);
  points.sort(
    (a, b) =>
      a.costPerTonneCo2 - b.costPerTonneCo2 ||
      englishCollator.compare(a.technology.name, b.technology.name) ||
      englishCollator.compare(a.vessel.name, b.vessel.name) ||
      a.vessel.id - b.vessel.id ||
      a.technology.id - b.technology.id,
  );
  let start = 0;
  return points.map((point) => {
    const placed = { ...point, cumulativeCo2StartInMt: start };
    start += point.co2ReductionInMt;
    return placed;
  });
}

/** The visible client, else 404 as the customer routes answer. */
async function requireCustomer(db: Db, customerId: number) {
  const customer = await findVisibleCustomer(db, customerId);
  if (!customer) throw notFound('Customer');
  return customer;
}

/** The fleet of the client in the year, from its vessels and their reports of record. */
async function fleetOfCustomer(db: Db, customerId: number, year: number): Promise<FleetResponse> {
  const vessels = await activeVesselsOfCustomer(db, customerId);
  const records =
    vessels.length > 0
      ? await reportsOfRecord(
          db,
          vessels.map((vessel) => vessel.id),
        )
      : [];
  const inputs = await calculationInputsForReports(db, records);
  const recordOf = new Map(records.map((report) => [report.vesselId, report]));
  const entries = vessels.map((vessel) => {
    const report = recordOf.get(vessel.id);
    return entryOf(vessel, report, report && inputs.get(report.id), year);
  });
  return {
    year,
    vessels: entries.map((entry) => entry.row),
    totals: totalsOf(entries),
    pool: poolOf(entries, year),
    macCurve: fleetMacCurve(entries),
  };
}

/** The clock's year, unless a test gives one. */
const currentYear = () => new Date().getUTCFullYear();

/**
 * GET customers/{id}/fleet: one row per active vessel of a visible client with its report of record's
 * results in the year, the totals, the FuelEU pool and the fleet's MAC curve. Set-based: the vessels,
 * their reports of record and the engine inputs of them all in eleven queries whatever the fleet's size;
 * the engine's vessel figures (no savings range) once per vessel with a report.
 */
export async function fleetOf(db: Db, customerId: number, year = currentYear()): Promise<FleetResponse> {
  await requireCustomer(db, customerId);
  return fleetOfCustomer(db, customerId, year);
}

/** GET customers/{id}/fleet/export: the fleet as an xlsx file named after the client. */
export async function fleetWorkbook(db: Db, customerId: number, year = currentYear()) {
  const customer = await requireCustomer(db, customerId);
  const fleet = await fleetOfCustomer(db, customerId, year);
  return { fileName: `${customer.name} fleet.xlsx`, content: await fleetXlsx(fleet) };
}
