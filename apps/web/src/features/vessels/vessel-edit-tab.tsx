import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { clientPaths } from '../../components/client-paths.ts';
import { ConfirmArchive } from '../../components/confirm-archive.tsx';
import { VesselConsumptionsPanel } from './vessel-consumptions-panel.tsx';
import { VesselForm } from './vessel-form.tsx';
import { VesselHeader } from './vessel-header.tsx';
import { VesselImagesPanel } from './vessel-images-panel.tsx';
import { useLoadedVessel } from './vessel-page.tsx';
import { VesselRatesPanel } from './vessel-rates-panel.tsx';
import { useArchiveVessel } from './vessels-api.ts';

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
      <VesselForm key={`${vessel.name}/${vessel.vesselType.id}`} vessel={vessel} />
      <VesselConsumptionsPanel vessel={vessel} />
      <VesselRatesPanel vessel={vessel} />
      <VesselImagesPanel vessel={vessel} />
      <Group>
        <AppButton variant="tertiary" onClick={() => setArchiving(true)}>
          Archive Vessel
        </AppButton>
      </Group>
      <ConfirmArchive
        opened={archiving}
        title="Archive Vessel"
        archive={() => archive.mutateAsync(vessel.id)}
        onCancel={() => setArchiving(false)}
        onArchived={() => navigate(clientPaths.project(project.customer.id, project.id))}
      />
    </Stack>
  );
}
