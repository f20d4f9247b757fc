import { Anchor, Card, FileButton, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { RemoveFileButton } from '../../components/remove-file-button.tsx';
import { acceptFor, useFileUpload } from '../../components/use-file-upload.ts';
import { useClientAccess } from './client-area-api.ts';
import type { ParticularsValues } from './client-particulars-values.ts';

interface ParticularsSectionProps {
  form: UseFormReturnType<ParticularsValues>;
  index: number;
  title: string;
  requestText: string;
  readOnly: boolean;
  /** After a stale save's Reload: the other person's value at a path, where it differs (see useClientStaleSave). */
  note?: (path: string, display?: (value: unknown) => string) => ReactNode;
}

const fileNames = (value: unknown) => (value as { name: string }[]).map((file) => file.name).join(', ') || 'No files';

/** One particulars section: the provider's request (read-only), the client's response and files. */
export function ParticularsSection({ form, index, title, requestText, readOnly, note }: ParticularsSectionProps) {
  const { requestOptions } = useClientAccess();
  const { upload, progress } = useFileUpload('default', { createPath: 'client/files', requestOptions });
  const reset = useRef<() => void>(null);
  const files = form.values.formItems[index]?.files ?? [];
  const filesPath = `formItems.${index}.files` as const;

  const chosen = async (file: File | null) => {
    reset.current?.();
    if (!file) return;
    const uploaded = await upload(file);
    if (uploaded) {
      const { id, name, fileUrl, mimeType } = uploaded;
      form.insertListItem(filesPath, { id, name, fileUrl, mimeType });
    }
  };

  return (
    <Card component="section" aria-label={title} withBorder radius="md" padding="md">
      <CardTitle mb="xs">{title}</CardTitle>
      <Stack gap="sm">
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="request-text">
          {requestText}
        </Text>
        <Textarea
          {...fieldProps(form, `formItems.${index}.responseText`, 'Response')}
          description={note?.(`formItems.${index}.responseText`)}
          rows={4}
          maxLength={20_000}
          readOnly={readOnly}
        />
        <Stack gap={4} role="list" aria-label={`${title} files`}>
          {files.map((file, fileIndex) => (
            <Group key={file.id} role="listitem" justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={6} wrap="nowrap" miw={0}>
                <IconPaperclip size={14} aria-hidden style={{ flexShrink: 0 }} />
                {file.fileUrl ? (
                  <Anchor href={file.fileUrl} target="_blank" rel="noopener" download={file.name} truncate="end">
                    {file.name}
                  </Anchor>
                ) : (
                  <Text truncate="end">{file.name}</Text>
                )}
              </Group>
              {!readOnly && (
                <RemoveFileButton
                  fileName={file.name}
                  label="Remove"
                  onConfirm={() => form.removeListItem(filesPath, fileIndex)}
                />
              )}
            </Group>
          ))}
          {note?.(filesPath, fileNames)}
        </Stack>
        {progress !== null && (
          <Progress.Root size="sm">
            <Progress.Section value={progress} aria-label={`${title} upload`} />
          </Progress.Root>
        )}
        {!readOnly && (
          <Group>
            <FileButton onChange={chosen} accept={acceptFor('default')} resetRef={reset}>
              {(props) => (
                <AppButton
                  {...props}
                  variant="secondary"
                  condensed
                  leftSection={<IconUpload size={14} />}
                  loading={progress !== null}
                >
                  Upload
                </AppButton>
              )}
            </FileButton>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
