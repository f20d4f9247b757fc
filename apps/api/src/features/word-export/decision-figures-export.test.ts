import {
  type CalculatedResultsResponse,
  type FileDto,
  formatPayback,
  formatNumber as n,
  Role,
} from '@backoffice/contracts';
import { and, eq } from 'drizzle-orm';
import { TemplateHandler } from 'easy-template-x';
import { describe, expect, it } from 'vitest';
import { buildTechnology } from '../../../test/factories-catalogue.ts';
import { download, temporaryDataDir } from '../../../test/factories-files.ts';
import { includeTechnology, reportSetUp } from '../../../test/factories-report-technologies.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { companyProfile, questionnaireItems, questionnaires, reports } from '../../db/schema/index.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });

type Calculated = Extract<CalculatedResultsResponse, { canCalculate: true }>;

/**
 * A screening report of three technologies: one without investment, one too dear to pay back within
 * the outlook, one whose operation cost is higher than what it saves; with the regulatory impact's %
 * in EU, carbon rate and years unless told otherwise.
 */
async function report(impact: { carbonRate: number | null } = { carbonRate: 80 }) {
  const { headers } = await t.signIn(Role.USER);
  const data = await reportSetUp(t.database.db);
  const costly = await buildTechnology(t.database.db, {
    name: 'Costly Pump',
    calcSavings: 1,
    consumptionCategoryIds: [data.aux.id],
  });
  const free = { calcEquipmentCost: 0, calcInstallationCost: 0, calcOperationCost: 0 };
  await includeTechnology(t, headers, data.report.id, data.hull.id, { calcSavings: 5, ...free });
  await includeTechnology(t, headers, data.report.id, data.wide.id, { calcSavings: 8, calcEquipmentCost: 9_000_000 });
  await includeTechnology(t, headers, data.report.id, costly.id, { calcOperationCost: 5_000_000 });
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/reports/${data.report.id}/regulatory-impact`,
    headers,
    payload: {
      regulatoryImpactPctInEu: 100,
      regulatoryImpactCarbonRate: impact.carbonRate,
      regulatoryImpactStartYear: 2026,
      regulatoryImpactNumberOfYears: 3,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const results = (
    await t.app.inject({ url: `/api/reports/${data.report.id}/calculated-results`, headers })
  ).json() as CalculatedResultsResponse;
  if (!results.canCalculate) throw new Error('the report has results');
  return { headers, reportId: data.report.id, results, names: { free: data.hull.name, dear: data.wide.name } };
}

async function exportedText(headers: { authorization: string }, reportId: number) {
  const res = await t.app.inject({ method: 'POST', url: `/api/reports/${reportId}/export-as-docx`, headers });
  expect(res.statusCode, res.body).toBe(201);
  return new TemplateHandler().getText((await download(t.app, (res.json() as FileDto).fileUrl!)).rawPayload);
}

const rowOf = (results: Calculated, name: string) =>
  results.calcFinances.finances.find((row) => row.technology.name === name)!;

describe('the decision figures in the Word export', { timeout: 60_000 }, () => {
  it('gives the finances with the EU ETS cost: each technology and the total, as the engine computes them', async () => {
    const { headers, reportId, results, names } = await report();
    const carbon = results.calcFinances.carbon!;
    expect(carbon).not.toBeNull();
    const text = await exportedText(headers, reportId);
    expect(text).toContain('Finances with the EU ETS cost');
    expect(text).toContain('Avoided EU ETS cost (USD per year)');
    expect(text).toContain('NPV horizon (years)NPV at 8.00 % (USD)');
    for (const row of results.calcFinances.finances) {
      const c = row.carbon!;
      const payback = formatPayback(c.pbtInYears);
      expect(text).toContain(
        `${row.technology.name}${n(c.avoidedCarbonCostPerYear)}${payback}${c.npvYears}${n(c.npv)}`,
      );
    }
    expect(text).toContain(
      `Total${n(carbon.avoidedCarbonCostPerYear)}${formatPayback(carbon.pbtInYears)}3${n(carbon.npv)}`,
    );
    expect(text).toContain(`NPV at 8.00 %USD ${n(carbon.npv)}`);
    // The dear technology loses money over three years, and the document says so by name.
    expect(rowOf(results, names.dear).carbon!.npv).toBeLessThan(0);
    expect(text).toMatch(new RegExp(`Negative NPV: [^.]*${names.dear}[^.]* do not pay back within their years`));
    expect(text).not.toMatch(/\{[^}]*\}/);
  });

  it('writes a payback without investment and one that never comes in words, never as a number', async () => {
    const { headers, reportId, results, names } = await report();
    expect(rowOf(results, names.free).pbtInYears).toBe(0);
    expect(rowOf(results, 'Costly Pump').pbtInYears).toBeNull();
    const text = await exportedText(headers, reportId);
    const free = rowOf(results, names.free);
    expect(text).toContain(
      `${names.free}${n(free.totalInvestment)}${n(free.yearlyFuelCostSaving)}${n(free.costPerYear)}Immediate (no investment)`,
    );
    expect(text).toContain(`Costly Pump${n(100_000 + 20_000)}`);
    expect(text).toMatch(/Costly Pump[\d,.]+[\d,.]+[\d,.]+Does not pay back/);
    // The summary table and the technology pages say the same.
    expect(text).toMatch(new RegExp(`${names.free}[\\s\\S]*?Payback time \\(years\\)Immediate \\(no investment\\)`));
    expect(text).toMatch(/Costly Pump[\s\S]*?Payback time \(years\)Does not pay back/);
    expect(text).not.toMatch(/– years|0\.00 years/);
  });

  it('leaves the finances with the EU ETS cost out without a carbon rate', async () => {
    const { headers, reportId, results } = await report({ carbonRate: null });
    expect(results.calcFinances.carbon).toBeNull();
    const text = await exportedText(headers, reportId);
    expect(text).not.toContain('Finances with the EU ETS cost');
    expect(text).not.toContain('NPV');
    expect(text).toContain('Finances');
  });

  it('names only what the contact and the company have, gives quantities their units, a fixed saving in MT and the CII line from this year', async () => {
    const { headers, user } = await t.signIn(Role.USER, { fullName: 'Anna Berg', title: null, phone: null });
    const db = t.database.db;
    const profile = { name: 'Njord Advisory', address: null, website: 'www.njord.example.com' };
    await db.insert(companyProfile).values(profile).onConflictDoUpdate({ target: companyProfile.id, set: profile });
    const data = await reportSetUp(db);
    await db.update(reports).set({ internalContactUserId: user.id }).where(eq(reports.id, data.report.id));
    const [questionnaire] = await db.select().from(questionnaires).where(eq(questionnaires.vesselId, data.vessel.id));
    for (const [kind, value] of [
      ['deadweight', '82000'],
      ['totalAnnualDistance', '60,000 nautical miles'],
      ['mainEngineMcrPower', '9,480'],
    ]) {
      await db
        .update(questionnaireItems)
        .set({ value })
        .where(and(eq(questionnaireItems.questionnaireId, questionnaire!.id), eq(questionnaireItems.mappedTo, kind!)));
    }
    await includeTechnology(t, headers, data.report.id, data.hull.id, { calcSavings: 5 });
    await includeTechnology(t, headers, data.report.id, data.wide.id, {
      calcSavings: 0,
      vesselTechnologyFixedConsumptionSavings: [
        { fixedCalcSavingsInMt: 120, consumptionCategory: { id: data.main.id }, consumptionType: { id: data.hfo.id } },
        { fixedCalcSavingsInMt: 60, consumptionCategory: { id: data.aux.id }, consumptionType: { id: data.hfo.id } },
      ],
    });
    const results = (
      await t.app.inject({ url: `/api/reports/${data.report.id}/calculated-results`, headers })
    ).json() as Calculated;
    const text = await exportedText(headers, data.report.id);

    expect(text).toContain(`Your contact: Anna Berg · ${user.email}`);
    expect(text).toContain('Njord Advisory · www.njord.example.com');
    expect(text).not.toMatch(/· *·|, *·|· *$|,\s*$/m);
    expect(text).toContain('Deadweight82000 t');
    expect(text).toContain('Distance per year60,000 nautical miles');
    expect(text).toContain('Main engine MCR power9,480 kW');

    expect(text).toContain(`${data.wide.name}Hull & Hydrodynamics`);
    expect(text).toContain('Fixed: 180.00 MT per year');
    expect(text).toContain('Savings5.00 %');
    expect(text).not.toContain('Savings0.00 %');

    const years = results.ciiOutlook!.years;
    const first = years.find((y) => y.year === new Date().getUTCFullYear()) ?? years[0]!;
    const last = years[years.length - 1]!;
    const line = `${first.ratingBefore} → ${first.ratingAfter} in ${first.year}, ${last.ratingBefore} → ${last.ratingAfter} in ${last.year}`;
    expect(text).toContain(`CII rating before → after${line}`);
    const { attainedCiiBefore, attainedCiiAfter } = results.ciiOutlook!;
    expect(text).toContain(
      `${last.year}${n(last.requiredCii)}${n(attainedCiiBefore)}${last.ratingBefore}${n(attainedCiiAfter)}`,
    );
  });
});
