import { Group } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { ApiError } from '../api/api-error.ts';
import { AppButton } from './app-button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { VersionedDelete } from './stale-delete.ts';

export interface FormDeletion {
  /** False for a record not created yet: no Delete button, but the row keeps its two-sided layout. */
  available: boolean;
  message: string;
  pending: boolean;
  onConfirm(done: () => void): void;
}

interface DeleteOptions {
  onSuccess(): void;
  onSettled(): void;
  onConflict?(error: ApiError): boolean;
}

interface DeleteMutation<Variables> {
  isPending: boolean;
  mutate(variables: Variables, options: DeleteOptions): void;
}

/** A form's Delete: it sends `variablesOf` the record; `onConflict` takes a 409 in the form. */
function deletionSending<Variables>(
  record: { id: number } | null,
  remove: DeleteMutation<Variables>,
  message: string,
  onDeleted: () => void,
  variablesOf: (id: number) => Variables,
  onConflict?: (error: ApiError) => boolean,
): FormDeletion {
  return {
    available: record !== null,
    message,
    pending: remove.isPending,
    onConfirm: (done) => {
      if (record) remove.mutate(variablesOf(record.id), { onSuccess: onDeleted, onSettled: done, onConflict });
    },
  };
}

/** The form a versioned record is deleted from (its `useVersionedForm`): the version it was loaded with, and its notice. */
export interface StaleDeleteForm {
  loaded: { version?: number } | null;
  onConflict(error: ApiError): boolean;
}

/**
 * The Delete of a record with a version: it sends the version the form was loaded with, and a 409
 * for an older one shows in the form as a stale save's does, with Reload; nothing is deleted.
 */
export function versionedDeletionOf(
  record: { id: number } | null,
  remove: DeleteMutation<VersionedDelete>,
  message: string,
  onDeleted: () => void,
  stale: StaleDeleteForm,
): FormDeletion {
  const variablesOf = (id: number): VersionedDelete => ({ id, version: stale.loaded?.version });
  return deletionSending(record, remove, message, onDeleted, variablesOf, stale.onConflict);
}

export interface FormActionsProps {
  submitLabel?: string;
  submitting?: boolean;
  onCancel(): void;
  deletion?: FormDeletion;
}

export function FormActions({ submitLabel = 'Save', submitting = false, onCancel, deletion }: FormActionsProps) {
  const buttons = (
    <>
      <AppButton variant="secondary" onClick={onCancel}>
        Cancel
      </AppButton>
      <AppButton type="submit" loading={submitting}>
        {submitLabel}
      </AppButton>
    </>
  );
  if (!deletion) return <Group justify="flex-end">{buttons}</Group>;
  return <DeletableFormActions deletion={deletion}>{buttons}</DeletableFormActions>;
}

function DeletableFormActions({ deletion, children }: { deletion: FormDeletion; children: ReactNode }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Group justify="space-between">
        <Group>
          {deletion.available && (
            <AppButton variant="tertiary" onClick={() => setConfirming(true)}>
              Delete
            </AppButton>
          )}
        </Group>
        <Group>{children}</Group>
      </Group>
      <ConfirmDialog
        opened={confirming}
        message={deletion.message}
        loading={deletion.pending}
        onConfirm={() => deletion.onConfirm(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
