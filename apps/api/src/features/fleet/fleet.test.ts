import {
  type CalculatedResultsResponse,
  calculatedResultsResponse,
  type FleetResponse,
  fleetResponse,
  noFleetFigures,
  Role,
} from '@backoffice/contracts';
import { fuelEuPool, paybackYears } from '@backoffice/engine';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildProject, buildVessel } from '../../../test/factories.ts';
import { buildReport, reportSetUp } from '../../../test/factories-report-technologies.ts';
import { buildIncludedTechnology } from '../../../test/factories-reports.ts';
import { countQueries } from '../../../test/query-count.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  customers,
  projectConsumptionRates,
  projects,
  questionnaireItems,
  questionnaires,
  reports,
  vesselConsumptionRates,
  vesselConsumptions,
  vessels,
} from '../../db/schema/index.ts';
import { fleetOf } from './fleet.service.ts';

const t = useTestApp();
type Headers = { authorization: string };
type Calculated = Extract<CalculatedResultsResponse, { canCalculate: true }>;

const year = new Date().getUTCFullYear();

const close = (actual: number | null | undefined, expected: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
};

/** Consumption rows of a vessel on its own rates: [category id, consumption type id, MT per year]. */
async function consume(vesselId: number, rows: [number, number, number][]) {
  const db = t.database.db;
  const rates = await db
    .select({ id: vesselConsumptionRates.id, typeId: projectConsumptionRates.consumptionTypeId })
    .from(vesselConsumptionRates)
    .innerJoin(projectConsumptionRates, eq(projectConsumptionRates.id, vesselConsumptionRates.projectConsumptionRateId))
    .where(eq(vesselConsumptionRates.vesselId, vesselId));
  await db.insert(vesselConsumptions).values(
    rows.map(([categoryId, typeId, annualConsumption]) => ({
      vesselId,
      vesselConsumptionRateId: rates.find((rate) => rate.typeId === typeId)!.id,
      consumptionCategoryId: categoryId,
      annualConsumption,
    })),
  );
}

async function answer(vesselId: number, kind: string, value: string) {
  const db = t.database.db;
  const [questionnaire] = await db.select().from(questionnaires).where(eq(questionnaires.vesselId, vesselId));
  await db
    .update(questionnaireItems)
    .set({ value })
    .where(and(eq(questionnaireItems.questionnaireId, questionnaire!.id), eq(questionnaireItems.mappedTo, kind)));
}

/**
 * A client with three active vessels: Atlantic with a Completed solution design (regulatory impact from
 * this year, CII particulars) beside an older Draft screening report; Baltic with a Draft screening
 * report only (no regulatory impact, no CII particulars); Coral without a report. An archived vessel and
 * a vessel of an archived project, each with a report, are left out.
 */
async function fleetOfThree() {
  const db = t.database.db;
  const setUp = await reportSetUp(db);
  const { vessel, report: screening, main, aux, hfo, lfo, hull, wide } = setUp;
  const [project] = await db.select().from(projects).where(eq(projects.id, vessel.projectId));
  await db.update(customers).set({ name: 'Nordic Bulk' }).where(eq(customers.id, project!.customerId));
  await db.update(vessels).set({ name: 'Atlantic' }).where(eq(vessels.id, vessel.id));
  const forReport = (id: number) => ({ id, vesselTypeId: vessel.vesselTypeId });
  await buildIncludedTechnology(db, forReport(screening.id), hull.id, { calcSavings: 4 });

  const design = await buildReport(db, {
    vesselId: vessel.id,
    type: 1,
    status: 11,
    name: 'Solution design',
    basedOnReportId: screening.id,
    regulatoryImpactPctInEu: 50,
    regulatoryImpactCarbonRate: 80,
    regulatoryImpactStartYear: year,
    regulatoryImpactNumberOfYears: 3,
  });
  const values = { calcEquipmentCost: 100_000, calcInstallationCost: 20_000, calcOperationCost: 1_000 };
  await buildIncludedTechnology(db, forReport(design.id), hull.id, { ...values, calcSavings: 5 });
  await buildIncludedTechnology(db, forReport(design.id), wide.id, {
    calcSavings: 8,
    calcEquipmentCost: 400_000,
    calcInstallationCost: 50_000,
    calcOperationCost: 5_000,
  });
  await answer(vessel.id, 'deadweight', '81,000 DWT');
  await answer(vessel.id, 'totalAnnualDistance', '60,000 nm');

  const baltic = await buildVessel(db, { projectId: project!.id, vesselTypeId: vessel.vesselTypeId, name: 'Baltic' });
  await consume(baltic.id, [
    [main.id, hfo.id, 2000],
    [aux.id, lfo.id, 300],
  ]);
  const draft = await buildReport(db, { vesselId: baltic.id, name: 'Screening Baltic' });
  await buildIncludedTechnology(db, forReport(draft.id), wide.id, { ...values, calcSavings: 6 });

  const coral = await buildVessel(db, { projectId: project!.id, vesselTypeId: vessel.vesselTypeId, name: 'Coral' });

  const archived = await buildVessel(db, { projectId: project!.id, name: 'Archived', archivedOn: new Date() });
  await buildReport(db, { vesselId: archived.id });
  const closed = await buildProject(db, { customerId: project!.customerId, archivedOn: new Date() });
  await buildReport(db, { vesselId: (await buildVessel(db, { projectId: closed.id })).id });

  return { customerId: project!.customerId, project: project!, atlantic: vessel, baltic, coral, design, draft };
}

async function calculated(headers: Headers, reportId: number): Promise<Calculated> {
  const res = await t.app.inject({ url: `/api/reports/${reportId}/calculated-results`, headers });
  const results = calculatedResultsResponse.parse(res.json());
  if (!results.canCalculate) throw new Error('not calculated');
  return results;
}

async function getFleet(headers: Headers, customerId: number): Promise<FleetResponse> {
  const res = await t.app.inject({ url: `/api/customers/${customerId}/fleet`, headers });
  expect(res.statusCode).toBe(200);
  return fleetResponse.parse(res.json());
}

/** A fleet row's figures equal the report's own results (its regulatory impact starts this year). */
function expectRowOfResults(row: FleetResponse['vessels'][number], results: Calculated) {
  expect(row.baselineFuelInMt).toBe(results.baseline.fuelInMt);
  expect(row.baselineCo2InMt).toBe(results.baseline.co2InMt);
  expect(row.fuelSavingsInMt).toBe(results.calcTechnologiesSavings.totalFuelSavings);
  expect(row.co2ReductionInMt).toBe(results.calcTechnologiesSavings.totalCo2ReductionInMt);
  expect(row.co2ReductionInPct).toBe(results.calcTechnologiesSavings.totalCo2ReductionInPct);
  expect(row.totalInvestment).toBe(results.calcFinances.totalInvestment);
  expect(row.yearlyFuelCostSaving).toBe(results.calcFinances.totalYearlyFuelCostSaving);
  expect(row.pbtInYears).toBe(results.calcFinances.pbtInYears);
  expect(row.njordScore).toBe(results.calcNjordScore);
}

describe('GET /api/customers/{id}/fleet', () => {
  it('answers a row per active vessel with its report of record, the totals, the pool and the MAC curve', async () => {
    const { headers } = await t.signIn(Role.USER);
    const fleet = await fleetOfThree();
    const body = await getFleet(headers, fleet.customerId);
    expect(body.year).toBe(year);
    expect(body.vessels.map((row) => row.vessel.name)).toEqual(['Atlantic', 'Baltic', 'Coral']);
    type Row = FleetResponse['vessels'][number];
    const [atlantic, baltic, coral] = body.vessels as [Row, Row, Row];

    // Atlantic: the Completed solution design, not the newer-or-older Draft screening report.
    expect(atlantic.project).toEqual({ id: fleet.project.id, name: fleet.project.name });
    expect(atlantic.report).toEqual({ id: fleet.design.id, name: 'Solution design', type: 1, status: 11 });
    const designResults = await calculated(headers, fleet.design.id);
    expectRowOfResults(atlantic, designResults);
    const ets = designResults.etsOutlook!.years[0]!;
    const fuelEu = designResults.fuelEuOutlook!.years[0]!;
    const cii = designResults.ciiOutlook!.years.find((y) => y.year === year)!;
    expect([ets.year, fuelEu.year]).toEqual([year, year]);
    expect(atlantic.etsCostBefore).toBe(ets.costBefore);
    expect(atlantic.etsCostAfter).toBe(ets.costAfter);
    expect(atlantic.fuelEuPenaltyBefore).toBe(fuelEu.penaltyBefore);
    expect(atlantic.fuelEuPenaltyAfter).toBe(fuelEu.penaltyAfter);
    expect(atlantic.fuelEuPenaltyBefore).toBeGreaterThan(0);
    expect([atlantic.ciiRatingBefore, atlantic.ciiRatingAfter]).toEqual([cii.ratingBefore, cii.ratingAfter]);
    expect(atlantic.missing).toEqual([]);

    // Baltic: its Draft screening report, without regulatory impact or CII particulars.
    expect(baltic.report).toEqual({ id: fleet.draft.id, name: 'Screening Baltic', type: 0, status: 6 });
    const draftResults = await calculated(headers, fleet.draft.id);
    expectRowOfResults(baltic, draftResults);
    expect([baltic.etsCostBefore, baltic.fuelEuPenaltyBefore, baltic.ciiRatingBefore]).toEqual([null, null, null]);
    expect(baltic.missing).toEqual([
      'no deadweight for CII',
      'no annual distance for CII',
      'no regulatory impact for ETS and FuelEU',
    ]);

    // Coral: no report.
    expect(coral).toEqual({
      vessel: { id: fleet.coral.id, name: 'Coral' },
      project: { id: fleet.project.id, name: fleet.project.name },
      report: null,
      ...noFleetFigures,
      njordScore: null,
      ciiRatingBefore: null,
      ciiRatingAfter: null,
      missing: ['no report'],
    });

    // Totals: the sums of the rows that have each figure, the % and the payback of the sums.
    const { totals } = body;
    close(totals.baselineFuelInMt, atlantic.baselineFuelInMt! + baltic.baselineFuelInMt!);
    close(totals.baselineCo2InMt, atlantic.baselineCo2InMt! + baltic.baselineCo2InMt!);
    close(totals.fuelSavingsInMt, atlantic.fuelSavingsInMt! + baltic.fuelSavingsInMt!);
    close(totals.co2ReductionInMt, atlantic.co2ReductionInMt! + baltic.co2ReductionInMt!);
    close(totals.co2ReductionInPct, (totals.co2ReductionInMt! / totals.baselineCo2InMt!) * 100);
    close(totals.totalInvestment, 120_000 + 450_000 + 120_000);
    close(totals.yearlyFuelCostSaving, atlantic.yearlyFuelCostSaving! + baltic.yearlyFuelCostSaving!);
    const opex = designResults.calcFinances.yearlyCost + draftResults.calcFinances.yearlyCost;
    expect(opex).toBe(7_000);
    close(totals.pbtInYears, paybackYears(totals.totalInvestment!, totals.yearlyFuelCostSaving! - opex)!);
    expect(totals.etsCostBefore).toBe(atlantic.etsCostBefore);
    expect(totals.fuelEuPenaltyAfter).toBe(atlantic.fuelEuPenaltyAfter);

    // The pool of the one vessel with a FuelEU figure: its own balance, and its own penalty.
    const member = (side: 'Before' | 'After') => ({
      complianceBalance: fuelEu[`complianceBalance${side}`],
      intensity: fuelEu[`intensity${side}`],
      energyInScope: fuelEu[`energyInScope${side}`],
    });
    expect(body.pool).toEqual({
      year,
      complianceBalanceBefore: fuelEu.complianceBalanceBefore,
      complianceBalanceAfter: fuelEu.complianceBalanceAfter,
      penaltyBefore: fuelEuPool([member('Before')]).penalty,
      penaltyAfter: fuelEuPool([member('After')]).penalty,
    });
    close(body.pool!.penaltyBefore, fuelEu.penaltyBefore);

    // The curve: the reports' own points, labelled with their vessel, cheapest first, widths cumulated.
    const own = [
      ...designResults.macCurve.map((point) => ({ ...point, vessel: atlantic.vessel })),
      ...draftResults.macCurve.map((point) => ({ ...point, vessel: baltic.vessel })),
    ].sort((a, b) => a.costPerTonneCo2 - b.costPerTonneCo2);
    expect(body.macCurve).toHaveLength(3);
    let start = 0;
    body.macCurve.forEach((point, i) => {
      expect(point.vessel).toEqual(own[i]!.vessel);
      expect(point.technology).toEqual(own[i]!.technology);
      close(point.costPerTonneCo2, own[i]!.costPerTonneCo2);
      expect(point.co2ReductionInMt).toBe(own[i]!.co2ReductionInMt);
      close(point.cumulativeCo2StartInMt, start);
      start += point.co2ReductionInMt;
    });
  });

  it('takes the year from the clock unless given: another year has that year’s ETS cost and CII rating', async () => {
    const { headers } = await t.signIn(Role.USER);
    const fleet = await fleetOfThree();
    const later = await fleetOf(t.database.db, fleet.customerId, year + 2);
    expect(later.year).toBe(year + 2);
    expect(later.pool?.year).toBe(year + 2);
    const results = await calculated(headers, fleet.design.id);
    const ets = results.etsOutlook!.years.find((y) => y.year === year + 2)!;
    const cii = results.ciiOutlook!.years.find((y) => y.year === year + 2)!;
    const atlantic = later.vessels[0]!;
    expect(atlantic.etsCostBefore).toBe(ets.costBefore);
    expect([atlantic.ciiRatingBefore, atlantic.ciiRatingAfter]).toEqual([cii.ratingBefore, cii.ratingAfter]);
  });

  it('says in words why a report cannot be calculated', async () => {
    const { headers } = await t.signIn(Role.USER);
    const db = t.database.db;
    const project = await buildProject(db);
    const vessel = await buildVessel(db, { projectId: project.id, name: 'Empty' });
    const report = await buildReport(db, { vesselId: vessel.id });
    const body = await getFleet(headers, project.customerId);
    expect(body.vessels[0]).toMatchObject({
      report: { id: report.id },
      baselineFuelInMt: null,
      njordScore: null,
      missing: ['no consumption rows', 'no included technologies'],
    });
    expect(body.totals.baselineFuelInMt).toBeNull();
    expect(body.totals.pbtInYears).toBeNull();
    expect(body.pool).toBeNull();
    expect(body.macCurve).toEqual([]);
  });

  it('reads the fleet in the same number of queries whatever its size', async () => {
    const { headers } = await t.signIn(Role.USER);
    const db = t.database.db;
    const fleet = await fleetOfThree();
    const count = async () => {
      const { queries, result } = await countQueries(db, () =>
        t.app.inject({ url: `/api/customers/${fleet.customerId}/fleet`, headers }),
      );
      expect(result.statusCode).toBe(200);
      return queries;
    };
    const before = await count();
    for (const name of ['Delta', 'Echo', 'Foxtrot']) {
      const more = await buildVessel(db, {
        projectId: fleet.project.id,
        vesselTypeId: fleet.atlantic.vesselTypeId,
        name,
      });
      const report = await buildReport(db, { vesselId: more.id });
      await db.update(reports).set({ regulatoryImpactPctInEu: 100 }).where(eq(reports.id, report.id));
    }
    expect(await count()).toBe(before);
  });

  it('answers 401 signed out, 404 for an unknown or archived client, 400 for a bad id, 200 to every staff role', async () => {
    const db = t.database.db;
    const { customerId } = await fleetOfThree();
    const archived = await buildProject(db);
    await db.update(customers).set({ archivedOn: new Date() }).where(eq(customers.id, archived.customerId));
    for (const suffix of ['fleet', 'fleet/export']) {
      const url = (id: number | string) => `/api/customers/${id}/fleet${suffix === 'fleet' ? '' : '/export'}`;
      expect((await t.app.inject({ url: url(customerId) })).statusCode).toBe(401);
      const { headers } = await t.signIn(Role.USER);
      for (const id of [999_999, archived.customerId]) {
        const res = await t.app.inject({ url: url(id), headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Customer not found' });
      }
      expect((await t.app.inject({ url: url('abc'), headers })).statusCode).toBe(400);
      for (const role of [Role.USER, Role.ADMIN, Role.SUPERADMIN]) {
        const staff = await t.signIn(role);
        expect((await t.app.inject({ url: url(customerId), headers: staff.headers })).statusCode).toBe(200);
      }
    }
  });
});

describe('GET /api/customers/{id}/fleet/export', () => {
  it('answers the fleet table as an xlsx named after the client, with the totals row and the pool line', async () => {
    const { headers } = await t.signIn(Role.USER);
    const fleet = await fleetOfThree();
    const body = await getFleet(headers, fleet.customerId);
    const res = await t.app.inject({ url: `/api/customers/${fleet.customerId}/fleet/export`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('filename="Nordic Bulk fleet.xlsx"');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Fleet')!;
    const row = (n: number) => (sheet.getRow(n).values as ExcelJS.CellValue[]).slice(1);
    const headerRow = row(1);
    expect(headerRow).toContain('Baseline CO2 (t/year)');
    expect(headerRow).toContain('Investment (USD)');
    expect(headerRow).toContain(`ETS cost ${year} before (EUR)`);
    expect(headerRow).toContain(`FuelEU penalty ${year} after (EUR)`);
    const at = (header: string) => headerRow.indexOf(header);
    const round2 = (value: number | null) => (value === null ? undefined : Math.round(value * 100) / 100);

    expect(row(2).slice(0, 4)).toEqual([
      'Atlantic',
      fleet.project.name,
      'Solution design',
      'Solution Design Report (Completed)',
    ]);
    expect(row(2)[at('Baseline CO2 (t/year)')]).toBe(round2(body.vessels[0]!.baselineCo2InMt));
    expect(row(2)[at(`CII rating ${year} before`)]).toBe(body.vessels[0]!.ciiRatingBefore);
    expect(row(3)[at('Missing / note')]).toBe(body.vessels[1]!.missing.join(', '));
    expect(row(4)[0]).toBe('Coral');
    expect(row(4)[at('Missing / note')]).toBe('no report');
    expect(row(5)[0]).toBe('Total');
    expect(row(5)[at('Investment (USD)')]).toBe(690_000);
    expect(row(5)[at('Payback (years)')]).toBe(round2(body.totals.pbtInYears));
    expect(row(5)[at(`ETS cost ${year} before (EUR)`)]).toBe(round2(body.totals.etsCostBefore));
    expect(row(6)[0]).toBe('If pooled (FuelEU Maritime Article 21)');
    expect(row(6)[at(`FuelEU penalty ${year} before (EUR)`)]).toBe(round2(body.pool!.penaltyBefore));
    expect(String(row(6)[at('Missing / note')])).toContain('t CO2e before');
  });
});
