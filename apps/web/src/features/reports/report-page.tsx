import { type Report, reportMessages, reportTypeLabels } from '@backoffice/contracts';
import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { PageTitle } from '../../components/page-title.tsx';
import { RenderInTransition } from '../../components/render-in-transition.tsx';
import { PageLoader, useAddressedReport } from './addressed-report.tsx';
import { ReportEditForm } from './report-edit-form.tsx';
import { ReportHeaderActions, ReportSummary, ReportVesselBlock } from './report-summary.tsx';
import { ResultsSection } from './results/results-section.tsx';
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
      {/* The rest is the page's largest render: in a transition it does not hold back the title or block the page. */}
      <RenderInTransition fallback={<PageLoader />}>
        <ReportVesselBlock report={report} />
        <ReportEditForm report={report} />
        <Suspense fallback={null}>
          <ReportShareCard report={report} />
        </Suspense>
        <ReportTechnologiesSection report={report} />
        <Suspense fallback={null}>
          {report.type === 0 && <NovelTechnologiesPanel report={report} />}
          <RegulatoryImpactPanel report={report} />
        </Suspense>
        <ResultsSection report={report} />
        <Suspense fallback={null}>
          <HistoryCard recordType="report" recordId={report.id} />
        </Suspense>
      </RenderInTransition>
    </Stack>
  );
}

function ReportPage({ type }: { type: 0 | 1 }) {
  const report = useAddressedReport(type);
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
