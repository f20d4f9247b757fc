import type { FleetResponse } from '@backoffice/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { customerPaths } from '../../components/customer-paths.ts';
import type { FleetRow } from './fleet-columns.tsx';
import { FleetMissing } from './fleet-missing.tsx';
import { FleetPool } from './fleet-pool.tsx';
import { FleetTable } from './fleet-table.tsx';

// Below the table: loaded just after the page, not in its first download.
const FleetMacChart = lazy(() => import('./fleet-mac-chart.tsx').then((m) => ({ default: m.FleetMacChart })));

/** The fleet's table, the vessels missing figures, the pool and the MAC curve; or what to do first. */
export function FleetContent({ fleet, customerId }: { fleet: FleetResponse; customerId: number }) {
  if (fleet.vessels.length === 0) {
    return (
      <Text>
        Add a project and its vessels to see the fleet here.{' '}
        <Anchor component={Link} to={customerPaths.customer(customerId)}>
          Open the client's projects
        </Anchor>
      </Text>
    );
  }
  const rows = fleet.vessels.filter((row): row is FleetRow => row.report !== null);
  return (
    <Stack gap="xl">
      {rows.length > 0 && <FleetTable fleet={fleet} rows={rows} customerId={customerId} />}
      <FleetMissing vessels={fleet.vessels.filter((row) => row.missing.length > 0)} customerId={customerId} />
      <FleetPool pool={fleet.pool} totals={fleet.totals} />
      {fleet.macCurve.length > 0 && (
        <Suspense fallback={null}>
          <FleetMacChart curve={fleet.macCurve} />
        </Suspense>
      )}
    </Stack>
  );
}
