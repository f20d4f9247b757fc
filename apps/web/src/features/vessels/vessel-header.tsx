import { formatDate, type Vessel, vesselCardDate } from '@backoffice/contracts';
import { Badge, Group, Text, Title } from '@mantine/core';
import { vesselStatusLabel } from '../../components/vessel-card.tsx';

/** Name, vessel type, status and date of the vessel, shown above the vessel's forms. */
export function VesselHeader({ vessel }: { vessel: Vessel }) {
  const status = vesselStatusLabel(vessel.status);
  return (
    <Group justify="space-between" align="flex-end" mb="md">
      <div>
        <Title order={2}>{vessel.name}</Title>
        <Text c="dimmed">{vessel.vesselType.name}</Text>
      </div>
      <Group gap="sm">
        {status && (
          <Badge variant="light" tt="none">
            {status}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {formatDate(vesselCardDate(vessel))}
        </Text>
      </Group>
    </Group>
  );
}
