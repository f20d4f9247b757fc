import type { CalculatedResultsDto } from '@backoffice/contracts';
import { Box, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { NearViewport } from '../../../components/near-viewport.tsx';
import { chartsMinHeight } from './charts-min-height.ts';

// The charts' figures and data tables load only when a report shows its charts; vega itself runs in
// a worker (drawing/report-charts-drawing.ts).
const ReportCharts = lazy(() => import('./report-charts.tsx').then((module) => ({ default: module.ReportCharts })));

/**
 * The report's charts, their code loaded and drawn when the page is scrolled near them: below the
 * tables, they would otherwise take the worker, vega's download and the images' decoding while the
 * page opens.
 */
export function LazyReportCharts({ results }: { results: CalculatedResultsDto }) {
  return (
    <NearViewport minHeight={chartsMinHeight}>
      <Suspense
        fallback={
          <Box mih={chartsMinHeight}>
            <Loader size="sm" role="status" aria-label="Drawing the charts" />
          </Box>
        }
      >
        <ReportCharts results={results} />
      </Suspense>
    </NearViewport>
  );
}
