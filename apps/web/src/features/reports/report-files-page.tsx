import { formatDateTime, type Report, type ReportFile, reportTypeLabels } from '@backoffice/contracts';
import { ActionIcon, Card, Group, Progress, Stack, Tooltip } from '@mantine/core';
import { IconDownload, IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { UploadButton } from '../../components/upload-button.tsx';
import { useFileUpload } from '../../components/use-file-upload.ts';
import { PageLoader, useAddressedReport } from './addressed-report.tsx';
import { ReportFileDialog } from './report-file-dialog.tsx';
import { newestFirst, useAddReportFile, useReportFiles } from './report-files-api.ts';

function columnsOf(locked: boolean, onEdit: (reportFile: ReportFile) => void): Column<ReportFile>[] {
  return [
    { key: 'name', header: 'Name', render: (r) => r.file.name },
    { key: 'note', header: 'Note', render: (r) => r.file.description ?? '' },
    { key: 'created', header: 'Created', render: (r) => formatDateTime(r.createdOn) },
    {
      key: 'actions',
      header: '',
      render: (r) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {r.file.fileUrl && (
            <Tooltip label="Download">
              <ActionIcon
                component="a"
                href={r.file.fileUrl}
                download={r.file.name}
                variant="subtle"
                color="gray"
                aria-label={`Download ${r.file.name}`}
              >
                <IconDownload size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Edit ${r.file.name}`}
            disabled={locked}
            onClick={() => onEdit(r)}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Group>
      ),
    },
  ];
}

function UploadReportFile({ report }: { report: Report }) {
  const { upload, progress } = useFileUpload('default');
  const add = useAddReportFile(report.id);

  const chosen = async (file: File) => {
    const uploaded = await upload(file);
    if (uploaded) add.mutate(uploaded.id);
  };

  return (
    <Stack gap="xs">
      <UploadButton
        usage="default"
        onFile={chosen}
        variant="primary"
        loading={progress !== null || add.isPending}
        disabled={report.isLocked}
      />
      {progress !== null && (
        <Progress.Root size="sm">
          <Progress.Section value={progress} aria-label="File upload" />
        </Progress.Root>
      )}
    </Stack>
  );
}

function ReportFiles({ report }: { report: Report }) {
  const files = useReportFiles(report.id);
  const [editing, setEditing] = useState<ReportFile | null>(null);
  const rows = useMemo(() => (files.data ? newestFirst(files.data) : undefined), [files.data]);
  const columns = useMemo(() => columnsOf(report.isLocked, setEditing), [report.isLocked]);
  return (
    <Stack>
      <PageTitle actions={<UploadReportFile report={report} />}>Report files: {report.name}</PageTitle>
      <Card withBorder padding="md" radius="md" aria-label={`${reportTypeLabels[report.type as 0 | 1]} files`}>
        <DataTable columns={columns} rows={rows} loading={files.isLoading} emptyText="No files" />
      </Card>
      <ReportFileDialog reportId={report.id} reportFile={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function ReportFilesPage({ type }: { type: 0 | 1 }) {
  const report = useAddressedReport(type);
  return report ? <ReportFiles report={report} /> : <PageLoader />;
}

export function ScreeningReportFilesPage() {
  return <ReportFilesPage type={0} />;
}

export function SolutionDesignFilesPage() {
  return <ReportFilesPage type={1} />;
}
