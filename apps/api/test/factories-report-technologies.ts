import type { CreateIncludedTechnologyRequest, IncludedTechnology } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  projectConsumptionRates,
  reports,
  technologyMakers,
  technologySuppliers,
  vesselConsumptionRates,
  vesselConsumptions,
} from '../src/db/schema/index.ts';
import { buildVessel, referenceData } from './factories.ts';
import { buildMaker, buildSupplier, buildTechnology } from './factories-catalogue.ts';
import { buildProjectWithRates } from './factories-vessels.ts';
import type { TestContext } from './test-app.ts';

export type Headers = { authorization: string };

/** A report row straight in the database (type 0 screening by default, Draft). */
export async function buildReport(
  db: Db,
  overrides: Partial<typeof reports.$inferInsert> & { vesselId: number },
): Promise<typeof reports.$inferSelect> {
  const type = overrides.type ?? 0;
  const [row] = await db
    .insert(reports)
    .values({ name: 'Screening 2026', type, status: type === 1 ? 9 : 6, ...overrides })
    .returning();
  return row!;
}

/**
 * A vessel with consumption on the first two seeded categories (HFO on both, LFO on the second),
 * a Draft screening report of it, and two technologies acting on the first and on both categories.
 */
export async function reportSetUp(db: Db) {
  const { categories, types, vesselTypes } = await referenceData(db);
  const { project } = await buildProjectWithRates(db);
  const vessel = await buildVessel(db, { projectId: project.id, vesselTypeId: vesselTypes[0]!.id });
  const [main, aux] = [categories[0]!, categories[1]!];
  const rates = await db
    .select({ id: vesselConsumptionRates.id, typeId: projectConsumptionRates.consumptionTypeId })
    .from(vesselConsumptionRates)
    .innerJoin(projectConsumptionRates, eq(projectConsumptionRates.id, vesselConsumptionRates.projectConsumptionRateId))
    .where(eq(vesselConsumptionRates.vesselId, vessel.id));
  const rateOfType = (typeId: number) => rates.find((rate) => rate.typeId === typeId)!;
  const [hfo, lfo] = [types[0]!, types[1]!];
  const hfoRate = rateOfType(hfo.id);
  const lfoRate = rateOfType(lfo.id);
  await db.insert(vesselConsumptions).values([
    {
      vesselId: vessel.id,
      vesselConsumptionRateId: hfoRate.id,
      consumptionCategoryId: main.id,
      annualConsumption: 1000,
    },
    { vesselId: vessel.id, vesselConsumptionRateId: hfoRate.id, consumptionCategoryId: aux.id, annualConsumption: 200 },
    { vesselId: vessel.id, vesselConsumptionRateId: lfoRate.id, consumptionCategoryId: aux.id, annualConsumption: 100 },
  ]);
  const report = await buildReport(db, { vesselId: vessel.id });
  const hull = await buildTechnology(db, { name: 'Hull Coating', calcSavings: 5, consumptionCategoryIds: [main.id] });
  const wide = await buildTechnology(db, {
    name: 'Waste Heat Recovery',
    calcSavings: 8,
    consumptionCategoryIds: [main.id, aux.id],
  });
  return { vessel, report, categories, types, main, aux, hfo, lfo, hfoRate, lfoRate, hull, wide, vesselTypes };
}

/** An active maker and supplier linked to the technology; the maker link with its own values. */
export async function linkMakerAndSupplier(
  db: Db,
  technologyId: number,
  values: Partial<typeof technologyMakers.$inferInsert> = {},
) {
  const maker = await buildMaker(db);
  const supplier = await buildSupplier(db);
  await db.insert(technologyMakers).values({
    technologyId,
    makerId: maker.id,
    calcSavings: 6,
    calcConfidenceInterval: 2,
    calcEquipmentCost: 90_000,
    calcInstallationCost: 15_000,
    calcOperationCost: 500,
    ...values,
  });
  await db.insert(technologySuppliers).values({ technologyId, supplierId: supplier.id });
  return { maker, supplier };
}

/** A valid savings form body for a technology. */
export function savingsBody(overrides: Partial<CreateIncludedTechnologyRequest> = {}): CreateIncludedTechnologyRequest {
  return {
    calcSavings: 5,
    calcConfidenceInterval: 1.5,
    calcEquipmentCost: 100_000,
    calcInstallationCost: 20_000,
    calcOperationCost: 1_000,
    vesselTechnologyFixedConsumptionSavings: [],
    ...overrides,
  };
}

export function postIncluded(t: TestContext, headers: Headers, reportId: number, payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/reports/${reportId}/included-technologies`, headers, payload });
}

/** Adds the technology through the API and answers the included technology. */
export async function includeTechnology(
  t: TestContext,
  headers: Headers,
  reportId: number,
  technologyId: number,
  overrides: Partial<CreateIncludedTechnologyRequest> = {},
): Promise<IncludedTechnology> {
  const res = await postIncluded(t, headers, reportId, savingsBody({ technology: { id: technologyId }, ...overrides }));
  if (res.statusCode !== 201) throw new Error(`technology not included: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function setReportStatus(db: Db, reportId: number, status: number) {
  await db.update(reports).set({ status }).where(eq(reports.id, reportId));
}
