import { formMessages } from '@backoffice/contracts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** 'You have unsaved changes. Leave the page without saving?' with Leave and Stay. */
export function LeaveQuestion({ onLeave, onStay }: { onLeave(): void; onStay(): void }) {
  return (
    <ConfirmDialog
      opened
      title="Unsaved changes"
      message={formMessages.unsavedChanges}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
