import { calculatedResultsResponse, Role, type Technology, type VesselConsumptionRate } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildProject, referenceData } from '../../../test/factories.ts';
import { catalogueLookups, technologyBody } from '../../../test/factories-catalogue.ts';
import { readQuestionnaire, saveQuestionnaire } from '../../../test/factories-questionnaires.ts';
import { buildReport, includeTechnology } from '../../../test/factories-report-technologies.ts';
import { createVesselViaApi } from '../../../test/factories-vessels.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { reports } from '../../db/schema/index.ts';

// The vessel worked by hand in the engine's fuel-eu-outlook.test.ts, built through the API: 5,000 t
// HFO on the main engine, 1,000 t MDO/MGO and 10 t of urea (fuel kind Other) on the auxiliaries, 50 %
// in scope, 2025–2026; a wind-assisted rotor sail saving 10 % of the main engine's fuel, rated
// 1,000 kW on a main engine of 9,480 kW MCR (f_wind 0.97). The figures were computed apart from the code.

const t = useTestApp();
type Headers = { authorization: string };

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(expected)));

async function handWorkedVessel() {
  const db = t.database.db;
  const admin = await t.signIn(Role.ADMIN);
  const { headers } = await t.signIn(Role.USER);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, as: Headers = headers) =>
    t.app.inject({ method, url, headers: as, payload: payload as object });
  const { categories, types, vesselTypes } = await referenceData(db);
  const [me, ae] = [categories[0]!, categories[1]!];
  const hfo = types.find((type) => type.fuelKind === 'HFO')!;
  const mgo = types.find((type) => type.fuelKind === 'MDO/MGO')!;
  const urea = (
    await call(
      'POST',
      '/api/consumptions/types',
      { name: 'Urea', shortName: 'UREA', defaultPrice: 400, defaultCo2ConversionConstant: 0, fuelKind: 'Other' },
      admin.headers,
    )
  ).json() as { id: number };
  const project = await buildProject(db);
  const vessel = await createVesselViaApi(t, headers, { projectId: project.id, vesselTypeId: vesselTypes[0]!.id });
  const rates = (await call('GET', `/api/vessels/${vessel.id}/consumption-rates`)).json() as VesselConsumptionRate[];
  const rateOf = (typeId: number) => rates.find((r) => r.projectConsumptionRate.consumptionType.id === typeId)!.id;
  const rows = [
    { rate: rateOf(hfo.id), category: me.id, annual: 5000 },
    { rate: rateOf(mgo.id), category: ae.id, annual: 1000 },
    { rate: rateOf(urea.id), category: ae.id, annual: 10 },
  ];
  const consumptions = rows.map((row) => ({
    vesselConsumptionRate: { id: row.rate },
    consumptionCategory: { id: row.category },
    annualConsumption: row.annual,
  }));
  expect((await call('PUT', `/api/vessels/${vessel.id}/consumptions`, { consumptions })).statusCode).toBe(200);

  const questionnaire = await readQuestionnaire(t, headers, vessel.id);
  const mcr = questionnaire.formSections.flatMap((s) => s.formItems).find((i) => i.mappedTo === 'mainEngineMcrPower')!;
  const saved = await saveQuestionnaire(t, headers, vessel.id, {
    status: questionnaire.status as 0 | 1 | 2,
    formItems: [{ id: mcr.id, value: '9,480 kW at 127 rpm' }],
  });
  expect(saved.statusCode).toBe(200);

  const lookups = await catalogueLookups(db);
  const created = await call(
    'POST',
    '/api/technologies',
    technologyBody(lookups, { name: 'Rotor sail', windAssisted: true, consumptionCategories: [{ id: me.id }] }),
    admin.headers,
  );
  const rotorSail = created.json() as Technology;
  const report = await buildReport(db, { vesselId: vessel.id });
  await db
    .update(reports)
    .set({
      regulatoryImpactPctInEu: 50,
      regulatoryImpactCarbonRate: 80,
      regulatoryImpactStartYear: 2025,
      regulatoryImpactNumberOfYears: 2,
    })
    .where(eq(reports.id, report.id));
  const included = await includeTechnology(t, headers, report.id, rotorSail.id, {
    calcSavings: 10,
    windPowerKw: 1000,
  });
  return { headers, call, report, included };
}

describe('the FuelEU Maritime outlook of a report', () => {
  it('gives the hand-worked figures to 1e-6, with the wind reward and a note on the type left out', async () => {
    const { call, report, included } = await handWorkedVessel();
    expect(included.technology.windAssisted).toBe(true);
    expect(included.windPowerKw).toBe(1000);
    const res = await call('GET', `/api/reports/${report.id}/calculated-results`);
    expect(res.statusCode).toBe(200);
    const results = calculatedResultsResponse.parse(res.json());
    if (!results.canCalculate || !results.fuelEuOutlook) throw new Error('no FuelEU outlook');
    const outlook = results.fuelEuOutlook;
    expect(outlook.windRewardFactor).toBe(0.97);
    const [y2025, y2026] = outlook.years;
    close(y2025!.targetIntensity, 89.3368);
    close(y2025!.intensityBefore, 91.57410277324632);
    close(y2025!.complianceBalanceBefore, -274.29332);
    close(y2025!.penaltyBefore, 175335.53543212294);
    close(y2026!.penaltyBefore, 192869.08897533524);
    close(y2025!.intensityAfter, 88.81202711713713);
    close(y2025!.complianceBalanceAfter, 59.02383);
    expect(outlook.totalPenaltyAfter).toBe(0);
    close(outlook.totalPenaltyBefore, 368204.6244074582);
    expect(outlook.notes).toEqual(['Consumption type Urea is not a fuel FuelEU Maritime knows, so it is left out']);
  });

  it('keeps the rated wind power when a save does not name it, clears it with null, and refuses a bad one on its field', async () => {
    const { call, report, included } = await handWorkedVessel();
    const url = `/api/reports/${report.id}/included-technologies/${included.id}`;
    const body = {
      calcSavings: 10,
      calcConfidenceInterval: 1.5,
      calcEquipmentCost: 100_000,
      calcInstallationCost: 20_000,
      calcOperationCost: 1_000,
      vesselTechnologyFixedConsumptionSavings: [],
    };
    const bad = await call('PUT', url, { ...body, windPowerKw: -5, version: included.version });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ windPowerKw: ['Must be at least 0'] });
    const notNumber = await call('PUT', url, { ...body, windPowerKw: 'strong', version: included.version });
    expect(notNumber.json()).toEqual({ windPowerKw: ['Must be a number'] });
    const kept = await call('PUT', url, { ...body, calcSavings: 11, version: included.version });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ windPowerKw: 1000 });
    const cleared = await call('PUT', url, { ...body, windPowerKw: null, version: kept.json().version });
    expect(cleared.json()).toMatchObject({ windPowerKw: null });
    const results = calculatedResultsResponse.parse(
      (await call('GET', `/api/reports/${report.id}/calculated-results`)).json(),
    );
    expect(results.canCalculate && results.fuelEuOutlook?.windRewardFactor).toBe(1);
    expect(results.canCalculate && results.fuelEuOutlook?.notes).toContain(
      'Rotor sail has no rated wind power, so it adds no wind reward',
    );
  });

  it('is null while the outlook years are not set', async () => {
    const { call, report } = await handWorkedVessel();
    await t.database.db.update(reports).set({ regulatoryImpactStartYear: null }).where(eq(reports.id, report.id));
    const results = calculatedResultsResponse.parse(
      (await call('GET', `/api/reports/${report.id}/calculated-results`)).json(),
    );
    expect(results.canCalculate && results.fuelEuOutlook).toBeNull();
  });
});
