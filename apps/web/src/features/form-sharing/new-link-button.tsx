import { type ClientAccess, formMessages } from '@backoffice/contracts';
import { Group } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type ClientForm, useNewLink } from './form-sharing-api.ts';

/** 'New link and PIN', after a confirmation; `onNew` gets the new link and PIN. */
export function NewLinkButton({
  vesselId,
  form,
  onNew,
}: {
  vesselId: number;
  form: ClientForm;
  onNew(access: ClientAccess): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const newLink = useNewLink(vesselId, form, onNew);
  return (
    <>
      <Group>
        <AppButton variant="secondary" leftSection={<IconRefresh size={16} />} onClick={() => setConfirming(true)}>
          New link and PIN
        </AppButton>
      </Group>
      <ConfirmDialog
        opened={confirming}
        message={formMessages.newLinkConfirm}
        loading={newLink.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => newLink.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
