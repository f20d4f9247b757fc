import { clientMessages, fileExtension, fileTypeNotAllowedMessage } from '@backoffice/contracts';
import { IconFileImport } from '@tabler/icons-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { notify } from '../../components/notify.ts';
import { acceptFor } from '../../components/use-file-upload.ts';
import { useImportVessels } from './projects-api.ts';

/** Import Vessels: a prompt, then an .xlsx file sent to the project's import. */
export function ImportVesselsButton({ projectId, customerId }: { projectId: number; customerId: number }) {
  const importVessels = useImportVessels(projectId, customerId);
  const [prompting, setPrompting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const cancel = () => {
    setPrompting(false);
    notify.info(clientMessages.vesselsImportCancelled);
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
    importVessels.mutate(file, {
      onSuccess: (result) => {
        notify.success(clientMessages.vesselsImported);
        if (result.message) notify.info(result.message);
      },
      onError: () => notify.error(clientMessages.importFailed),
    });
  };

  return (
    <>
      <AppButton
        variant="secondary"
        leftSection={<IconFileImport size={16} />}
        loading={importVessels.isPending}
        onClick={() => setPrompting(true)}
      >
        Import Vessels
      </AppButton>
      <input ref={input} type="file" accept={acceptFor('import')} hidden aria-label="Vessels file" onChange={chosen} />
      <ConfirmDialog
        opened={prompting}
        title="Import Vessels"
        message={clientMessages.vesselsImportPrompt}
        confirmLabel="Continue"
        cancelLabel="Cancel"
        onConfirm={proceed}
        onCancel={cancel}
      />
    </>
  );
}
