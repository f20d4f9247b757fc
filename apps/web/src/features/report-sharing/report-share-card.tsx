import {
  clientReportPath,
  formatDateTime,
  isCompletedStatus,
  type Report,
  type ReportShare,
  reportSharingMessages,
} from '@backoffice/contracts';
import { Card, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { CopyableValue } from '../form-sharing/index.ts';
import { useReportShare, useShareReport, useStopSharing } from './report-sharing-api.ts';

const title = 'Ship owner';

function NotShared({ reportId }: { reportId: number }) {
  const share = useShareReport(reportId);
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        The ship owner opens the report with a link and a PIN, reads it in the company's colours and downloads it as a
        PDF.
      </Text>
      <AppButton
        leftSection={<IconShare size={16} />}
        loading={share.isPending}
        onClick={() => share.mutate(undefined)}
      >
        Share with the ship owner
      </AppButton>
    </Stack>
  );
}

/** When the ship owner last opened the report, or that they have not yet. */
function OpenedStatus({ openedOn }: { openedOn: string | null }) {
  const Icon = openedOn ? IconEye : IconEyeOff;
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text size="sm" data-testid="opened status">
        {openedOn ? `Opened by the ship owner on ${formatDateTime(openedOn)}` : 'Not opened by the ship owner yet'}
      </Text>
    </Group>
  );
}

function Shared({ reportId, share }: { reportId: number; share: ReportShare }) {
  const [confirming, setConfirming] = useState(false);
  const stop = useStopSharing(reportId);
  const url = `${window.location.origin}${clientReportPath(share.urlHash)}`;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2 }} role="group" aria-label="Client access">
        <CopyableValue label="URL" value={url} />
        <CopyableValue label="PIN Code" value={share.pinCode} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Shared on {formatDateTime(share.sharedOn)}
        {share.sharedBy && ` by ${share.sharedBy.fullName}`}
      </Text>
      <OpenedStatus openedOn={share.openedOn} />
      <Group>
        <AppButton variant="tertiary" onClick={() => setConfirming(true)}>
          Stop sharing
        </AppButton>
      </Group>
      <ConfirmDialog
        opened={confirming}
        message={reportSharingMessages.stopConfirm}
        loading={stop.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => stop.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Stack>
  );
}

/**
 * A Completed report shared with its ship owner: 'Share with the ship owner', then the link and PIN
 * (each copied with a click), when it was shared and opened, and 'Stop sharing'. Nothing for a report
 * that is not Completed (reopening it stops its sharing).
 */
export function ReportShareCard({ report }: { report: Report }) {
  const completed = isCompletedStatus(report.status);
  const share = useReportShare(report.id, completed);
  if (!completed) return null;
  return (
    <Card component="section" aria-label={title} withBorder padding="md" radius="md">
      <CardTitle mb="sm">{title}</CardTitle>
      {share.data === undefined ? (
        <Center>
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : share.data ? (
        <Shared reportId={report.id} share={share.data} />
      ) : (
        <NotShared reportId={report.id} />
      )}
    </Card>
  );
}
