import { FormStatus, formStatusLabels, limits, messages } from '@backoffice/contracts';
import { Code, Group, Select, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
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
  /** Which client page the link opens. */
  form: 'questionnaire' | 'particulars';
  urlHash: string;
  pinCode: string;
}

/** The client link and PIN of a shared form, each copied with a click. */
export function ClientAccessFields({ form, urlHash, pinCode }: ClientAccessFieldsProps) {
  const url = `${window.location.origin}/client/${form}/${urlHash}`;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} role="group" aria-label="Client access">
      <CopyableValue label="URL" value={url} />
      <CopyableValue label="PIN Code" value={pinCode} />
    </SimpleGrid>
  );
}
