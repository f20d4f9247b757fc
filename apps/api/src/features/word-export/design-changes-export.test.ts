import {
  type CalculatedResultsResponse,
  type FileDto,
  formatPayback,
  type IncludedTechnology,
  formatNumber as n,
  Role,
} from '@backoffice/contracts';
import { TemplateHandler } from 'easy-template-x';
import { describe, expect, it } from 'vitest';
import { buildTechnology } from '../../../test/factories-catalogue.ts';
import { download, temporaryDataDir } from '../../../test/factories-files.ts';
import {
  buildReport,
  includeTechnology,
  linkMakerAndSupplier,
  reportSetUp,
} from '../../../test/factories-report-technologies.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });
type Headers = { authorization: string };
type Calculated = Extract<CalculatedResultsResponse, { canCalculate: true }>;

async function exportedText(headers: Headers, reportId: number) {
  const res = await t.app.inject({ method: 'POST', url: `/api/reports/${reportId}/export-as-docx`, headers });
  expect(res.statusCode, res.body).toBe(201);
  return new TemplateHandler().getText((await download(t.app, (res.json() as FileDto).fileUrl!)).rawPayload);
}

const get = async <T>(headers: Headers, url: string) => (await t.app.inject({ url, headers })).json() as T;

/**
 * A screening report of Hull Coating and Waste Heat Recovery; its solution design keeps Hull Coating
 * on its maker's offer, leaves Waste Heat Recovery out and adds Costly Pump with the consultant's own
 * values from another maker.
 */
async function screeningAndDesign() {
  const { headers } = await t.signIn(Role.USER);
  const db = t.database.db;
  const data = await reportSetUp(db);
  const pump = await buildTechnology(db, {
    name: 'Costly Pump',
    calcSavings: 1,
    consumptionCategoryIds: [data.aux.id],
  });
  const hullMaker = await linkMakerAndSupplier(db, data.hull.id);
  const pumpMaker = await linkMakerAndSupplier(db, pump.id);
  await includeTechnology(t, headers, data.report.id, data.hull.id, { calcSavings: 5 });
  await includeTechnology(t, headers, data.report.id, data.wide.id, { calcSavings: 8 });
  const design = await buildReport(db, {
    vesselId: data.vessel.id,
    type: 1,
    basedOnReportId: data.report.id,
    name: 'Design',
  });
  // The maker's offer as linkMakerAndSupplier sets it.
  await includeTechnology(t, headers, design.id, data.hull.id, {
    calcSavings: 6,
    calcConfidenceInterval: 2,
    calcEquipmentCost: 90_000,
    calcInstallationCost: 15_000,
    calcOperationCost: 500,
    technologyMaker: { id: hullMaker.maker.id },
  });
  await includeTechnology(t, headers, design.id, pump.id, {
    calcSavings: 3,
    technologyMaker: { id: pumpMaker.maker.id },
  });
  return { headers, data, design, makers: { hull: hullMaker.maker.name, pump: pumpMaker.maker.name } };
}

describe("a solution design's document against its screening report", { timeout: 60_000 }, () => {
  it('gives the values changed, the technologies added and left out, the totals before and after, and the makers chosen', async () => {
    const { headers, data, design, makers } = await screeningAndDesign();
    const [before, after] = await Promise.all(
      [data.report.id, design.id].map((id) => get<Calculated>(headers, `/api/reports/${id}/calculated-results`)),
    );
    const [screeningList, designList] = await Promise.all(
      [data.report.id, design.id].map((id) =>
        get<IncludedTechnology[]>(headers, `/api/reports/${id}/included-technologies`),
      ),
    );
    const hullOf = (list: IncludedTechnology[]) => list.find((row) => row.technology.id === data.hull.id)!;
    const text = await exportedText(headers, design.id);

    expect(text).toContain('Changes since the screening report');
    expect(text).toContain(`The package of the screening report ${data.report.name} against this design:`);
    for (const [figure, shown] of [
      ['Fuel saved (MT per year)', (r: Calculated) => n(r.calcTechnologiesSavings.totalFuelSavings)],
      ['CO2 avoided (t per year)', (r: Calculated) => n(r.calcTechnologiesSavings.totalCo2ReductionInMt)],
      ['Investment (USD)', (r: Calculated) => n(r.calcFinances.totalInvestment)],
      ['Payback time (years)', (r: Calculated) => formatPayback(r.calcFinances.pbtInYears)],
    ] as const) {
      expect(text).toContain(`${figure}${shown(before!)}${shown(after!)}`);
    }
    const [was, is] = [hullOf(screeningList!), hullOf(designList!)];
    expect(text).toContain(`${data.hull.name}Savings5.00 %6.00 %`);
    expect(text).toContain(`${data.hull.name}Investment (USD)120,000.00105,000.00`);
    expect(text).toContain(`${data.hull.name}Operation cost (USD per year)1,000.00500.00`);
    expect(text).toContain(
      `${data.hull.name}Fuel saved (MT per year)${n(was.calcSavingsInMt.value)}${n(is.calcSavingsInMt.value)}`,
    );
    expect(text).toContain('Technologies addedCostly Pump');
    expect(text).toContain(`Technologies left out${data.wide.name}`);
    expect(text).toContain(`Makers chosen${makers.hull} (${data.hull.name}), ${makers.pump} (Costly Pump)`);
    expect(text).toContain(`Values fromthe maker's offer (${makers.hull})`);
    expect(text).toContain("Values fromthe consultant's own values");
    expect(text).not.toMatch(/\{[^}]*\}/);
  });

  it('leaves the chapter out of a screening report', async () => {
    const { headers, data } = await screeningAndDesign();
    const text = await exportedText(headers, data.report.id);
    expect(text).not.toContain('Changes since the screening report');
    expect(text).not.toContain('Makers chosen');
  });
});
