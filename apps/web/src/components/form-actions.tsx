import { Group } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { AppButton } from './app-button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface FormDeletion {
  /** False for a record not created yet: no Delete button, but the row keeps its two-sided layout. */
  available: boolean;
  message: string;
  pending: boolean;
  onConfirm(done: () => void): void;
}

interface DeleteMutation {
  isPending: boolean;
  mutate(id: number, options: { onSuccess(): void; onSettled(): void }): void;
}

export function deletionOf(
  record: { id: number } | null,
  remove: DeleteMutation,
  message: string,
  onDeleted: () => void,
): FormDeletion {
  return {
    available: record !== null,
    message,
    pending: remove.isPending,
    onConfirm: (done) => {
      if (record) remove.mutate(record.id, { onSuccess: onDeleted, onSettled: done });
    },
  };
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
