import type { CalculatedResultsDto } from '@backoffice/contracts';
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The charts' figures and data tables load only when a report shows its charts; vega itself runs in
// a worker (drawing/report-charts-drawing.ts).
const ReportCharts = lazy(() => import('./report-charts.tsx').then((module) => ({ default: module.ReportCharts })));

/** The report's charts, their code loaded on first render. */
export function LazyReportCharts({ results }: { results: CalculatedResultsDto }) {
  return (
    <Suspense fallback={<Loader size="sm" role="status" aria-label="Drawing the charts" />}>
      <ReportCharts results={results} />
    </Suspense>
  );
}
