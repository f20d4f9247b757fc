import { Center, Loader, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { type StaleDeleteForm, versionedDeletionOf } from '../../components/form-actions.tsx';
import { leaveWithoutAsking } from '../../components/unsaved-changes.tsx';
import { useDeleteTechnology, useReloadTechnology, useUpdateTechnology } from './technologies-api.ts';
import { TechnologyForm } from './technology-form.tsx';
import { useLoadedTechnology } from './technology-page.tsx';

// The values per vessel type (a table below the form, with its dialog) load after the form shows.
const VesselTypeValuesPanel = lazy(() =>
  import('./vessel-type-values-panel.tsx').then((module) => ({ default: module.VesselTypeValuesPanel })),
);

/** The technology form (Save updates, Delete archives after confirmation) and its values per vessel type. */
export function TechnologyDetailsTab() {
  const technology = useLoadedTechnology();
  const navigate = useNavigate();
  const update = useUpdateTechnology(technology.id);
  const reload = useReloadTechnology(technology.id);
  const remove = useDeleteTechnology();
  const deletion = (stale: StaleDeleteForm) =>
    versionedDeletionOf(
      technology,
      remove,
      `Are you sure you want to delete the technology ${technology.name}?`,
      () => navigate('/technologies', leaveWithoutAsking),
      stale,
    );
  return (
    <Stack gap="xl">
      <TechnologyForm
        technology={technology}
        reload={reload}
        submitting={update.isPending}
        onCancel={() => navigate('/technologies')}
        onSubmit={(body, form, options) => update.submit(form, body, options)}
        deletion={deletion}
      />
      <Suspense
        fallback={
          <Center>
            <Loader size="sm" />
          </Center>
        }
      >
        <VesselTypeValuesPanel technology={technology} />
      </Suspense>
    </Stack>
  );
}
