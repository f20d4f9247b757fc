import type { NoteKey } from '@backoffice/contracts';
import { ActionIcon, Group, Popover, Stack, Textarea, Tooltip } from '@mantine/core';
import { IconNote, IconNotes } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '../../../components/app-button.tsx';
import { useSaveNote } from './report-technologies-api.ts';

export interface ValueNoteProps {
  reportId: number;
  techId: number;
  noteKey: NoteKey;
  /** What the note is on, e.g. 'Savings (%) of Hull air lubrication'. */
  subject: string;
  note: string | null;
  locked: boolean;
}

/** The note on one value: an icon (filled when there is a note) that opens a small editor. */
export function ValueNote({ reportId, techId, noteKey, subject, note, locked }: ValueNoteProps) {
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState(note ?? '');
  const save = useSaveNote(reportId);

  const open = () => {
    setText(note ?? '');
    setOpened((was) => !was);
  };
  const submit = () =>
    save.mutate({ techId, noteKey, note: text.trim() || null }, { onSuccess: () => setOpened(false) });

  const Icon = note ? IconNotes : IconNote;
  return (
    <Popover opened={opened} onChange={setOpened} width={280} position="bottom" withArrow trapFocus>
      <Popover.Target>
        <Tooltip label={note ?? 'Add a note'} disabled={opened} multiline maw={280}>
          <ActionIcon
            variant="subtle"
            color={note ? 'blue' : 'gray'}
            size="sm"
            aria-label={`Note on ${subject}`}
            onClick={open}
          >
            <Icon size={14} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Textarea
            label={`Note on ${subject}`}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            rows={3}
            readOnly={locked}
          />
          {!locked && (
            <Group justify="flex-end">
              <AppButton condensed variant="secondary" onClick={() => setOpened(false)}>
                Cancel
              </AppButton>
              <AppButton condensed onClick={submit} loading={save.isPending}>
                Save note
              </AppButton>
            </Group>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
