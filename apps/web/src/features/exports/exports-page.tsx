import { type DataExport, exportMessages, formatDateTime, jobStatuses } from '@backoffice/contracts';
import { Anchor, Card, Stack, Text } from '@mantine/core';
import { IconFileExport, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { exportPolling, newestFirst, useExports, useStartExport } from './exports-api.ts';

const running = (item: DataExport) => item.status === jobStatuses.Pending || item.status === jobStatuses.Processing;

function nameOf(item: DataExport) {
  if (item.file?.fileUrl) {
    return (
      <Anchor href={item.file.fileUrl} target="_blank" rel="noopener" onClick={(event) => event.stopPropagation()}>
        {item.file.name}
      </Anchor>
    );
  }
  if (running(item)) return exportMessages.pendingName;
  return item.name ?? '-';
}

function statusOf(item: DataExport) {
  if (item.status !== jobStatuses.Failed) return item.statusText;
  return (
    <Text c="red" size="sm">
      {item.error ? `${item.statusText}: ${item.error}` : item.statusText}
    </Text>
  );
}

const columns: Column<DataExport>[] = [
  { key: 'name', header: 'Name', render: nameOf },
  { key: 'status', header: 'Status', render: statusOf },
  { key: 'date', header: 'Date', render: (item) => formatDateTime(item.modifiedOn || item.createdOn) },
];

/** Opens the export's workbook (a download). */
function openFile(item: DataExport) {
  if (item.file?.fileUrl) window.open(item.file.fileUrl, '_blank', 'noopener');
}

/** Data exports: start one, watch it finish, open its workbook. */
export function ExportsPage() {
  const [pollUntil, setPollUntil] = useState<number | null>(null);
  const exports = useExports(pollUntil);
  const start = useStartExport();
  const rows = useMemo(() => (exports.data ? newestFirst(exports.data) : undefined), [exports.data]);

  const startExport = () =>
    start.mutate(undefined, { onSuccess: () => setPollUntil(Date.now() + exportPolling.forMs) });

  return (
    <Stack>
      <PageTitle
        actions={
          <>
            <AppButton variant="secondary" leftSection={<IconRefresh size={16} />} onClick={() => exports.refetch()}>
              Refresh
            </AppButton>
            <AppButton leftSection={<IconFileExport size={16} />} loading={start.isPending} onClick={startExport}>
              Start export
            </AppButton>
          </>
        }
      >
        Exports
      </PageTitle>
      <Card withBorder padding="md" radius="md">
        <DataTable
          columns={columns}
          rows={rows}
          loading={exports.isLoading}
          emptyText="No exports yet"
          onRowClick={openFile}
        />
      </Card>
    </Stack>
  );
}
