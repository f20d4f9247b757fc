import type { FleetVessel } from '@backoffice/contracts';
import { Anchor, List, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { customerPaths } from '../../components/customer-paths.ts';

/** The vessels that lack figures, each with what is missing in words. */
export function FleetMissing({ vessels, customerId }: { vessels: FleetVessel[]; customerId: number }) {
  if (vessels.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="fleet-missing">
      <Title order={3} id="fleet-missing">
        Vessels missing figures
      </Title>
      <List spacing={4}>
        {vessels.map((row) => (
          <List.Item key={row.vessel.id}>
            <Anchor component={Link} to={customerPaths.vessel(customerId, row.project.id, row.vessel.id)}>
              {row.vessel.name}
            </Anchor>
            : {row.missing.join(', ')}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
