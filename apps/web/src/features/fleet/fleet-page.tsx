import { Center, Loader, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useRecord } from '../../components/use-record.ts';
import { CustomerTabs } from './customer-tabs.tsx';
import { downloadFleet, useFleet } from './fleet-api.ts';

// The content's code is its own chunk, asked for as the page loads, while the fleet's figures are on
// their way: so the route's chunk, which every page's first download lists, stays small.
const content = import('./fleet-content.tsx');
const FleetContent = lazy(() => content.then((m) => ({ default: m.FleetContent })));

const loading = (
  <Center py="xl">
    <Loader size="sm" />
  </Center>
);

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
        <Suspense fallback={loading}>
          <FleetContent fleet={fleet} customerId={customerId} />
        </Suspense>
      ) : (
        loading
      )}
    </Stack>
  );
}
