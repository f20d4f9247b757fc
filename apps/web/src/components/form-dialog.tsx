import { Modal, type ModalProps } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { DiscardQuestion } from './discard-question.tsx';
import { useBeforeUnloadWarning } from './unsaved-changes.tsx';

interface DialogChanges {
  setDirty(dirty: boolean): void;
  requestClose(): void;
}

const DialogChangesContext = createContext<DialogChanges | null>(null);

/**
 * A Modal holding a form. While the form has changes (`useDialogChanges`), closing it by Escape,
 * the backdrop, the close button or Cancel asks first, and so does closing or reloading the tab.
 * The form's own close after saving (`onClose`) never asks.
 */
export function FormDialog({ opened, onClose, children, ...modal }: ModalProps) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  useBeforeUnloadWarning(opened && dirty);
  const requestClose = useCallback(() => (dirty ? setAsking(true) : onClose()), [dirty, onClose]);
  const changes = useMemo(() => ({ setDirty, requestClose }), [requestClose]);
  return (
    <DialogChangesContext.Provider value={changes}>
      <Modal opened={opened} onClose={requestClose} {...modal}>
        {children}
      </Modal>
      {/*
        A sibling, not a child, and there only while asking: a Modal rendered closed already listens
        for Escape, so the very Escape that opened it would close it again at once.
      */}
      {opened && asking && (
        <DiscardQuestion
          onDiscard={() => {
            setAsking(false);
            setDirty(false);
            onClose();
          }}
          onKeepEditing={() => setAsking(false)}
        />
      )}
    </DialogChangesContext.Provider>
  );
}

/**
 * For a form inside a FormDialog: tells the dialog whether the form has changes, and answers the
 * close that asks first, for the form's Cancel button.
 */
export function useDialogChanges(dirty: boolean): () => void {
  const changes = useContext(DialogChangesContext);
  if (!changes) throw new Error('useDialogChanges is for a form inside a FormDialog');
  const { setDirty, requestClose } = changes;
  useEffect(() => {
    setDirty(dirty);
  }, [dirty, setDirty]);
  // A form that goes (saved, or the dialog closed) leaves no changes behind.
  useEffect(() => () => setDirty(false), [setDirty]);
  return requestClose;
}
