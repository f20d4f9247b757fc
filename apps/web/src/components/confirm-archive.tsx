import { customerMessages, limits } from '@backoffice/contracts';
import { Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { AppButton } from './app-button.tsx';

/** True when the typed word is the archive confirmation word, in any case. */
export function isArchiveConfirmed(text: string): boolean {
  return text.trim().toUpperCase() === limits.archiveConfirmationWord;
}

export interface ConfirmArchiveProps {
  opened: boolean;
  title: string;
  /** Archives the entity (its mutation words success and failure); a rejection keeps the dialog open. */
  archive(): Promise<unknown>;
  onArchived(): void;
  onCancel(): void;
}

function ConfirmArchiveForm({ archive, onArchived, onCancel }: Omit<ConfirmArchiveProps, 'opened' | 'title'>) {
  const [text, setText] = useState('');
  const [refused, setRefused] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!isArchiveConfirmed(text)) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setPending(true);
    try {
      await archive();
    } catch {
      setPending(false);
      return;
    }
    onArchived();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>Type {limits.archiveConfirmationWord} and click Delete to archive.</Text>
        <TextInput
          label="Confirmation"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        {refused && (
          <Text c="red" size="sm" role="alert">
            {customerMessages.archiveConfirmWrong}
          </Text>
        )}
        <Group justify="flex-end">
          <AppButton variant="secondary" onClick={onCancel}>
            Cancel
          </AppButton>
          <AppButton type="submit" variant="tertiary" loading={pending}>
            Delete
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}

/** Archiving a customer, project or vessel: the user types DELETE (any case) and clicks Delete. */
export function ConfirmArchive({ opened, title, onCancel, ...rest }: ConfirmArchiveProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      {opened && <ConfirmArchiveForm onCancel={onCancel} {...rest} />}
    </Modal>
  );
}
