import {
  formatDate,
  type VesselCard as VesselCardData,
  vesselCardDate,
  vesselStatusLabels,
} from '@backoffice/contracts';
import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';

export function vesselStatusLabel(status: number | null): string | null {
  if (status === null) return null;
  return vesselStatusLabels[status] ?? null;
}

export interface VesselCardProps {
  vessel: VesselCardData;
  to: string;
}

/**
 * A vessel as a card: name, vessel type, status and the date of its last change. The link is named by
 * all it shows (a name of its own would not hold the text seen: Label in Name), and shows the focus
 * ring of Mantine's buttons and links when tabbed to.
 */
export function VesselCard({ vessel, to }: VesselCardProps) {
  const status = vesselStatusLabel(vessel.status);
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      padding="sm"
      radius="md"
      data-testid="vessel-card"
      // A Card has no outline of its own (Paper's 'outline: 0'): the link shows Mantine's focus ring.
      className="mantine-focus-auto"
      style={{ textDecoration: 'none' }}
    >
      <Text fw={600}>{vessel.name}</Text>
      <Text size="sm" c="dimmed">
        {vessel.vesselType.name}
      </Text>
      <Group justify="space-between" mt="xs" gap="xs">
        <Text size="sm">{status}</Text>
        <Text size="sm" c="dimmed">
          {formatDate(vesselCardDate(vessel))}
        </Text>
      </Group>
    </Card>
  );
}

export interface VesselCardListProps {
  vessels: VesselCardData[];
  /** The vessel page address of one vessel. */
  linkTo(vessel: VesselCardData): string;
  emptyText?: string;
}

export function VesselCardList({ vessels, linkTo, emptyText = 'No vessels' }: VesselCardListProps) {
  if (!vessels.length) {
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }}>
      {vessels.map((vessel) => (
        <VesselCard key={vessel.id} vessel={vessel} to={linkTo(vessel)} />
      ))}
    </SimpleGrid>
  );
}
