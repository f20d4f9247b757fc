import { type IncludedTechnology, Role, reportMessages } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { temporaryDataDir } from '../../../test/factories-files.ts';
import {
  includeTechnology,
  postIncluded,
  reportSetUp,
  savingsBody,
} from '../../../test/factories-report-technologies.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });

async function setUp() {
  const user = await t.signIn(Role.USER);
  const data = await reportSetUp(t.database.db);
  return { ...data, headers: user.headers, db: t.database.db };
}

describe('the savings form of an included technology', () => {
  it('validates the savings form in the spec’s words', async () => {
    const { headers, report, hull, main, aux, hfo } = await setUp();
    const zero = await postIncluded(
      t,
      headers,
      report.id,
      savingsBody({ technology: { id: hull.id }, calcSavings: 0 }),
    );
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ calcSavings: ['Must be greater than 0'] });
    const missing = await postIncluded(t, headers, report.id, {
      technology: { id: hull.id },
      calcSavings: 3,
    });
    expect(missing.json()).toMatchObject({
      calcConfidenceInterval: ['*'],
      calcEquipmentCost: ['*'],
      calcInstallationCost: ['*'],
      calcOperationCost: ['*'],
    });
    const noChoice = await postIncluded(t, headers, report.id, savingsBody());
    expect(noChoice.json()).toMatchObject({ technology: ['*'] });

    const wrongCategory = await postIncluded(
      t,
      headers,
      report.id,
      savingsBody({
        technology: { id: hull.id },
        vesselTechnologyFixedConsumptionSavings: [
          { fixedCalcSavingsInMt: 10, consumptionCategory: { id: aux.id }, consumptionType: { id: hfo.id } },
        ],
      }),
    );
    expect(wrongCategory.statusCode).toBe(400);
    expect(wrongCategory.json()).toMatchObject({
      'vesselTechnologyFixedConsumptionSavings.0.consumptionCategory': [reportMessages.notTechnologyCategory],
    });
    const unknownType = await postIncluded(
      t,
      headers,
      report.id,
      savingsBody({
        technology: { id: hull.id },
        vesselTechnologyFixedConsumptionSavings: [
          { fixedCalcSavingsInMt: 10, consumptionCategory: { id: main.id }, consumptionType: { id: 999_999 } },
        ],
      }),
    );
    expect(unknownType.json()).toMatchObject({
      'vesselTechnologyFixedConsumptionSavings.0.consumptionType': ['Not found'],
    });
    const twice = await postIncluded(
      t,
      headers,
      report.id,
      savingsBody({
        technology: { id: hull.id },
        vesselTechnologyFixedConsumptionSavings: [
          { fixedCalcSavingsInMt: 10, consumptionCategory: { id: main.id }, consumptionType: { id: hfo.id } },
          { fixedCalcSavingsInMt: 12, consumptionCategory: { id: main.id }, consumptionType: { id: hfo.id } },
        ],
      }),
    );
    expect(twice.json()).toMatchObject({
      'vesselTechnologyFixedConsumptionSavings.1.consumptionType': [reportMessages.fixedSavingTwice],
    });
  });

  it('stores savings 0 with a fixed MT value and counts the fixed saving', async () => {
    const { headers, report, hull, main, hfo } = await setUp();
    const added = await includeTechnology(t, headers, report.id, hull.id, {
      calcSavings: null,
      vesselTechnologyFixedConsumptionSavings: [
        { fixedCalcSavingsInMt: 30, consumptionCategory: { id: main.id }, consumptionType: { id: hfo.id } },
        { fixedCalcSavingsInMt: null, consumptionCategory: { id: main.id }, consumptionType: { id: hfo.id + 1 } },
      ],
    });
    expect(added.calcSavings.value).toBe(0);
    expect(added.calcSavingsInMt.value).toBe(30);
    expect(added.vesselTechnologyFixedConsumptionSavings).toEqual([
      {
        fixedCalcSavingsInMt: 30,
        consumptionCategory: { id: main.id, name: main.name },
        consumptionType: { id: hfo.id, name: hfo.name },
      },
    ]);
  });

  it('refuses a confidence interval above 100 %, as the catalogue and the maker link do, and stores nothing', async () => {
    const { headers, report, hull } = await setUp();
    const above = await postIncluded(
      t,
      headers,
      report.id,
      savingsBody({ technology: { id: hull.id }, calcConfidenceInterval: 100.5 }),
    );
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ calcConfidenceInterval: ['Must be at most 100'] });
    const list = await t.app.inject({ url: `/api/reports/${report.id}/included-technologies`, headers });
    expect(list.json()).toEqual([]);
    const atMost = await postIncluded(
      t,
      headers,
      report.id,
      savingsBody({ technology: { id: hull.id }, calcConfidenceInterval: 100 }),
    );
    expect(atMost.statusCode, atMost.body).toBe(201);
  });

  it('refuses a savings % of 0 or less in the spec’s words', async () => {
    const { headers, report, hull } = await setUp();
    const negative = await postIncluded(
      t,
      headers,
      report.id,
      savingsBody({ technology: { id: hull.id }, calcSavings: -5 }),
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ calcSavings: ['Must be greater than 0'] });
  });

  it('refuses a fixed MT saving on a pair the vessel does not burn or above its annual consumption, storing nothing', async () => {
    const { headers, report, wide, main, aux, hfo, lfo } = await setUp();
    const list = async () =>
      (
        await t.app.inject({ url: `/api/reports/${report.id}/included-technologies`, headers })
      ).json() as IncludedTechnology[];
    const fixedOn = (category: { id: number }, type: { id: number }, value: number | null) => ({
      fixedCalcSavingsInMt: value,
      consumptionCategory: { id: category.id },
      consumptionType: { id: type.id },
    });
    // The vessel burns HFO on the main engine (1,000 MT) and HFO (200) and LFO (100) on the auxiliaries.
    const notBurnt = await postIncluded(
      t,
      headers,
      report.id,
      savingsBody({ technology: { id: wide.id }, vesselTechnologyFixedConsumptionSavings: [fixedOn(main, lfo, 50)] }),
    );
    expect(notBurnt.statusCode).toBe(400);
    expect(notBurnt.json()).toEqual({
      'vesselTechnologyFixedConsumptionSavings.0.fixedCalcSavingsInMt': [reportMessages.fixedSavingNotConsumed],
    });
    const above = await postIncluded(
      t,
      headers,
      report.id,
      savingsBody({
        technology: { id: wide.id },
        vesselTechnologyFixedConsumptionSavings: [fixedOn(aux, hfo, 150), fixedOn(main, hfo, 1500)],
      }),
    );
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({
      'vesselTechnologyFixedConsumptionSavings.1.fixedCalcSavingsInMt': [
        "Must be at most 1,000, the vessel's annual consumption",
      ],
    });
    expect(await list()).toEqual([]);

    // An empty field on a pair not burnt stores nothing and is no error; A itself is allowed.
    const added = await includeTechnology(t, headers, report.id, wide.id, {
      calcSavings: null,
      vesselTechnologyFixedConsumptionSavings: [fixedOn(main, lfo, null), fixedOn(aux, lfo, 100)],
    });
    expect(added.calcSavingsInMt.value).toBe(100);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${report.id}/included-technologies/${added.id}`,
      headers,
      payload: savingsBody({ calcSavings: null, vesselTechnologyFixedConsumptionSavings: [fixedOn(aux, lfo, 100.5)] }),
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({
      'vesselTechnologyFixedConsumptionSavings.0.fixedCalcSavingsInMt': [
        "Must be at most 100, the vessel's annual consumption",
      ],
    });
    const [kept] = await list();
    expect(kept!.vesselTechnologyFixedConsumptionSavings.map((f) => f.fixedCalcSavingsInMt)).toEqual([100]);
    expect(kept!.calcSavingsInMt.value).toBe(100);
  });
});
