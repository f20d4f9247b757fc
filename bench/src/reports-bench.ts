import type { Database } from '@backoffice/api/db';
import { calculateReportResults } from '@backoffice/engine';
import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../apps/api/src/features/feature-deps.ts';
import { listIncludedRows } from '../../apps/api/src/features/reports/included-technologies.queries.ts';
import { listIncludedTechnologies } from '../../apps/api/src/features/reports/included-technologies.service.ts';
import { requireReport } from '../../apps/api/src/features/reports/report-access.service.ts';
import { calculatedResults, calculationInput } from '../../apps/api/src/features/reports/report-calculation.service.ts';
import { getReport } from '../../apps/api/src/features/reports/reports.service.ts';
import type { Target } from './load.ts';

/** The report endpoints behind the bare fastify: the same services on the same pool. */
export function reportBaselineRoutes(app: FastifyInstance, deps: FeatureDeps) {
  app.get<{ Params: { id: string } }>('/reports/:id', (request) => getReport(deps, Number(request.params.id)));
  app.get<{ Params: { id: string } }>('/reports/:id/calculated-results', (request) =>
    calculatedResults(deps.db, Number(request.params.id)),
  );
  app.get<{ Params: { id: string } }>('/reports/:id/included-technologies', (request) =>
    listIncludedTechnologies(deps, Number(request.params.id)),
  );
}

const withTechnologies = (count: number) => (body: unknown) =>
  (body as { canCalculate?: boolean; technologyTotals?: unknown[] } | null)?.canCalculate === true &&
  (body as { technologyTotals: unknown[] }).technologyTotals.length === count
    ? null
    : `expected results for ${count} technologies`;

const listOf = (count: number) => (body: unknown) =>
  Array.isArray(body) && body.length === count ? null : `expected ${count} included technologies`;

/** The app/baseline pairs of the report endpoints. */
export function reportPairs(
  appUrl: string,
  baselineUrl: string,
  auth: Record<string, string>,
  report: { reportId: number; includedTechnologies: number },
) {
  const pair = (key: string, endpoint: string, path: string, check: (body: unknown) => string | null) => ({
    key,
    endpoint,
    app: { url: `${appUrl}/api${path}`, headers: auth } satisfies Target,
    baseline: { url: `${baselineUrl}${path}`, headers: {} } satisfies Target,
    check,
  });
  return [
    pair('report', 'GET /api/reports/{id}', `/reports/${report.reportId}`, (body) =>
      (body as { id?: number } | null)?.id === report.reportId ? null : `expected the report ${report.reportId}`,
    ),
    pair(
      'report-results',
      'GET /api/reports/{id}/calculated-results',
      `/reports/${report.reportId}/calculated-results`,
      withTechnologies(report.includedTechnologies),
    ),
    pair(
      'report-included',
      'GET /api/reports/{id}/included-technologies',
      `/reports/${report.reportId}/included-technologies`,
      listOf(report.includedTechnologies),
    ),
  ];
}

/**
 * The engine alone: the report's inputs gathered once, then `calculateReportResults` called
 * `calls` times after a warm-up. Answers the mean time per call in microseconds.
 */
export async function timeEngine(database: Database, reportId: number, calls = 2000) {
  const report = await requireReport(database.db, reportId);
  const input = await calculationInput(database.db, report, await listIncludedRows(database.db, report.id));
  for (let i = 0; i < 200; i++) calculateReportResults(input);
  const started = performance.now();
  for (let i = 0; i < calls; i++) calculateReportResults(input);
  const microseconds = ((performance.now() - started) * 1000) / calls;
  return { calls, microsecondsPerCall: Number(microseconds.toFixed(1)) };
}
