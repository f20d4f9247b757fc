import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { AppButton } from './app-button.tsx';
import { mergeValues } from './stale-save-merge.ts';
import type { InputPropsPayload, StaleSaveForm, StaleSaveState } from './stale-save-types.ts';
import { sameValue, valueAt } from './stale-save-values.ts';

export const staleSaveTexts = {
  merged:
    'Reloaded: the other person’s changes are in the form and what you typed is kept. Save to store your changes.',
  conflicts:
    'Reloaded. Where the other person saved something else than you typed, their value shows under the field: take it or keep yours, then Save.',
  savedBy: 'Saved by the other person:',
  take: 'Take it',
  takeAll: 'Take all their values',
};

// The text takes the room beside its button, and the button goes under it on a phone, never clipped.
const textBeside = { flex: '1 1 16rem' };

// The button's height follows its label, with even room above and below it (a compact button's fixed
// height and line height of 1 left the label near its lower edge), and a label with no room wraps.
const roomyButton = {
  h: 'auto',
  py: 5,
  styles: { label: { whiteSpace: 'normal', lineHeight: 1.4, textAlign: 'center' } },
} as const;

export interface StaleSaveAlertProps {
  /** The 409's message while not reloaded yet. */
  message: string | null;
  /** After Reload: how many fields hold both the typed and another saved value. */
  conflicts: number;
  reloading: boolean;
  onReload(): void;
  onTakeAll(): void;
}

/** The 409's message with Reload; after Reload, whether anything waits for a choice. */
export function StaleSaveAlert({ message, conflicts, reloading, onReload, onTakeAll }: StaleSaveAlertProps) {
  if (message !== null) {
    return (
      <Alert color="yellow" role="alert" mb="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" style={textBeside}>
            {message}
          </Text>
          <AppButton variant="secondary" condensed {...roomyButton} loading={reloading} onClick={onReload}>
            Reload
          </AppButton>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color="blue" role="status" mb="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" style={textBeside}>
          {conflicts ? staleSaveTexts.conflicts : staleSaveTexts.merged}
        </Text>
        {conflicts > 0 && (
          <AppButton variant="secondary" condensed {...roomyButton} onClick={onTakeAll}>
            {staleSaveTexts.takeAll}
          </AppButton>
        )}
      </Group>
    </Alert>
  );
}

/** The note under each field where the other person saved another value than the one typed. */
function notesUnder(conflicts: Record<string, unknown>, display: Partial<Record<string, (value: unknown) => string>>) {
  return ({ field, form, inputProps, options }: InputPropsPayload) => {
    const checkbox = options.type === 'checkbox';
    if (!(field in conflicts)) return undefined;
    const saved = conflicts[field];
    if (sameValue(saved, checkbox ? inputProps.checked : inputProps.value)) return undefined;
    const description = (
      <SavedValueNote
        value={saved}
        display={display[field] ?? display[field.replace(/\.\d+(?=\.|$)/g, '.*')]}
        onTake={() => form.setFieldValue(field as never, saved as never)}
      />
    );
    return checkbox ? { description } : { description, inputWrapperOrder: ['label', 'input', 'description', 'error'] };
  };
}

/**
 * `StaleSaveAlert` of a staff form (`useVersionedForm`): Reload reads the record and merges it into the
 * form (`mergeValues`); where both changed a field the typed value stays, the saved one shows under it.
 */
export function StaleSaveFormAlert({
  stale,
  form,
}: {
  stale: StaleSaveState<unknown, unknown>;
  form: StaleSaveForm<unknown>;
}) {
  const [reloading, setReloading] = useState(false);
  const { options, loaded } = stale;
  const reload = async () => {
    if (!loaded) return;
    setReloading(true);
    try {
      const fresh = await options.reload();
      const saved = options.valuesOf(fresh);
      const merged = mergeValues(form.getValues(), loaded.values, saved);
      form.setValues(merged.values as never);
      // Changed, as leaving the page counts it: what differs from the record as saved now.
      form.resetDirty(saved);
      const conflicts = Object.fromEntries(merged.conflicts.map((path) => [path, valueAt(saved, path)]));
      stale.rebase(fresh, { conflicts, inputProps: notesUnder(conflicts, options.display ?? {}) });
    } catch {
      // The read's failure shows as its toast; the message and Reload stay.
    } finally {
      setReloading(false);
    }
  };
  const conflicts = Object.entries(stale.reloaded?.conflicts ?? {});
  const takeAll = () => {
    for (const [path, value] of conflicts) form.setFieldValue(path, value as never);
  };
  return (
    <StaleSaveAlert
      message={stale.message}
      conflicts={conflicts.length}
      reloading={reloading}
      onReload={reload}
      onTakeAll={takeAll}
    />
  );
}

function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(shownValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface SavedValueNoteProps {
  value: unknown;
  display?: (value: unknown) => string;
  onTake(): void;
}

/** Under a field after Reload: the other person's value, with a button to take it instead of the typed one. */
export function SavedValueNote({ value, display, onTake }: SavedValueNoteProps) {
  const empty = value === null || value === undefined || value === '';
  return (
    <Text component="span" size="xs" c="orange.8">
      {staleSaveTexts.savedBy} {empty || !display ? shownValue(value) : display(value)}{' '}
      <Anchor component="button" type="button" size="xs" onClick={onTake}>
        {staleSaveTexts.take}
      </Anchor>
    </Text>
  );
}
