import { type ClientAccess, formMessages } from '@backoffice/contracts';
import { Group } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';

/**
 * A new link and PIN for the form. The page's form is not reloaded (that would drop what staff
 * typed): the new access is shown here and the cached form is only marked stale.
 */
function useNewLink(vesselId: number, form: ClientForm, onNew: (access: ClientAccess) => void) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (_: undefined, call) =>
      http.post<ClientAccess>(`vessels/${vesselId}/${form}/new-link`, undefined, call),
    successMessage: formMessages.newLinkCreated,
    onSuccess: (access) => {
      onNew(access);
      return queryClient.invalidateQueries({ queryKey: queryKeys.vessels[form](vesselId), refetchType: 'none' });
    },
  });
}

type ClientForm = 'questionnaire' | 'particulars';

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
