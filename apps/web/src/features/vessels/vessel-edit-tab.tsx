import { Group, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmArchive } from '../../components/confirm-archive.tsx';
import { customerPaths } from '../../components/customer-paths.ts';
import { leaveWithoutAsking } from '../../components/unsaved-changes.tsx';
import { useArchiveVessel } from './vessel-archive-api.ts';
import { VesselConsumptionsPanel } from './vessel-consumptions-panel.tsx';
import { VesselForm } from './vessel-form.tsx';
import { VesselHeader } from './vessel-header.tsx';
import { VesselRatesPanel } from './vessel-rates-panel.tsx';
import { useLoadedVessel } from './vessels-api.ts';

// Below the page's content: loaded just after the page, not in its first download.
const HistoryCard = lazy(() => import('../history/index.ts').then((m) => ({ default: m.HistoryCard })));

// The report images (uploads with progress and previews) sit at the foot of the tab: loaded with
// its first render rather than in its first download.
const VesselImagesPanel = lazy(() =>
  import('./vessel-images-panel.tsx').then((m) => ({ default: m.VesselImagesPanel })),
);

/** Edit Vessel tab: header, name and type, Categories & Types, consumption rates, report images, archive. */
export function VesselEditTab() {
  const vessel = useLoadedVessel();
  const navigate = useNavigate();
  const archive = useArchiveVessel();
  const [archiving, setArchiving] = useState(false);
  const { project } = vessel;

  return (
    <Stack>
      <VesselHeader vessel={vessel} />
      <VesselForm key={vessel.id} vessel={vessel} />
      <VesselConsumptionsPanel vessel={vessel} />
      <VesselRatesPanel vessel={vessel} />
      <Suspense fallback={null}>
        <VesselImagesPanel vessel={vessel} />
      </Suspense>
      <Suspense fallback={null}>
        <HistoryCard recordType="vessel" recordId={vessel.id} title="Vessel history" />
      </Suspense>
      <Group>
        <AppButton variant="tertiary" onClick={() => setArchiving(true)}>
          Archive Vessel
        </AppButton>
      </Group>
      <ConfirmArchive
        opened={archiving}
        title="Archive Vessel"
        archive={() => archive.mutateAsync({ id: vessel.id, version: vessel.version })}
        onCancel={() => setArchiving(false)}
        onArchived={() => navigate(customerPaths.project(project.customer.id, project.id), leaveWithoutAsking)}
      />
    </Stack>
  );
}
