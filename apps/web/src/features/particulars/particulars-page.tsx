import type { Particulars } from '@backoffice/contracts';
import { Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormStatusSelect, isShared } from '../../components/form-status-select.tsx';
import { validateAs } from '../../components/form-validation.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useRecord } from '../../components/use-record.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { useLoadedVessel } from '../vessels/index.ts';
import { readParticulars, useParticulars, useUpdateParticulars } from './particulars-api.ts';
import { emptySection, toRequest, valuesOf } from './particulars-form-values.ts';
import { ParticularsSectionCard } from './particulars-section-card.tsx';

// Below the page's content: loaded just after the page, not in its first download.
const HistoryCard = lazy(() => import('../history/index.ts').then((m) => ({ default: m.HistoryCard })));

const updateParticularsRequest = contractSchema((contracts) => contracts.updateParticularsRequest);

const ClientAccessFields = lazy(() =>
  import('../form-sharing/index.ts').then((m) => ({ default: m.ClientAccessFields })),
);
function ParticularsForm({ vesselId, particulars }: { vesselId: number; particulars: Particulars }) {
  const update = useUpdateParticulars(vesselId);
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: particulars,
    valuesOf,
    reload: () => readParticulars(vesselId),
    validate: validateAs(toRequest, updateParticularsRequest),
    guardsPage: true,
  });

  const submit = onValidSubmit((values) => {
    update.submit(form, stale.versioned(updateParticularsRequest.parse(toRequest(values))), stale.saveOptions());
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <StaleSaveNotice stale={stale} form={form} />
        <Card withBorder padding="md" radius="md">
          <Stack>
            <FormStatusSelect value={form.values.status} onChange={(value) => form.setFieldValue('status', value)} />
            {isShared(form.values.status) && (
              <Suspense fallback={null}>
                <ClientAccessFields
                  vesselId={vesselId}
                  form="particulars"
                  urlHash={particulars.urlHash}
                  pinCode={particulars.pinCode}
                />
              </Suspense>
            )}
          </Stack>
        </Card>
        {form.values.formItems.map((section, index) => (
          <ParticularsSectionCard key={section.key} form={form} index={index} />
        ))}
        {form.values.formItems.length === 0 && (
          <Text c="dimmed" size="sm">
            No sections yet.
          </Text>
        )}
        <Group justify="space-between">
          <AppButton
            variant="secondary"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('formItems', emptySection())}
          >
            Add section
          </AppButton>
          <AppButton type="submit" loading={update.isPending}>
            Save
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}

/** Solution Design: Vessel Particulars (the vessel page's particulars tab). */
export function ParticularsPage() {
  const vessel = useLoadedVessel();
  const particulars = useParticulars(vessel.id);
  useRecord(particulars);

  return (
    <Stack pt="md">
      <PageTitle>Solution Design: Vessel Particulars</PageTitle>
      {particulars.data ? (
        <ParticularsForm key={particulars.dataUpdatedAt} vesselId={vessel.id} particulars={particulars.data} />
      ) : (
        particulars.isLoading && (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        )
      )}
      {particulars.data && (
        <Suspense fallback={null}>
          <HistoryCard recordType="particulars" recordId={particulars.data.id} title="Vessel Particulars history" />
        </Suspense>
      )}
    </Stack>
  );
}
