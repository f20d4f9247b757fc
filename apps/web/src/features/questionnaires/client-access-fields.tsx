import { type ClientAccess, FormStatus, formMessages, formStatusLabels, limits, messages } from '@backoffice/contracts';
import { Code, Group, Select, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { notify } from '../../components/notify.ts';

const statusOptions = Object.entries(formStatusLabels).map(([value, label]) => ({ value, label }));

/** Status of a questionnaire or particulars form (Draft, Published, Complete); the value is the status as text. */
export function FormStatusSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <Select
      label="Status"
      data={statusOptions}
      value={value}
      onChange={(next) => {
        if (next !== null) onChange(next);
      }}
      allowDeselect={false}
      maw={240}
    />
  );
}

/** The client sees a form only once it is Published or Complete. */
export function isShared(status: string | number): boolean {
  const value = Number(status);
  return value === FormStatus.Published || value === FormStatus.Complete;
}

export async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(messages.copied);
  } catch {
    notify.error('Could not copy to the clipboard. Please select the text and copy it.');
  }
}

function CopyableValue({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Tooltip label="Click to copy" openDelay={limits.tooltipOpenDelayMs} withArrow>
        <UnstyledButton onClick={() => copyToClipboard(value)} aria-label={`Copy ${label}`}>
          <Group gap="xs" wrap="nowrap">
            <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
            <IconCopy size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Tooltip>
    </Stack>
  );
}

export interface ClientAccessFieldsProps {
  vesselId: number;
  /** Which client page the link opens. */
  form: 'questionnaire' | 'particulars';
  urlHash: string;
  pinCode: string;
}

/**
 * A new link and PIN for the form. The page's form is not reloaded (that would drop what staff
 * typed): the new access is shown here and the cached form is only marked stale.
 */
function useNewLink(vesselId: number, form: ClientAccessFieldsProps['form'], onNew: (access: ClientAccess) => void) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (_: undefined, call) => http.post<ClientAccess>(`vessels/${vesselId}/${form}/new-link`, undefined, call),
    successMessage: formMessages.newLinkCreated,
    onSuccess: (access) => {
      onNew(access);
      return queryClient.invalidateQueries({ queryKey: queryKeys.vessels[form](vesselId), refetchType: 'none' });
    },
  });
}

/** The client link and PIN of a shared form, each copied with a click, and a way to replace both. */
export function ClientAccessFields({ vesselId, form, urlHash, pinCode }: ClientAccessFieldsProps) {
  const [renewed, setRenewed] = useState<ClientAccess | null>(null);
  const [confirming, setConfirming] = useState(false);
  const newLink = useNewLink(vesselId, form, setRenewed);
  const access = renewed ?? { urlHash, pinCode };
  const url = `${window.location.origin}/client/${form}/${access.urlHash}`;
  return (
    <Stack gap="xs" role="group" aria-label="Client access">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CopyableValue label="URL" value={url} />
        <CopyableValue label="PIN Code" value={access.pinCode} />
      </SimpleGrid>
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
    </Stack>
  );
}
