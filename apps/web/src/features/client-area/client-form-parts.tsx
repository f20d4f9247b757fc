import { formMessages } from '@backoffice/contracts';
import { Alert, Center, Group, Loader, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useClientAccess } from './client-area-api.ts';

/** Tells the client area whether the form has unsaved changes (false again when it goes away). */
export function useReportDirty(dirty: boolean): void {
  const { setDirty } = useClientAccess();
  useEffect(() => setDirty(dirty), [dirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);
}

/** The vessel's name as the title, and the spec's read-only notice once the form is Complete. */
export function ClientFormHeader({ vesselName, readOnly }: { vesselName: string; readOnly: boolean }) {
  return (
    <>
      <PageTitle>{vesselName}</PageTitle>
      {readOnly && (
        <Alert color="blue" icon={<IconLock size={18} />} mb="md" role="status">
          {formMessages.completedReadOnly}
        </Alert>
      )}
    </>
  );
}

/** While the form loads: a loader; when it could not be loaded: a retry. */
export function ClientFormPending({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  if (!failed) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  return (
    <Group justify="center" py="xl">
      <Text c="dimmed">The form could not be loaded.</Text>
      <AppButton variant="secondary" condensed onClick={onRetry}>
        Try again
      </AppButton>
    </Group>
  );
}

/** The Save button at the end of an editable form. */
export function ClientSaveButton({ saving }: { saving: boolean }) {
  return (
    // Stays in reach at the bottom of the screen while a long form scrolls (a phone shows a few fields at a time).
    <Group
      justify="flex-end"
      pos="sticky"
      bottom={0}
      py="sm"
      bg="var(--mantine-color-body)"
      style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <AppButton type="submit" loading={saving} miw={120}>
        Save
      </AppButton>
    </Group>
  );
}
