import type { FleetResponse } from '@backoffice/contracts';
import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useRecord } from '../../app/records/use-record.ts';
import { AppButton } from '../../components/app-button.tsx';
import { customerPaths } from '../../components/customer-paths.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { CustomerTabs } from './customer-tabs.tsx';
import { downloadFleet, useFleet } from './fleet-api.ts';
import type { FleetRow } from './fleet-columns.tsx';
import { FleetMissing } from './fleet-missing.tsx';
import { FleetPool } from './fleet-pool.tsx';
import { FleetTable } from './fleet-table.tsx';

// Below the table: loaded just after the page, not in its first download.
const FleetMacChart = lazy(() => import('./fleet-mac-chart.tsx').then((m) => ({ default: m.FleetMacChart })));

function DownloadButton({ customerId }: { customerId: number }) {
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadFleet(customerId).finally(() => setDownloading(false));
  };
  return (
    <AppButton variant="secondary" leftSection={<IconDownload size={16} />} loading={downloading} onClick={download}>
      Download xlsx
    </AppButton>
  );
}

function FleetContent({ fleet, customerId }: { fleet: FleetResponse; customerId: number }) {
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

/** A client's fleet: each vessel's figures from its report of record, the totals, the pool and the MAC curve. */
export function FleetPage() {
  const customerId = Number(useParams().customerId);
  const fleet = useRecord(useFleet(customerId));
  return (
    <Stack gap={0}>
      <CustomerTabs customerId={customerId} active="fleet" />
      <PageTitle actions={fleet && fleet.vessels.length > 0 && <DownloadButton customerId={customerId} />}>
        Fleet
      </PageTitle>
      {fleet ? (
        <FleetContent fleet={fleet} customerId={customerId} />
      ) : (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )}
    </Stack>
  );
}
