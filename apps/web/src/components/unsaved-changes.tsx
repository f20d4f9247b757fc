import { formMessages } from '@backoffice/contracts';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** While `active`, closing or reloading the tab makes the browser ask first (it shows its own text). */
export function useBeforeUnloadWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = formMessages.unsavedChanges;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/** While `dirty`, leaving the page (in-app navigation, closing or reloading the tab) asks first. */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  useBeforeUnloadWarning(dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title="Unsaved changes"
      message={formMessages.unsavedChanges}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
