import type { IncludedTechnology, NoteKey } from '@backoffice/contracts';
import { ActionIcon, Group, getDefaultZIndex, Popover, Stack, Textarea, Tooltip } from '@mantine/core';
import { IconNote, IconNotes } from '@tabler/icons-react';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
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

// Asked only when a changed note closes: the question, with Mantine's Modal, is not part of the report
// page's first load.
const DiscardQuestion = lazy(() =>
  import('../../../components/discard-question.tsx').then((m) => ({ default: m.DiscardQuestion })),
);

/**
 * The note on one value: an icon (filled when there is a note) that opens a small editor. Closing the
 * editor with a changed note (a click outside, Escape, the icon or Cancel) asks first, and leaving the
 * page does too.
 */
export function ValueNote({ reportId, included, noteKey, subject, locked }: ValueNoteProps) {
  const [opened, setOpened] = useState(false);
  const [changed, setChanged] = useState(false);
  const [asking, setAsking] = useState(false);
  const editor = useRef<HTMLTextAreaElement>(null);
  const note = included[noteKey].note;
  const Icon = note ? IconNotes : IconNote;
  const close = () => {
    setAsking(false);
    setChanged(false);
    setOpened(false);
  };
  const requestClose = () => (changed ? setAsking(true) : close());
  return (
    <>
      <Popover
        opened={opened}
        // While it asks, a click in the question is outside the editor: the answer decides.
        onChange={(open) => (open ? setOpened(true) : !asking && requestClose())}
        width={280}
        position="bottom"
        withArrow
        trapFocus
        // A popover stands above a dialog: while it asks, the note goes under the question's overlay.
        zIndex={asking ? getDefaultZIndex('modal') - 1 : undefined}
      >
        <Popover.Target>
          <Tooltip label={note ?? 'Add a note'} disabled={opened} multiline maw={280}>
            <ActionIcon
              variant="subtle"
              color={note ? 'blue' : 'gray'}
              size="sm"
              aria-label={`Note on ${subject}`}
              onClick={() => (opened ? requestClose() : setOpened(true))}
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
            editor={editor}
            onChanged={setChanged}
            onCancel={requestClose}
            onSaved={close}
          />
        </Popover.Dropdown>
      </Popover>
      {asking && (
        <Suspense fallback={null}>
          <DiscardQuestion
            onDiscard={close}
            onKeepEditing={() => {
              setAsking(false);
              editor.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

interface NoteEditorProps extends ValueNoteProps {
  editor: RefObject<HTMLTextAreaElement | null>;
  /** Whether the typed note differs from the saved one. */
  onChanged(changed: boolean): void;
  onCancel(): void;
  onSaved(): void;
}

/**
 * The editor, mounted only while open (a report shows a note on each of its values): each opening
 * starts from the note as saved then.
 */
function NoteEditor({
  reportId,
  included,
  noteKey,
  subject,
  locked,
  editor,
  onChanged,
  onCancel,
  onSaved,
}: NoteEditorProps) {
  const save = useSaveNote(reportId);
  const { form, stale } = useVersionedForm({
    record: included,
    valuesOf: (tech: IncludedTechnology) => ({ note: tech[noteKey].note ?? '' }),
    reload: useReloadIncludedTechnology(reportId, included.id),
    guardsPage: true,
  });
  const changed = form.isDirty();
  useEffect(() => onChanged(changed), [onChanged, changed]);
  const submit = () =>
    save.mutate(
      stale.versioned({ techId: included.id, noteKey, note: form.getValues().note.trim() || null }),
      stale.saveOptions({ onSuccess: onSaved }),
    );
  return (
    <Stack gap="xs">
      <StaleSaveNotice stale={stale} form={form} />
      <Textarea {...form.getInputProps('note')} ref={editor} label={`Note on ${subject}`} rows={3} readOnly={locked} />
      {!locked && (
        <Group justify="flex-end">
          <AppButton condensed variant="secondary" onClick={onCancel}>
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
