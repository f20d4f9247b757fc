import { formMessages } from '@backoffice/contracts';
import { useEffect } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** 'You have unsaved changes. Leave the page without saving?' with Leave and Stay. */
export function LeaveQuestion({ onLeave, onStay }: { onLeave(): void; onStay(): void }) {
  // Shown only while it asks: on Stay, focus goes back to where it was (useFocusReturnAfter does this
  // for a form dialog; a copy here keeps that hook out of the chunk every staff page loads).
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    return () => {
      if (document.activeElement === document.body) opener?.focus();
    };
  }, []);
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
