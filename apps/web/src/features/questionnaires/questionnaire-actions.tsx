import { formMessages } from '@backoffice/contracts';
import { IconCloudDownload, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { ButtonWithDisabledReason } from '../../components/button-with-disabled-reason.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ConfirmedImportButton } from '../../components/confirmed-import-button.tsx';
import { downloadQuestionnaireTemplate } from './questionnaire-template-api.ts';
import { useImportQuestionnaire, useSeaSearcherImport, useSeaSearcherStatus } from './questionnaires-api.ts';

/** Import: a confirmation, then an .xlsx that replaces all sections and items. */
function ImportButton({ vesselId }: { vesselId: number }) {
  const importQuestionnaire = useImportQuestionnaire(vesselId);
  return (
    <ConfirmedImportButton
      label="Import"
      title="Import Questionnaire"
      prompt={formMessages.questionnaireImportConfirm}
      cancelledMessage={formMessages.questionnaireImportCancelled}
      fileLabel="Questionnaire file"
      importing={importQuestionnaire.isPending}
      onFile={(file) => importQuestionnaire.mutate(file)}
    />
  );
}

/** Import Template: the xlsx to fill in for Import (the API needs the token, so it is fetched, not linked). */
function TemplateButton() {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadQuestionnaireTemplate();
    } finally {
      setDownloading(false);
    }
  };
  return (
    <AppButton
      variant="secondary"
      leftSection={<IconDownload size={16} />}
      loading={downloading}
      onClick={() => void download()}
    >
      Import Template
    </AppButton>
  );
}

/** Sea Searcher Import: a confirmation, then the questionnaire is answered from Sea Searcher. */
function SeaSearcherButton({ vesselId }: { vesselId: number }) {
  const seaSearcher = useSeaSearcherImport(vesselId);
  const status = useSeaSearcherStatus();
  const [prompting, setPrompting] = useState(false);

  const proceed = () => {
    setPrompting(false);
    seaSearcher.mutate(undefined);
  };

  const notConfigured = status.data?.configured === false;

  return (
    <>
      <ButtonWithDisabledReason
        variant="secondary"
        leftSection={<IconCloudDownload size={16} />}
        loading={seaSearcher.isPending}
        disabledReason={notConfigured ? formMessages.seaSearcherNotConfigured : null}
        onClick={() => setPrompting(true)}
      >
        Sea Searcher Import
      </ButtonWithDisabledReason>
      <ConfirmDialog
        opened={prompting}
        title="Sea Searcher Import"
        message={formMessages.seaSearcherConfirm}
        confirmLabel="Continue"
        cancelLabel="Cancel"
        onConfirm={proceed}
        onCancel={() => setPrompting(false)}
      />
    </>
  );
}

/** The questionnaire's import buttons; Sea Searcher only once the saved questionnaire has an IMO number. */
export function QuestionnaireActions({ vesselId, imoNumber }: { vesselId: number; imoNumber: string | null }) {
  return (
    <>
      <ImportButton vesselId={vesselId} />
      <TemplateButton />
      {imoNumber && <SeaSearcherButton vesselId={vesselId} />}
    </>
  );
}
