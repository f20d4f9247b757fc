import { type FileUsage, type Report, reportMessages } from '@backoffice/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { UploadButton } from '../../components/upload-button.tsx';
import { useFileUpload } from '../../components/use-file-upload.ts';
import { useAttachRegulatoryImpactFile, useDeleteRegulatoryImpactFile } from './report-panels-api.ts';

const usage: FileUsage = 'regulatoryImpact';

/** The report's Regulatory Impact file: a download link, upload (replaces it) and delete after confirmation. */
export function RegulatoryImpactFile({ report }: { report: Report }) {
  const { upload, uploading } = useFileUpload(usage);
  const attach = useAttachRegulatoryImpactFile(report.id);
  const remove = useDeleteRegulatoryImpactFile(report.id);
  const [confirming, setConfirming] = useState(false);
  const file = report.regulatoryImpactFile;
  const locked = report.isLocked;

  const chosen = async (chosenFile: File) => {
    const uploaded = await upload(chosenFile);
    if (uploaded) attach.mutate({ fileId: uploaded.id, version: report.regulatoryImpactVersion });
  };

  return (
    <Stack gap="xs" role="group" aria-label="Regulatory Impact file">
      <Text size="sm" fw={500}>
        Regulatory Impact file (xlsx)
      </Text>
      <Group gap="sm">
        {file ? (
          file.fileUrl ? (
            <Anchor href={file.fileUrl} size="sm" download={file.name}>
              {file.name}
            </Anchor>
          ) : (
            <Text size="sm">{file.name}</Text>
          )
        ) : (
          <Text size="sm" c="dimmed">
            No file
          </Text>
        )}
        <UploadButton
          usage={usage}
          onFile={chosen}
          label="Upload file"
          condensed
          loading={uploading || attach.isPending}
          disabled={locked}
        />
        {file && (
          <AppButton
            condensed
            variant="tertiary"
            leftSection={<IconTrash size={14} />}
            disabled={locked}
            onClick={() => setConfirming(true)}
          >
            Delete file
          </AppButton>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Delete file"
        message={reportMessages.deleteRegulatoryFileConfirm}
        loading={remove.isPending}
        onConfirm={() => remove.mutate(report.regulatoryImpactVersion, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
