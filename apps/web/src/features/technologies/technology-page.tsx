import type { Technology } from '@backoffice/contracts';
import { Center, Loader, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { RouteTabs } from '../../components/route-tabs.tsx';
import { useRecord } from '../../components/use-record.ts';
import { useTechnology } from './technologies-api.ts';

// Below the page's content: loaded just after the page, not in its first download.
const HistoryCard = lazy(() => import('../history/index.ts').then((m) => ({ default: m.HistoryCard })));

/** The technology page's tabs read the loaded technology from here. */
export function useLoadedTechnology(): Technology {
  return useOutletContext<Technology>();
}

const subTabs = ['suppliers', 'makers'];

/** One technology: its tabs over the tab's content. */
export function TechnologyPage() {
  const technology = useTechnology(Number(useParams().id));
  const { pathname } = useLocation();

  useRecord(technology);
  if (!technology.data) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  const base = `/technologies/${technology.data.id}`;
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const tabs = [
    { value: 'technology', label: 'Technology', to: base },
    { value: 'suppliers', label: 'Suppliers', to: `${base}/suppliers` },
    { value: 'makers', label: 'Makers', to: `${base}/makers` },
  ];
  return (
    <Stack gap={0}>
      <PageTitle>{technology.data.name}</PageTitle>
      <RouteTabs tabs={tabs} active={subTabs.includes(last) ? last : 'technology'} />
      <Outlet context={technology.data} />
      <Suspense fallback={null}>
        <HistoryCard recordType="technology" recordId={technology.data.id} mt="md" />
      </Suspense>
    </Stack>
  );
}
