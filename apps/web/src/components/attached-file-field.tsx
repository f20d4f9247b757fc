import type { FileRef, FileUsage } from '@backoffice/contracts';
import { Anchor, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { AppButton } from './app-button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { acceptFor, useFileRefUpload } from './use-file-upload.ts';

export interface AttachedFileFieldProps {
  label: string;
  usage: FileUsage;
  value: FileRef | null;
  onChange(file: FileRef | null): void;
  /** Shows an image preview instead of the file's name. */
  preview?: boolean;
  /** Offers 'Clear', asking this question first. */
  clearConfirm?: string;
}

function FileName({ file }: { file: FileRef }) {
  if (!file.fileUrl) return <Text size="sm">{file.name}</Text>;
  return (
    <Anchor href={file.fileUrl} size="sm" target="_blank" rel="noopener" download={file.name}>
      {file.name}
    </Anchor>
  );
}

function Shown({ label, file, preview }: { label: string; file: FileRef | null; preview: boolean }) {
  if (!file) {
    return (
      <Text c="dimmed" size="sm">
        No file
      </Text>
    );
  }
  if (preview && file.fileUrl) return <Image src={file.fileUrl} alt={label} h={96} w="auto" fit="contain" />;
  return <FileName file={file} />;
}

/** A file chosen for a form (attached on Save): upload, the file's name or preview, optional Clear. */
export function AttachedFileField({
  label,
  usage,
  value,
  onChange,
  preview = false,
  clearConfirm,
}: AttachedFileFieldProps) {
  const { upload, progress, uploading } = useFileRefUpload(usage);
  const [confirming, setConfirming] = useState(false);
  const reset = useRef<() => void>(null);

  const chosen = async (file: File | null) => {
    reset.current?.();
    if (!file) return;
    const uploaded = await upload(file);
    if (uploaded) onChange(uploaded);
  };

  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs">
        <FileButton onChange={chosen} accept={acceptFor(usage)} resetRef={reset}>
          {(props) => (
            <AppButton
              {...props}
              condensed
              variant="secondary"
              leftSection={<IconUpload size={14} />}
              loading={uploading}
            >
              Upload
            </AppButton>
          )}
        </FileButton>
        {clearConfirm && (
          <AppButton condensed variant="tertiary" disabled={!value} onClick={() => setConfirming(true)}>
            Clear
          </AppButton>
        )}
      </Group>
      {progress !== null && (
        <Progress.Root size="sm">
          <Progress.Section value={progress} aria-label={`${label} upload`} />
        </Progress.Root>
      )}
      <Shown label={label} file={value} preview={preview} />
      {clearConfirm && (
        <ConfirmDialog
          opened={confirming}
          message={clearConfirm}
          onConfirm={() => {
            onChange(null);
            setConfirming(false);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
