import { fileExtension, fileTypeNotAllowedMessage } from '@backoffice/contracts';
import { IconFileImport } from '@tabler/icons-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { AppButton } from './app-button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { notify } from './notify.ts';
import { acceptFor } from './use-file-upload.ts';

export interface ConfirmedImportButtonProps {
  label: string;
  /** Title and question of the confirmation asked before the file is chosen. */
  title: string;
  prompt: string;
  /** Info toast when the confirmation is declined. */
  cancelledMessage: string;
  /** Accessible name of the hidden file input. */
  fileLabel: string;
  importing: boolean;
  /** Called with the chosen .xlsx file. */
  onFile(file: File): void;
}

/** An xlsx import: the button asks first, then opens the file chooser; other types are refused. */
export function ConfirmedImportButton({
  label,
  title,
  prompt,
  cancelledMessage,
  fileLabel,
  importing,
  onFile,
}: ConfirmedImportButtonProps) {
  const [prompting, setPrompting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const cancel = () => {
    setPrompting(false);
    notify.info(cancelledMessage);
  };

  const proceed = () => {
    setPrompting(false);
    input.current?.click();
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (fileExtension(file.name) !== 'xlsx') {
      notify.error(fileTypeNotAllowedMessage('import'));
      return;
    }
    onFile(file);
  };

  return (
    <>
      <AppButton
        variant="secondary"
        leftSection={<IconFileImport size={16} />}
        loading={importing}
        onClick={() => setPrompting(true)}
      >
        {label}
      </AppButton>
      <input ref={input} type="file" accept={acceptFor('import')} hidden aria-label={fileLabel} onChange={chosen} />
      <ConfirmDialog
        opened={prompting}
        title={title}
        message={prompt}
        confirmLabel="Continue"
        cancelLabel="Cancel"
        onConfirm={proceed}
        onCancel={cancel}
      />
    </>
  );
}
