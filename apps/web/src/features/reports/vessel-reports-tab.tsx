import type { Vessel } from '@backoffice/contracts';
import { reportMessages } from '@backoffice/contracts';
import { Card, Group, Stack, Title } from '@mantine/core';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { ButtonWithDisabledReason } from '../../components/button-with-disabled-reason.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { customerPaths } from '../../components/customer-paths.ts';
import { CopyVesselDialog, useLoadedVessel } from '../vessels/index.ts';
import { CreateReportDialog } from './create-report-dialog.tsx';
import { ReportCardList } from './report-cards.tsx';

interface ReportListProps {
  vessel: Vessel;
  type: 0 | 1;
  onNew(): void;
}

const listTexts = {
  0: { title: 'Screenings', newLabel: 'New Screening Report', emptyText: 'No screening reports' },
  1: { title: 'Solution Designs', newLabel: 'New Solution Design Report', emptyText: 'No solution designs' },
} as const;

function ReportList({ vessel, type, onNew }: ReportListProps) {
  const { title, newLabel, emptyText } = listTexts[type];
  const reports = type === 1 ? vessel.solutionDesignsReports : vessel.screeningReports;
  // A solution design is based on a screening report: without one there is nothing to base it on.
  const blocked = type === 1 && vessel.screeningReports.length === 0;
  const { customer } = vessel.project;
  return (
    <Card component="section" aria-label={title} withBorder padding="md" radius="md">
      <Group justify="space-between" mb="sm">
        <CardTitle>{title}</CardTitle>
        <ButtonWithDisabledReason
          condensed
          leftSection={<IconPlus size={14} />}
          disabledReason={blocked ? reportMessages.noScreeningReportToBaseOn : null}
          onClick={onNew}
        >
          {newLabel}
        </ButtonWithDisabledReason>
      </Group>
      <ReportCardList
        reports={reports}
        linkTo={(report) => customerPaths.report(customer.id, vessel.project.id, vessel.id, report)}
        emptyText={emptyText}
      />
    </Card>
  );
}

/** Vessel Reports tab: the vessel's title, 'Copy to ..', and its screening and solution design reports. */
export function VesselReportsTab() {
  const vessel = useLoadedVessel();
  const navigate = useNavigate();
  const [copying, setCopying] = useState(false);
  const [creating, setCreating] = useState<0 | 1 | null>(null);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {vessel.name} ({vessel.vesselType.name})
        </Title>
        <AppButton variant="secondary" leftSection={<IconCopy size={16} />} onClick={() => setCopying(true)}>
          Copy to ..
        </AppButton>
      </Group>
      <ReportList vessel={vessel} type={0} onNew={() => setCreating(0)} />
      <ReportList vessel={vessel} type={1} onNew={() => setCreating(1)} />
      <CreateReportDialog
        opened={creating !== null}
        type={creating ?? 0}
        vesselId={vessel.id}
        screeningReports={vessel.screeningReports}
        onClose={() => setCreating(null)}
        onCreated={(report) =>
          navigate(customerPaths.report(vessel.project.customer.id, vessel.project.id, vessel.id, report))
        }
      />
      <CopyVesselDialog
        opened={copying}
        vessel={vessel}
        onClose={() => setCopying(false)}
        onCopied={(copy) => navigate(customerPaths.vessel(copy.project.customer.id, copy.project.id, copy.id))}
      />
    </Stack>
  );
}
