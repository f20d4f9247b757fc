import { formatDate, type Report, reportStatusLabels, reportTypeLabels } from '@backoffice/contracts';
import { Anchor, Card, Stack, Text } from '@mantine/core';
import { IconFiles, IconFileTypeDocx } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { customerPaths } from '../../components/customer-paths.ts';
import { useFocusReturnAfter } from '../../components/use-focus-return-after.ts';
import { FieldRow } from './field-row.tsx';

// Loaded when the export starts: the report page itself stays within its size budget.
const ExportWordDialog = lazy(() => import('./export-word-dialog.tsx').then((m) => ({ default: m.ExportWordDialog })));

/** The address of the report's own page. */
function reportPath(report: Report): string {
  const { vessel } = report;
  return customerPaths.report(vessel.project.customer.id, vessel.project.id, vessel.id, report);
}

/** 'Report files' and the Word export (any status: a Completed report is exported too). */
export function ReportHeaderActions({ report }: { report: Report }) {
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  // The dialog is mounted only while open: on its close, focus goes back to the export button.
  useFocusReturnAfter(exporting);
  return (
    <>
      <AppButton
        variant="secondary"
        leftSection={<IconFiles size={16} />}
        onClick={() => navigate(`${reportPath(report)}/files`)}
      >
        Report files
      </AppButton>
      <AppButton variant="secondary" leftSection={<IconFileTypeDocx size={16} />} onClick={() => setExporting(true)}>
        Export as Word file
      </AppButton>
      {exporting && (
        <Suspense fallback={null}>
          <ExportWordDialog report={report} opened onClose={() => setExporting(false)} />
        </Suspense>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function FactsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} withBorder padding="md" radius="md">
      <CardTitle mb="sm">{title}</CardTitle>
      <FieldRow>{children}</FieldRow>
    </Card>
  );
}

/** The report's type, status, dates and the screening report a solution design is based on. */
export function ReportSummary({ report }: { report: Report }) {
  const { vessel } = report;
  const basedOn = report.basedOn;
  return (
    <FactsCard title="Report summary">
      <Fact label="Type">{reportTypeLabels[report.type as 0 | 1]}</Fact>
      <Fact label="Status">{reportStatusLabels[report.status]}</Fact>
      <Fact label="Created">{formatDate(report.createdOn)}</Fact>
      <Fact label="Modified">{formatDate(report.modifiedOn)}</Fact>
      {basedOn && (
        <Fact label="Based on">
          <Anchor
            component={Link}
            to={customerPaths.report(vessel.project.customer.id, vessel.project.id, vessel.id, {
              id: basedOn.id,
              type: 0,
            })}
          >
            {basedOn.name}
          </Anchor>
        </Fact>
      )}
    </FactsCard>
  );
}

/** The vessel the report is about, with its project and customer. */
export function ReportVesselBlock({ report }: { report: Report }) {
  const { vessel } = report;
  const { project } = vessel;
  return (
    <FactsCard title="Vessel">
      <Fact label="Vessel">
        <Anchor component={Link} to={customerPaths.vessel(project.customer.id, project.id, vessel.id)}>
          {vessel.name}
        </Anchor>
      </Fact>
      <Fact label="Vessel type">{vessel.vesselType.name}</Fact>
      <Fact label="Project">
        <Anchor component={Link} to={customerPaths.project(project.customer.id, project.id)}>
          {project.name}
        </Anchor>
      </Fact>
      <Fact label="Client">
        <Anchor component={Link} to={customerPaths.customer(project.customer.id)}>
          {project.customer.name}
        </Anchor>
      </Fact>
    </FactsCard>
  );
}
