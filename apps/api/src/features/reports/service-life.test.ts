import { type CalculatedResultsResponse, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { temporaryDataDir } from '../../../test/factories-files.ts';
import { includeTechnology, linkMakerAndSupplier, reportSetUp } from '../../../test/factories-report-technologies.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { technologies, technologyMakers } from '../../db/schema/index.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });

type Calculated = Extract<CalculatedResultsResponse, { canCalculate: true }>;

/** −I + Σ_{k=1..n} flow / 1.08^k: the NPV at the default rate of a constant yearly flow. */
const npvOver = (investment: number, flow: number, years: number) =>
  Array.from({ length: years }, (_, k) => flow / 1.08 ** (k + 1)).reduce((sum, v) => sum + v, -investment);

describe("a technology's service life in the report's finances", () => {
  it("counts each NPV over the chosen maker's service life, else the technology's, else the outlook's years", async () => {
    const { headers } = await t.signIn(Role.USER);
    const db = t.database.db;
    const data = await reportSetUp(db);
    await db.update(technologies).set({ serviceLifeYears: 20 }).where(eq(technologies.id, data.hull.id));
    await db.update(technologies).set({ serviceLifeYears: 12 }).where(eq(technologies.id, data.wide.id));
    const { maker } = await linkMakerAndSupplier(db, data.wide.id, { serviceLifeYears: 5 });
    await includeTechnology(t, headers, data.report.id, data.hull.id, { calcSavings: 5 });
    await includeTechnology(t, headers, data.report.id, data.wide.id, {
      calcSavings: 8,
      technologyMaker: { id: maker.id },
    });
    const impact = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${data.report.id}/regulatory-impact`,
      headers,
      payload: {
        regulatoryImpactPctInEu: 100,
        regulatoryImpactCarbonRate: 80,
        regulatoryImpactStartYear: 2026,
        regulatoryImpactNumberOfYears: 3,
      },
    });
    expect(impact.statusCode, impact.body).toBe(200);
    const results = (
      await t.app.inject({ url: `/api/reports/${data.report.id}/calculated-results`, headers })
    ).json() as Calculated;

    const [hull, wide] = [data.hull.id, data.wide.id].map(
      (id) => results.calcFinances.finances.find((row) => row.technology.id === id)!,
    );
    expect(hull!.carbon!.npvYears).toBe(20);
    expect(wide!.carbon!.npvYears).toBe(5);
    // From 2026 the phase-in is full, so every year's avoided cost is the mean over the outlook.
    for (const [row, years] of [
      [hull!, 20],
      [wide!, 5],
    ] as const) {
      const flow = row.yearlyFuelCostSaving + row.carbon!.avoidedCarbonCostPerYear - row.costPerYear;
      expect(row.carbon!.npv).toBeCloseTo(npvOver(row.totalInvestment, flow, years), 6);
    }
    expect(results.calcFinances.carbon!.npv).toBeCloseTo(hull!.carbon!.npv + wide!.carbon!.npv, 6);
    expect(results.calcFinances.carbon!.npvYears).toBeNull();

    // Without service lives both count the outlook's three years.
    await db.update(technologies).set({ serviceLifeYears: null });
    await db.update(technologyMakers).set({ serviceLifeYears: null });
    const plain = (
      await t.app.inject({ url: `/api/reports/${data.report.id}/calculated-results`, headers })
    ).json() as Calculated;
    expect(plain.calcFinances.finances.map((row) => row.carbon!.npvYears)).toEqual([3, 3]);
    expect(plain.calcFinances.carbon!.npvYears).toBe(3);
  });
});
