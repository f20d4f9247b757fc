import { Role, reportMessages } from '@backoffice/contracts';
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
});
