import { Center, Loader, Stack } from '@mantine/core';
import { Outlet, useLocation, useParams } from 'react-router';
import { customerPaths } from '../../components/customer-paths.ts';
import { RouteTabs } from '../../components/route-tabs.tsx';
import { useRecord } from '../../components/use-record.ts';
import { vesselBelongsTo } from './vessel-name.tsx';
import { useVessel } from './vessels-api.ts';

const subTabs = ['edit', 'questionnaire', 'particulars'];

/** Vessel details: the tab bar over the tab's content. */
export function VesselPage() {
  const params = useParams();
  const vessel = useVessel(Number(params.vesselId));
  const { pathname } = useLocation();

  useRecord(vessel, (record) => vesselBelongsTo(record, Number(params.customerId), Number(params.projectId)));
  if (!vessel.data) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  const base = customerPaths.vessel(params.customerId ?? '', params.projectId ?? '', vessel.data.id);
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const tabs = [
    { value: 'reports', label: 'Vessel Reports', to: base },
    { value: 'edit', label: 'Edit Vessel', to: `${base}/edit` },
    { value: 'questionnaire', label: 'Screening: Questionnaire', to: `${base}/questionnaire` },
    { value: 'particulars', label: 'Solution Design: Vessel Particulars', to: `${base}/particulars` },
  ];
  return (
    <Stack gap={0}>
      <RouteTabs tabs={tabs} active={subTabs.includes(last) ? last : 'reports'} />
      <Outlet context={vessel.data} />
    </Stack>
  );
}
