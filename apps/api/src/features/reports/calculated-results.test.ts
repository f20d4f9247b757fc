import {
  type CalculatedResultsResponse,
  calculatedResultsResponse,
  type IncludedTechnology,
  Role,
  type Technology,
  type VesselConsumptionRate,
} from '@backoffice/contracts';
import { calculateReportResults, type ReportCalculationInput } from '@backoffice/engine';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildProject, buildVessel, referenceData } from '../../../test/factories.ts';
import { catalogueLookups, technologyBody } from '../../../test/factories-catalogue.ts';
import { readQuestionnaire, saveQuestionnaire } from '../../../test/factories-questionnaires.ts';
import {
  buildReport,
  includeTechnology,
  reportSetUp,
  savingsBody,
} from '../../../test/factories-report-technologies.ts';
import { createVesselViaApi } from '../../../test/factories-vessels.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { reports } from '../../db/schema/index.ts';

type Headers = { authorization: string };

const t = useTestApp();

/** Where `actual` differs from `expected`: numbers to 1e-9 relative (float noise only), all else exactly. */
function differences(actual: unknown, expected: unknown, path = '$'): string[] {
  if (typeof expected === 'number') {
    const ok = typeof actual === 'number' && Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
    return ok ? [] : [`${path}: ${String(actual)} ≠ ${expected}`];
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return [`${path}: length`];
    return expected.flatMap((item, i) => differences(actual[i], item, `${path}[${i}]`));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return [`${path}: not an object`];
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    return [...keys].flatMap((key) =>
      differences(
        (actual as Record<string, unknown>)[key],
        (expected as Record<string, unknown>)[key],
        `${path}.${key}`,
      ),
    );
  }
  return actual === expected ? [] : [`${path}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`];
}

async function results(headers: Headers, reportId: number) {
  const res = await t.app.inject({ url: `/api/reports/${reportId}/calculated-results`, headers });
  expect(res.statusCode).toBe(200);
  return calculatedResultsResponse.parse(res.json()) as CalculatedResultsResponse;
}

function call(method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: unknown) {
  return t.app.inject({ method, url, headers, payload: payload as object });
}

describe('calculated results', () => {
  it('equals the engine on the same inputs built by hand, for a report built through the API', async () => {
    const db = t.database.db;
    const admin = await t.signIn(Role.ADMIN);
    const { headers } = await t.signIn(Role.USER);
    const lookups = await catalogueLookups(db);
    const { categories, types, vesselTypes } = await referenceData(db);
    const [me, ae, bo] = [categories[0]!, categories[1]!, categories[2]!];
    const [hfo, lfo, mgo] = [types[0]!, types[1]!, types[2]!];
    const project = await buildProject(db);
    const vessel = await createVesselViaApi(t, headers, { projectId: project.id, vesselTypeId: vesselTypes[0]!.id });

    // Rates and consumption rows through the vessel endpoints.
    const rates = (
      await call('GET', `/api/vessels/${vessel.id}/consumption-rates`, headers)
    ).json() as VesselConsumptionRate[];
    const rateOf = (typeId: number) => rates.find((r) => r.projectConsumptionRate.consumptionType.id === typeId)!;
    const prices = new Map([
      [hfo.id, { price: 500, co2ConversionConstant: 3.114 }],
      [lfo.id, { price: 620, co2ConversionConstant: 3.151 }],
      [mgo.id, { price: 800, co2ConversionConstant: 3.206 }],
    ]);
    const ratesBody = rates.map((r) => ({
      projectConsumptionRate: { id: r.projectConsumptionRate.id },
      ...(prices.get(r.projectConsumptionRate.consumptionType.id) ?? {
        price: r.price,
        co2ConversionConstant: r.co2ConversionConstant,
      }),
    }));
    expect(
      (await call('PUT', `/api/vessels/${vessel.id}/consumption-rates`, headers, { consumptionRates: ratesBody }))
        .statusCode,
    ).toBe(200);
    const rows = [
      { category: me, type: hfo, annual: 4000 },
      { category: me, type: lfo, annual: 500 },
      { category: ae, type: mgo, annual: 600 },
      { category: bo, type: hfo, annual: 300 },
      { category: me, type: hfo, annual: 250.5 },
    ];
    const consumptions = rows.map((row) => ({
      vesselConsumptionRate: { id: rateOf(row.type.id).id },
      consumptionCategory: { id: row.category.id },
      annualConsumption: row.annual,
    }));
    expect((await call('PUT', `/api/vessels/${vessel.id}/consumptions`, headers, { consumptions })).statusCode).toBe(
      200,
    );

    // The CII particulars in the questionnaire.
    const questionnaire = await readQuestionnaire(t, headers, vessel.id);
    const items = questionnaire.formSections.flatMap((s) => s.formItems);
    const answers: Record<string, string> = {
      deadweight: '56,045 t',
      grossTonnage: '31,236',
      vesselType: 'Bulk carrier (Supramax)',
      totalAnnualDistance: '58,400 nm',
    };
    const formItems = items
      .filter((i) => i.mappedTo && answers[i.mappedTo])
      .map((i) => ({ id: i.id, value: answers[i.mappedTo!] }));
    expect(formItems).toHaveLength(4);
    expect(
      (await saveQuestionnaire(t, headers, vessel.id, { status: questionnaire.status as 0 | 1 | 2, formItems }))
        .statusCode,
    ).toBe(200);

    // Three technologies; the main engine's list puts the propeller fins before the air lubrication.
    const create = async (overrides: Record<string, unknown>) => {
      const res = await call('POST', '/api/technologies', admin.headers, technologyBody(lookups, overrides));
      expect(res.statusCode).toBe(201);
      return res.json() as Technology;
    };
    const [hull, propulsion, recovery] = [
      lookups.savingsCategories[0]!,
      lookups.savingsCategories[1]!,
      lookups.savingsCategories[3]!,
    ];
    const air = await create({
      name: 'Air Lubrication',
      savingsCategory: { id: hull.id },
      consumptionCategories: [{ id: me.id }],
    });
    const fins = await create({
      name: 'Propeller Boss Cap Fins',
      savingsCategory: { id: propulsion.id },
      consumptionCategories: [{ id: me.id }, { id: ae.id }],
    });
    const whr = await create({
      name: 'Waste Heat Recovery',
      savingsCategory: { id: recovery.id },
      consumptionCategories: [{ id: ae.id }, { id: bo.id }],
    });
    const order = [
      { calculationSequence: 0, consumptionCategory: { id: me.id }, technology: { id: fins.id } },
      { calculationSequence: 1, consumptionCategory: { id: me.id }, technology: { id: air.id } },
    ];
    expect(
      (await call('PUT', `/api/consumptions/categories/${me.id}/technologies`, admin.headers, order)).statusCode,
    ).toBe(200);

    const report = await buildReport(db, { vesselId: vessel.id });
    await db
      .update(reports)
      .set({
        regulatoryImpactPctInEu: 50,
        regulatoryImpactCarbonRate: 85,
        regulatoryImpactStartYear: 2025,
        regulatoryImpactNumberOfYears: 5,
      })
      .where(eq(reports.id, report.id));
    await includeTechnology(
      t,
      headers,
      report.id,
      air.id,
      savingsBody({ calcSavings: 7.5, calcConfidenceInterval: 2 }),
    );
    await includeTechnology(
      t,
      headers,
      report.id,
      fins.id,
      savingsBody({ calcSavings: 3, calcEquipmentCost: 60_000, calcOperationCost: 0 }),
    );
    await includeTechnology(t, headers, report.id, whr.id, {
      calcSavings: null,
      calcConfidenceInterval: 10,
      calcEquipmentCost: 900_000,
      calcInstallationCost: 150_000,
      calcOperationCost: 12_000,
      vesselTechnologyFixedConsumptionSavings: [
        { fixedCalcSavingsInMt: 40, consumptionCategory: { id: bo.id }, consumptionType: { id: hfo.id } },
        { fixedCalcSavingsInMt: 20, consumptionCategory: { id: ae.id }, consumptionType: { id: mgo.id } },
      ],
    });

    const ref = (r: { id: number; name: string }) => ({ id: r.id, name: r.name });
    const input: ReportCalculationInput = {
      consumptionRows: rows.map((row) => ({
        consumptionCategory: ref(row.category),
        consumptionType: ref(row.type),
        annualConsumptionInMt: row.annual,
      })),
      consumptionRates: types.map((type) => ({
        consumptionType: ref(type),
        pricePerMt: prices.get(type.id)?.price ?? type.defaultPrice,
        co2ConversionConstant: prices.get(type.id)?.co2ConversionConstant ?? type.defaultCo2ConversionConstant,
        fuelKind: type.fuelKind,
        // The CII's Cf of the fuel kind (MDO and MGO alike).
        ciiFuel: type.fuelKind === 'MDO/MGO' ? 'MDO' : type.fuelKind === 'Other' ? null : type.fuelKind,
      })),
      includedTechnologies: [
        {
          technology: ref(air),
          savingsCategory: ref(hull),
          consumptionCategories: [ref(me)],
          savingsPct: 7.5,
          equipmentCost: 100_000,
          installationCost: 20_000,
          operationCost: 1_000,
          confidenceInterval: 2,
        },
        {
          technology: ref(fins),
          savingsCategory: ref(propulsion),
          consumptionCategories: [ref(me), ref(ae)],
          savingsPct: 3,
          equipmentCost: 60_000,
          installationCost: 20_000,
          operationCost: 0,
          confidenceInterval: 1.5,
        },
        {
          technology: ref(whr),
          savingsCategory: ref(recovery),
          consumptionCategories: [ref(ae), ref(bo)],
          savingsPct: 0,
          fixedSavings: [
            { consumptionCategory: ref(bo), consumptionType: ref(hfo), fixedSavingsInMt: 40 },
            { consumptionCategory: ref(ae), consumptionType: ref(mgo), fixedSavingsInMt: 20 },
          ],
          equipmentCost: 900_000,
          installationCost: 150_000,
          operationCost: 12_000,
          confidenceInterval: 10,
        },
      ],
      categoryOrders: [
        {
          consumptionCategory: ref(me),
          technologies: [
            { technology: ref(fins), calculationSequence: 0 },
            { technology: ref(air), calculationSequence: 1 },
          ],
        },
        {
          consumptionCategory: ref(ae),
          technologies: [
            // Each technology joined the auxiliary engine's list at the count plus 1, in the order created.
            { technology: ref(fins), calculationSequence: 1 },
            { technology: ref(whr), calculationSequence: 2 },
          ],
        },
        { consumptionCategory: ref(bo), technologies: [{ technology: ref(whr), calculationSequence: 1 }] },
      ],
      regulatoryImpact: { pctInEu: 50, carbonRate: 85, startYear: 2025, numberOfYears: 5 },
      cii: { shipType: 'bulkCarrier', deadweight: 56_045, grossTonnage: 31_236, annualDistanceNm: 58_400 },
    };
    const expected = calculateReportResults(input);
    expect(expected.canCalculate).toBe(true);
    if (!expected.canCalculate) return;
    expect(expected.ciiOutlook).not.toBeNull();
    expect(expected.etsOutlook).not.toBeNull();
    expect(expected.fuelEuOutlook?.totalPenaltyBefore).toBeGreaterThan(0);
    expect(expected.macCurve.length).toBeGreaterThan(0);

    const actual = await results(headers, report.id);
    expect(differences(actual, expected)).toEqual([]);

    const included = (
      await call('GET', `/api/reports/${report.id}/included-technologies`, headers)
    ).json() as IncludedTechnology[];
    for (const total of expected.technologyTotals) {
      const item = included.find((i) => i.technology.id === total.technology.id)!;
      expect(differences(item.calcSavingsInMt.value, total.fuelSavingsInMt)).toEqual([]);
    }
  });

  it('answers the savings range with the confidence interval relative to each saving', async () => {
    const { headers } = await t.signIn(Role.USER);
    const { report, hull } = await reportSetUp(t.database.db);
    // 5 % with CI 30 on the main engine's 1,000 MT of HFO: 50 MT, between 3.5 % and 6.5 %: 35 – 65 MT.
    await includeTechnology(
      t,
      headers,
      report.id,
      hull.id,
      savingsBody({ calcSavings: 5, calcConfidenceInterval: 30 }),
    );
    const answer = await results(headers, report.id);
    if (!answer.canCalculate) throw new Error('expected results');
    const { totalFuelSavings, totalCo2ReductionInMt, totalCo2ReductionInPct } = answer.calcTechnologiesSavings;
    expect(totalFuelSavings).toBeCloseTo(50, 9);
    const { low, high } = answer.savingsRange;
    expect(low.totalFuelSavings).toBeCloseTo(35, 9);
    expect(high.totalFuelSavings).toBeCloseTo(65, 9);
    expect(low.totalCo2ReductionInMt).toBeCloseTo(totalCo2ReductionInMt * 0.7, 9);
    expect(high.totalCo2ReductionInMt).toBeCloseTo(totalCo2ReductionInMt * 1.3, 9);
    expect(high.totalCo2ReductionInPct).toBeCloseTo(totalCo2ReductionInPct * 1.3, 9);
  });

  it('says why there are no results: no technology included, or no consumption rows', async () => {
    const db = t.database.db;
    const { headers } = await t.signIn(Role.USER);
    const { report, hull, vessel } = await reportSetUp(db);
    expect(await results(headers, report.id)).toEqual({ canCalculate: false, reason: 'noIncludedTechnologies' });
    await includeTechnology(t, headers, report.id, hull.id);
    expect((await results(headers, report.id)).canCalculate).toBe(true);

    const bare = await buildVessel(db, { vesselTypeId: vessel.vesselTypeId });
    const bareReport = await buildReport(db, { vesselId: bare.id });
    const added = await includeTechnology(t, headers, bareReport.id, hull.id);
    expect(added.calcSavingsInMt.value).toBeNull();
    expect(await results(headers, bareReport.id)).toEqual({ canCalculate: false, reason: 'missingConsumption' });
  });

  it('answers 401 without a token and 404 for an unknown report', async () => {
    const { headers } = await t.signIn(Role.USER);
    const { report } = await reportSetUp(t.database.db);
    expect((await t.app.inject({ url: `/api/reports/${report.id}/calculated-results` })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/reports/999999/calculated-results', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Report not found' });
  });
});
