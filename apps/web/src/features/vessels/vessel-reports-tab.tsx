import { Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { clientPaths } from '../../components/client-paths.ts';
import { CopyVesselDialog } from './copy-vessel-dialog.tsx';
import { useLoadedVessel } from './vessel-page.tsx';

function ReportList({ title, newLabel, emptyText }: { title: string; newLabel: string; emptyText: string }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        <Tooltip label="Reports are coming soon">
          <span>
            <AppButton condensed leftSection={<IconPlus size={14} />} disabled>
              {newLabel}
            </AppButton>
          </span>
        </Tooltip>
      </Group>
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    </Card>
  );
}

/** Vessel Reports tab: the vessel's title, 'Copy to ..', and its screening and solution design reports. */
export function VesselReportsTab() {
  const vessel = useLoadedVessel();
  const navigate = useNavigate();
  const [copying, setCopying] = useState(false);

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
      <ReportList title="Screenings" newLabel="New Screening Report" emptyText="No screening reports" />
      <ReportList title="Solution Designs" newLabel="New Solution Design Report" emptyText="No solution designs" />
      <CopyVesselDialog
        opened={copying}
        vessel={vessel}
        onClose={() => setCopying(false)}
        onCopied={(copy) => navigate(clientPaths.vessel(copy.project.customer.id, copy.project.id, copy.id))}
      />
    </Stack>
  );
}
