import {
  type CalculatedResultsResponse,
  type ConsumptionCategory,
  type ConsumptionTechnology,
  calculatedResultsResponse,
  type IncludedTechnology,
  type Questionnaire,
  type Report,
  Role,
  type Vessel,
  type VesselConsumption,
  type VesselConsumptionRate,
} from '@backoffice/contracts';
import { calculateReportResults, reportCalculationInput, reportDataFromApi } from '@backoffice/engine';
import { describe, expect, it } from 'vitest';
import { readQuestionnaire, saveQuestionnaire } from '../../../test/factories-questionnaires.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { vessels } from '../../db/schema/index.ts';
import { seedCatalogue } from '../../db/seed/catalogue.ts';
import { seedReferenceData } from '../../db/seed/reference-data.ts';
import { seedDemoData } from '../demo-data/index.ts';

// The savings form's preview runs the engine in the browser on what the web reads from the API,
// turned into the engine's input by the same builder as the API's results (reportDataFromApi, then
// reportCalculationInput). On the demo reports both must give the same results.

const t = useTestApp();

type Headers = { authorization: string };

async function read<T>(headers: Headers, url: string): Promise<T> {
  const res = await t.app.inject({ url: `/api/${url}`, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

/** The results as the API answers them. */
async function serverResults(headers: Headers, reportId: number) {
  return calculatedResultsResponse.parse(await read(headers, `reports/${reportId}/calculated-results`));
}

/** What the browser reads of the report, as the savings form's preview reads it (plus the questionnaire). */
async function browserAnswers(headers: Headers, reportId: number) {
  const report = await read<Report>(headers, `reports/${reportId}`);
  const vesselId = report.vessel.id;
  const included = await read<IncludedTechnology[]>(headers, `reports/${reportId}/included-technologies`);
  const categoryIds = [...new Set(included.flatMap((row) => row.technology.consumptionCategories.map((c) => c.id)))];
  return {
    report,
    included,
    consumptions: await read<VesselConsumption[]>(headers, `vessels/${vesselId}/consumptions`),
    rates: await read<VesselConsumptionRate[]>(headers, `vessels/${vesselId}/consumption-rates`),
    categories: await read<ConsumptionCategory[]>(headers, 'consumptions/categories'),
    categoryLists: await Promise.all(
      categoryIds.map((id) => read<ConsumptionTechnology[]>(headers, `consumptions/categories/${id}/technologies`)),
    ),
    questionnaire: await read<Questionnaire>(headers, `vessels/${vesselId}/questionnaire`),
  };
}

/** The engine in the browser: its answer as the API's schema reads it. */
function browserResults(answers: Parameters<typeof reportDataFromApi>[0]): CalculatedResultsResponse {
  const results = calculateReportResults(reportCalculationInput(reportDataFromApi(answers)));
  return calculatedResultsResponse.parse(JSON.parse(JSON.stringify(results)));
}

function withoutCii(results: CalculatedResultsResponse) {
  if (!results.canCalculate) return results;
  const { ciiOutlook: _outlook, ciiMissing: _missing, ...rest } = results;
  return rest;
}

async function expectSameResults(headers: Headers, reportIds: number[]) {
  for (const reportId of reportIds) {
    const answers = await browserAnswers(headers, reportId);
    const expected = await serverResults(headers, reportId);
    expect(expected.canCalculate).toBe(true);
    expect(browserResults(answers), `report ${reportId}`).toEqual(expected);
    // The savings form reads no questionnaire: all but the CII outlook is the same.
    expect(withoutCii(browserResults({ ...answers, questionnaire: null }))).toEqual(withoutCii(expected));
  }
}

describe('the engine input built from the API answers (the savings form preview)', () => {
  it('gives the results the API answers, on the demo reports as seeded and once their CII and carbon inputs are set', async () => {
    const db = t.database.db;
    await seedReferenceData(db);
    await seedCatalogue(db);
    expect(await seedDemoData(db)).toBe(true);
    const [vessel] = await db.select({ id: vessels.id }).from(vessels);
    const { headers } = await t.signIn(Role.USER);
    const shown = await read<Vessel>(headers, `vessels/${vessel!.id}`);
    const reportIds = [...shown.screeningReports, ...shown.solutionDesignsReports].map((r) => r.id);
    expect(reportIds).toHaveLength(2);

    await expectSameResults(headers, reportIds);

    // The questionnaire's CII particulars (in two items of a kind, the first answered one counts) and
    // each report's regulatory impact with its own USD per EUR.
    const questionnaire = await readQuestionnaire(t, headers, vessel!.id);
    const answers: Record<string, string> = {
      deadweight: '63,500 DWT',
      vesselType: 'Bulk carrier (Ultramax)',
      totalAnnualDistance: '61 200 nm',
    };
    const formItems = questionnaire.formSections
      .flatMap((section) => section.formItems)
      .filter((item) => item.mappedTo && answers[item.mappedTo])
      .map((item) => ({ id: item.id, value: answers[item.mappedTo!] }));
    expect(formItems.length).toBeGreaterThanOrEqual(3);
    const saved = await saveQuestionnaire(t, headers, vessel!.id, {
      status: questionnaire.status as 0 | 1 | 2,
      formItems,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [i, reportId] of reportIds.entries()) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/reports/${reportId}/regulatory-impact`,
        headers,
        payload: {
          regulatoryImpactPctInEu: 60 + i * 10,
          regulatoryImpactCarbonRate: 85,
          regulatoryImpactStartYear: 2025,
          regulatoryImpactNumberOfYears: 6,
          regulatoryImpactUsdPerEur: 1.08 + i / 100,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const filled = await serverResults(headers, reportIds[0]!);
    expect(filled.canCalculate && filled.ciiOutlook && filled.etsOutlook).toBeTruthy();

    await expectSameResults(headers, reportIds);
  });
});
