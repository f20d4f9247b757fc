import { type ClientAccess, limits, messages } from '@backoffice/contracts';
import { Code, Group, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../components/notify.ts';
import { NewLinkButton } from './new-link-button.tsx';

async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(messages.copied);
  } catch {
    notify.error('Could not copy to the clipboard. Please select the text and copy it.');
  }
}

/** A value shown as code that is copied with a click ('Copied to clipboard'). */
export function CopyableValue({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Tooltip label="Click to copy" openDelay={limits.tooltipOpenDelayMs} withArrow>
        <UnstyledButton onClick={() => copyToClipboard(value)} aria-label={`Copy ${label}: ${value}`}>
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
  /** Which client-area page the link opens. */
  form: 'questionnaire' | 'particulars';
  urlHash: string;
  pinCode: string;
}

/**
 * The client-area link and PIN of a shared form, each copied with a click, and a way to replace both.
 * Loaded once the form is shared (the pages import it lazily: it keeps them within their size budget).
 */
export function ClientAccessFields({ vesselId, form, urlHash, pinCode }: ClientAccessFieldsProps) {
  const [renewed, setRenewed] = useState<ClientAccess | null>(null);
  const access = renewed ?? { urlHash, pinCode };
  const url = `${window.location.origin}/client/${form}/${access.urlHash}`;
  return (
    <Stack gap="xs" role="group" aria-label="Client access">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CopyableValue label="URL" value={url} />
        <CopyableValue label="PIN Code" value={access.pinCode} />
      </SimpleGrid>
      <NewLinkButton vesselId={vesselId} form={form} onNew={setRenewed} />
    </Stack>
  );
}
