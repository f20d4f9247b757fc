import { formMessages } from '@backoffice/contracts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useFocusReturnAfter } from './use-focus-return-after.ts';

/**
 * 'You have unsaved changes. Close without saving?' with Keep editing and Discard: asked before a form
 * with changes closes. Shown only while it asks; on Keep editing, focus goes back to where it was.
 */
export function DiscardQuestion({ onDiscard, onKeepEditing }: { onDiscard(): void; onKeepEditing(): void }) {
  useFocusReturnAfter(true);
  return (
    <ConfirmDialog
      opened
      title="Unsaved changes"
      message={formMessages.discardChanges}
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    />
  );
}
