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
  const note = included[noteKey].note;
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
            onClick={() => setOpened(!opened)}
          >
            <Icon size={14} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <NoteEditor
          reportId={reportId}
          included={included}
          noteKey={noteKey}
          subject={subject}
          locked={locked}
          onClose={() => setOpened(false)}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The editor, mounted only while open (a report shows a note on each of its values): each opening
 * starts from the note as saved then.
 */
function NoteEditor({ reportId, included, noteKey, subject, locked, onClose }: ValueNoteProps & { onClose(): void }) {
  const save = useSaveNote(reportId);
  const { form, stale } = useVersionedForm({
    record: included,
    valuesOf: (tech: IncludedTechnology) => ({ note: tech[noteKey].note ?? '' }),
    reload: useReloadIncludedTechnology(reportId, included.id),
  });
  const submit = () =>
    save.mutate(
      stale.versioned({ techId: included.id, noteKey, note: form.getValues().note.trim() || null }),
      stale.saveOptions({ onSuccess: onClose }),
    );
  return (
    <Stack gap="xs">
      <StaleSaveNotice stale={stale} form={form} />
      <Textarea {...form.getInputProps('note')} label={`Note on ${subject}`} rows={3} readOnly={locked} />
      {!locked && (
        <Group justify="flex-end">
          <AppButton condensed variant="secondary" onClick={onClose}>
            Cancel
          </AppButton>
          <AppButton condensed onClick={submit} loading={save.isPending}>
            Save note
          </AppButton>
        </Group>
      )}
    </Stack>
  );
}
