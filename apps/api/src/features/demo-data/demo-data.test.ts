import { type CalculatedResultsResponse, type IncludedTechnology, Role, type Vessel } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import {
  consumptionTypes,
  customers,
  particulars,
  projectConsumptionRates,
  questionnaires,
  vesselConsumptionRates,
  vesselConsumptions,
  vessels,
} from '../../db/schema/index.ts';
import { seedCatalogue } from '../../db/seed/catalogue.ts';
import { seedReferenceData } from '../../db/seed/reference-data.ts';
import { demoCustomerName, seedDemoData } from './demo-data.service.ts';

const t = useTestApp();

describe('demo data', () => {
  it('adds one clearly named client with a vessel made as the app makes one, once', async () => {
    const db = t.database.db;
    await seedReferenceData(db);
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);
    expect((await db.select().from(customers)).map((c) => c.name)).toEqual([demoCustomerName]);
    const [vessel, ...others] = await db.select().from(vessels);
    expect(others).toEqual([]);
    expect(vessel).toMatchObject({ name: 'MV Demo Explorer', status: 0 });
    const types = await db.select().from(consumptionTypes);
    expect(await db.select().from(projectConsumptionRates)).toHaveLength(types.length);
    expect(await db.select().from(vesselConsumptionRates)).toHaveLength(types.length);
    expect(await db.select().from(vesselConsumptions)).toHaveLength(3);
    expect(await db.select().from(questionnaires)).toHaveLength(1);
    expect(await db.select().from(particulars)).toHaveLength(1);

    const user = await t.signIn(Role.USER);
    for (const path of ['questionnaire', 'particulars', 'consumptions', 'consumption-rates']) {
      const res = await t.app.inject({ url: `/api/vessels/${vessel!.id}/${path}`, headers: user.headers });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('demo reports', () => {
  it('adds a screening report with three catalogue technologies and a solution design based on it', async () => {
    const db = t.database.db;
    await seedReferenceData(db);
    await seedCatalogue(db);
    expect(await seedDemoData(db)).toBe(true);
    const [vessel] = await db.select().from(vessels);
    const { headers } = await t.signIn(Role.USER);
    const read = async (url: string) => {
      const res = await t.app.inject({ url: `/api/${url}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const shown = (await read(`vessels/${vessel!.id}`)) as Vessel;
    // The solution design was made last: the vessel carries its status.
    expect(shown.status).toBe(9);
    expect(shown.screeningReports.map((r) => [r.name, r.status])).toEqual([['Energy screening 2026 (demo)', 6]]);
    expect(shown.solutionDesignsReports.map((r) => [r.name, r.status])).toEqual([['Solution design 2026 (demo)', 9]]);
    const [screening, design] = [shown.screeningReports[0]!.id, shown.solutionDesignsReports[0]!.id];

    const included = (await read(`reports/${screening}/included-technologies`)) as IncludedTechnology[];
    expect(included.map((row) => row.technology.shortName).sort()).toEqual(['ALS', 'FRC', 'PBCF']);
    const coating = included.find((row) => row.technology.shortName === 'FRC')!;
    expect(coating.calcSavings).toMatchObject({ value: 0, originalValue: 5.5 });
    expect(coating.vesselTechnologyFixedConsumptionSavings).toEqual([
      expect.objectContaining({
        fixedCalcSavingsInMt: 250,
        consumptionCategory: expect.objectContaining({ name: expect.any(String) }),
      }),
    ]);
    const results = (await read(`reports/${screening}/calculated-results`)) as CalculatedResultsResponse;
    expect(results.canCalculate).toBe(true);

    const designed = (await read(`reports/${design}/included-technologies`)) as IncludedTechnology[];
    expect(designed).toHaveLength(3);
    expect(designed.every((row) => row.isIncludedInScreeningReport)).toBe(true);
    expect(designed.every((row) => (row.calcSavingsInMt.screeningValue ?? 0) > 0)).toBe(true);
    expect((await read(`reports/${design}`)).basedOn).toEqual({ id: screening, name: 'Energy screening 2026 (demo)' });
  });
});
