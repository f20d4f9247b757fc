import type { IncludedTechnology, NoteKey } from '@backoffice/contracts';
import { ActionIcon, Group, Popover, Stack, Textarea, Tooltip } from '@mantine/core';
import { IconNote, IconNotes } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '../../../components/app-button.tsx';
import { StaleSaveNotice, useVersionedForm } from '../../../components/use-versioned-form.tsx';
import { useReloadIncludedTechnology, useSaveNote } from './report-technologies-api.ts';

export interface ValueNoteProps {
  reportId: number;
  /** The included technology whose value the note is on (its version goes with the note). */
  included: IncludedTechnology;
  noteKey: NoteKey;
  /** What the note is on, e.g. 'Savings (%) of Hull air lubrication'. */
  subject: string;
  locked: boolean;
}

/** The note on one value: an icon (filled when there is a note) that opens a small editor. */
export function ValueNote({ reportId, included, noteKey, subject, locked }: ValueNoteProps) {
  const [opened, setOpened] = useState(false);
  const save = useSaveNote(reportId);
  const valuesOf = (tech: IncludedTechnology) => ({ note: tech[noteKey].note ?? '' });
  const { form, stale } = useVersionedForm({
    record: included,
    valuesOf,
    reload: useReloadIncludedTechnology(reportId, included.id),
  });
  const note = included[noteKey].note;

  const open = () => {
    if (!opened) {
      // Each opening starts from the note as saved now.
      form.setValues(valuesOf(included));
      form.resetDirty(valuesOf(included));
      stale.rebase(included);
    }
    setOpened(!opened);
  };
  const submit = () =>
    save.mutate(
      stale.versioned({ techId: included.id, noteKey, note: form.getValues().note.trim() || null }),
      stale.saveOptions({ onSuccess: () => setOpened(false) }),
    );

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
          <StaleSaveNotice stale={stale} form={form} />
          <Textarea {...form.getInputProps('note')} label={`Note on ${subject}`} rows={3} readOnly={locked} />
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
