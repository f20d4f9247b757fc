import { customerMessages } from '@backoffice/contracts';
import { ConfirmedImportButton } from '../../components/confirmed-import-button.tsx';
import { useImportVessels } from './projects-api.ts';

/** Import Vessels: a prompt, then an .xlsx file sent to the project's import. */
export function ImportVesselsButton({ projectId, customerId }: { projectId: number; customerId: number }) {
  const importVessels = useImportVessels(projectId, customerId);
  return (
    <ConfirmedImportButton
      label="Import Vessels"
      title="Import Vessels"
      prompt={customerMessages.vesselsImportPrompt}
      cancelledMessage={customerMessages.vesselsImportCancelled}
      fileLabel="Vessels file"
      importing={importVessels.isPending}
      onFile={(file) => importVessels.mutate(file)}
    />
  );
}
