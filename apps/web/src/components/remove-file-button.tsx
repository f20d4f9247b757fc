import { formMessages } from '@backoffice/contracts';
import { useState } from 'react';
import { AppButton } from './app-button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface RemoveFileButtonProps {
  fileName: string;
  /** The button's word: 'Delete' or 'Remove'. */
  label: string;
  onConfirm(): void;
}

/** Takes a file off a form, after a confirmation (spec part 2 §4: deletions are confirmed). */
export function RemoveFileButton({ fileName, label, onConfirm }: RemoveFileButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <AppButton variant="tertiary" condensed aria-label={`${label} ${fileName}`} onClick={() => setAsking(true)}>
        {label}
      </AppButton>
      <ConfirmDialog
        opened={asking}
        title={`${label} file`}
        message={formMessages.removeFileConfirm}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
