import { type Report, reportExportMessages } from '@backoffice/contracts';
import { Alert, Anchor, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { errorMessageFor } from '../../api/error-messages.ts';
import { AppButton } from '../../components/app-button.tsx';
import { useExportReport, useReportExportFormats } from './export-word-api.ts';

export const exportWordTexts = {
  generating: 'Generating report. Please wait...',
  ready: 'The report is ready. It is also in the report files.',
  asPdf: 'Export as PDF file',
} as const;

/** 'Error: ' and the server's text (spec part 2 §8). */
function failureText(error: unknown) {
  const reason =
    error instanceof ApiError ? (errorMessageFor(error.status, error.body) ?? error.message) : String(error);
  return `Error: ${reason}`;
}

type ExportMutation = ReturnType<typeof useExportReport>;

/** An export's progress: the generating text, then the file's download link or 'Error: ' and why. */
function ExportProgress({ exported }: { exported: ExportMutation }) {
  const file = exported.data;
  return (
    <>
      {exported.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{exportWordTexts.generating}</Text>
        </Group>
      )}
      {exported.isError && (
        <Alert color="red" role="alert">
          {failureText(exported.error)}
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
    </>
  );
}

/** The same document as PDF, on request: offered where the server has LibreOffice, else says so. */
function PdfExport({ report }: { report: Report }) {
  const formats = useReportExportFormats();
  const exportAsPdf = useExportReport(report.id, 'pdf');
  if (!formats.data) return null;
  if (!formats.data.pdf) return <Text c="dimmed">{reportExportMessages.pdfNeedsLibreOffice}</Text>;
  if (exportAsPdf.isIdle) {
    return (
      <Group>
        <AppButton variant="secondary" leftSection={<IconFileTypePdf size={16} />} onClick={() => exportAsPdf.mutate()}>
          {exportWordTexts.asPdf}
        </AppButton>
      </Group>
    );
  }
  return <ExportProgress exported={exportAsPdf} />;
}

function ExportWordBody({ report, onClose }: { report: Report; onClose(): void }) {
  const exportAsWord = useExportReport(report.id, 'docx');
  const { mutate } = exportAsWord;
  // One export per opening of the dialog.
  useEffect(() => mutate(), [mutate]);
  return (
    <Stack>
      <ExportProgress exported={exportAsWord} />
      {exportAsWord.isSuccess && <PdfExport report={report} />}
      <Group justify="flex-end">
        <AppButton variant="secondary" onClick={onClose}>
          Close
        </AppButton>
      </Group>
    </Stack>
  );
}

/** Export as Word file: generates the document on opening, then offers its download and a PDF of it. */
export function ExportWordDialog({ report, opened, onClose }: { report: Report; opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Export as Word file">
      {opened && <ExportWordBody report={report} onClose={onClose} />}
    </Modal>
  );
}
