import type { Report } from '@backoffice/contracts';
import { Alert, Anchor, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { errorMessageFor } from '../../api/error-messages.ts';
import { AppButton } from '../../components/app-button.tsx';
import { useExportAsWord } from './export-word-api.ts';

export const exportWordTexts = {
  generating: 'Generating report. Please wait...',
  ready: 'The report is ready. It is also in the report files.',
} as const;

/** 'Error: ' and the server's text (spec part 2 §8). */
function failureText(error: unknown) {
  const reason =
    error instanceof ApiError ? (errorMessageFor(error.status, error.body) ?? error.message) : String(error);
  return `Error: ${reason}`;
}

function ExportWordBody({ report, onClose }: { report: Report; onClose(): void }) {
  const exportAsWord = useExportAsWord(report.id);
  const { mutate } = exportAsWord;
  // One export per opening of the dialog.
  useEffect(() => mutate(), [mutate]);
  const file = exportAsWord.data;
  return (
    <Stack>
      {exportAsWord.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{exportWordTexts.generating}</Text>
        </Group>
      )}
      {exportAsWord.isError && (
        <Alert color="red" role="alert">
          {failureText(exportAsWord.error)}
        </Alert>
      )}
      {file?.fileUrl && (
        <Stack gap="xs">
          <Text>{exportWordTexts.ready}</Text>
          <Anchor href={file.fileUrl} download={file.name}>
            <Group gap={6} component="span">
              <IconDownload size={16} />
              {file.name}
            </Group>
          </Anchor>
        </Stack>
      )}
      <Group justify="flex-end">
        <AppButton variant="secondary" onClick={onClose}>
          Close
        </AppButton>
      </Group>
    </Stack>
  );
}

/** Export as Word file: generates the document on opening, then offers its download. */
export function ExportWordDialog({ report, opened, onClose }: { report: Report; opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Export as Word file">
      {opened && <ExportWordBody report={report} onClose={onClose} />}
    </Modal>
  );
}
