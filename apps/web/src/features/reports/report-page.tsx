import { type Report, reportMessages, reportTypeLabels } from '@backoffice/contracts';
import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue } from 'react';
import { PageTitle } from '../../components/page-title.tsx';
import { PageLoader, useAddressedReport } from './addressed-report.tsx';
import { ReportEditForm } from './report-edit-form.tsx';
import { ReportHeaderActions, ReportSummary, ReportVesselBlock } from './report-summary.tsx';
import { ResultsSection } from './results/results-section.tsx';
import { useIncludedTechnologies } from './technologies/report-technologies-api.ts';
import { ReportTechnologiesSection } from './technologies/report-technologies-section.tsx';

// Below the page's content: loaded just after the page, not in its first download.
const HistoryCard = lazy(() => import('../history/index.ts').then((m) => ({ default: m.HistoryCard })));

// The sharing of a Completed report: loaded with the page's first render rather than in its first download.
const ReportShareCard = lazy(() => import('../report-sharing/index.ts').then((m) => ({ default: m.ReportShareCard })));

// Below the technologies: loaded with the page's first render rather than in its first download.
const NovelTechnologiesPanel = lazy(() =>
  import('./novel-technologies-panel.tsx').then((m) => ({ default: m.NovelTechnologiesPanel })),
);
const RegulatoryImpactPanel = lazy(() =>
  import('./regulatory-impact-panel.tsx').then((m) => ({ default: m.RegulatoryImpactPanel })),
);

function ReportContent({ report }: { report: Report }) {
  // What lies below the included technologies shows with their rows, in the same deferred pass as the
  // table: the rows would otherwise push it down while it is read.
  const included = useIncludedTechnologies(report.id);
  const belowShown = useDeferredValue(included.data) !== undefined || included.isError;
  return (
    <Stack>
      <PageTitle actions={<ReportHeaderActions report={report} />}>
        {reportTypeLabels[report.type as 0 | 1]}: {report.name}
      </PageTitle>
      {report.isLocked && (
        <Alert color="blue" icon={<IconLock size={18} />} role="status">
          {reportMessages.reportLocked}
        </Alert>
      )}
      <ReportSummary report={report} />
      <ReportVesselBlock report={report} />
      <ReportEditForm report={report} />
      <Suspense fallback={null}>
        <ReportShareCard report={report} />
      </Suspense>
      <ReportTechnologiesSection report={report} availableShown={belowShown} />
      {belowShown && (
        <>
          <Suspense fallback={null}>
            {report.type === 0 && <NovelTechnologiesPanel report={report} />}
            <RegulatoryImpactPanel report={report} />
          </Suspense>
          <ResultsSection report={report} />
          <Suspense fallback={null}>
            <HistoryCard recordType="report" recordId={report.id} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}

function ReportPage({ type }: { type: 0 | 1 }) {
  // Its sections render in a deferred pass, which React splits into short tasks: rendered at once, as the
  // report arrived, they held the main thread for a long task.
  const report = useDeferredValue(useAddressedReport(type));
  return report ? <ReportContent key={report.id} report={report} /> : <PageLoader />;
}

/** Screening report details. */
export function ScreeningReportPage() {
  return <ReportPage type={0} />;
}

/** Solution design details: no Novel Technologies panel. */
export function SolutionDesignPage() {
  return <ReportPage type={1} />;
}
