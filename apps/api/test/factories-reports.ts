import { type Report, reportStatuses, reportTypes } from '@backoffice/contracts';
import type { Db } from '../src/db/client.ts';
import { reportTechnologies, reportTechnologyFixedSavings } from '../src/db/schema/index.ts';
import { currentSnapshot } from '../src/features/technologies/index.ts';
import type { TestContext } from './test-app.ts';

type Headers = { authorization: string };

/** Creates a report through `POST /api/reports` and answers it; a solution design needs `basedOnId`. */
export async function createReportViaApi(
  t: TestContext,
  headers: Headers,
  body: { vesselId: number; type?: 0 | 1; name?: string; basedOnId?: number },
): Promise<Report> {
  const type = body.type ?? reportTypes.ScreeningReport;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers,
    payload: {
      name: body.name ?? (type === reportTypes.ScreeningReport ? 'Screening 2026' : 'Solution design 2026'),
      type,
      vessel: { id: body.vesselId },
      basedOn: body.basedOnId === undefined ? null : { id: body.basedOnId },
    },
  });
  if (res.statusCode !== 201) throw new Error(`report not created: ${res.statusCode} ${res.body}`);
  return res.json() as Report;
}

/** `PUT /api/reports/{id}` with the report's name and contact and the given status. */
export function putReportStatus(t: TestContext, headers: Headers, report: Report, status: number) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/reports/${report.id}`,
    headers,
    payload: { name: report.name, status, internalContact: { id: report.internalContact!.id } },
  });
}

/** Sets the report Completed through the API (it is then locked) and answers it. */
export async function completeReport(t: TestContext, headers: Headers, report: Report): Promise<Report> {
  const completed =
    report.type === reportTypes.ScreeningReport
      ? reportStatuses.ScreeningReportCompleted
      : reportStatuses.SolutionDesignReportCompleted;
  const res = await putReportStatus(t, headers, report, completed);
  if (res.statusCode !== 200) throw new Error(`report not completed: ${res.statusCode} ${res.body}`);
  return res.json() as Report;
}

export interface IncludedTechnologyValues {
  calcSavings?: number;
  calcConfidenceInterval?: number;
  calcEquipmentCost?: number;
  calcInstallationCost?: number;
  calcOperationCost?: number;
  notes?: Partial<Record<string, string>>;
  fixedSavings?: { consumptionCategoryId: number; consumptionTypeId: number; fixedSavingsInMt: number }[];
}

/**
 * An included technology straight in the database, with the technology's current snapshot for the
 * vessel type and `original_*` equal to the values; for tests that need one without the savings form.
 */
export async function buildIncludedTechnology(
  db: Db,
  report: { id: number; vesselTypeId: number },
  technologyId: number,
  values: IncludedTechnologyValues = {},
) {
  const snapshot = await currentSnapshot(db, technologyId, report.vesselTypeId);
  const v = {
    calcSavings: values.calcSavings ?? snapshot.values.calcSavings,
    calcConfidenceInterval: values.calcConfidenceInterval ?? snapshot.values.calcConfidenceInterval,
    calcEquipmentCost: values.calcEquipmentCost ?? snapshot.values.calcEquipmentCost,
    calcInstallationCost: values.calcInstallationCost ?? snapshot.values.calcInstallationCost,
    calcOperationCost: values.calcOperationCost ?? snapshot.values.calcOperationCost,
  };
  const [row] = await db
    .insert(reportTechnologies)
    .values({
      reportId: report.id,
      technologyId,
      snapshotId: snapshot.id,
      ...v,
      originalCalcSavings: v.calcSavings,
      originalCalcConfidenceInterval: v.calcConfidenceInterval,
      originalCalcEquipmentCost: v.calcEquipmentCost,
      originalCalcInstallationCost: v.calcInstallationCost,
      originalCalcOperationCost: v.calcOperationCost,
      notes: values.notes ?? {},
    })
    .returning();
  for (const saving of values.fixedSavings ?? []) {
    await db.insert(reportTechnologyFixedSavings).values({ reportTechnologyId: row!.id, ...saving });
  }
  return row!;
}
