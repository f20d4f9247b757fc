import { type FileRef, formMessages } from '@backoffice/contracts';
import { Anchor, Card, FileButton, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { RemoveFileButton } from '../../components/remove-file-button.tsx';
import { acceptFor, useFileRefUpload } from '../../components/use-file-upload.ts';
import type { ParticularsFormValues } from './particulars-form-values.ts';

type ParticularsForm = UseFormReturnType<ParticularsFormValues>;

function FileName({ file }: { file: FileRef }) {
  if (!file.fileUrl) return <Text size="sm">{file.name}</Text>;
  return (
    <Anchor href={file.fileUrl} size="sm" target="_blank" rel="noopener" download={file.name}>
      {file.name}
    </Anchor>
  );
}

/** The section's files: each a download link with Delete (taken off on Save), and Upload to add one. */
function SectionFiles({ form, index, label }: { form: ParticularsForm; index: number; label: string }) {
  const { upload, uploading } = useFileRefUpload('default');
  const reset = useRef<() => void>(null);
  const section = form.values.formItems[index]!;

  const chosen = async (file: File | null) => {
    reset.current?.();
    if (!file) return;
    const uploaded = await upload(file);
    if (!uploaded) return;
    // Sections may have moved meanwhile: find this one again by its key.
    const at = form.getValues().formItems.findIndex((item) => item.key === section.key);
    if (at >= 0) form.insertListItem(`formItems.${at}.files`, uploaded);
  };

  return (
    <Stack gap="xs" role="group" aria-label={`${label} files`}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Files
        </Text>
        <FileButton onChange={chosen} accept={acceptFor('default')} resetRef={reset}>
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
      </Group>
      {section.files.length === 0 && (
        <Text c="dimmed" size="sm">
          No files
        </Text>
      )}
      {section.files.map((file, fileIndex) => (
        <Group key={file.id} justify="space-between" wrap="nowrap">
          <FileName file={file} />
          <RemoveFileButton
            fileName={file.name}
            label="Delete"
            onConfirm={() => form.removeListItem(`formItems.${index}.files`, fileIndex)}
          />
        </Group>
      ))}
    </Stack>
  );
}

/** One particulars section: title, request (required), response, files, and move/delete controls. */
export function ParticularsSectionCard({ form, index }: { form: ParticularsForm; index: number }) {
  const [confirming, setConfirming] = useState(false);
  const count = form.values.formItems.length;
  const label = `Section ${index + 1}`;
  const path = `formItems.${index}` as const;

  const move = (to: number) => form.reorderListItem('formItems', { from: index, to });
  const remove = () => {
    setConfirming(false);
    form.removeListItem('formItems', index);
  };

  return (
    <Card component="section" aria-label={label} withBorder padding="md" radius="md">
      <Stack>
        <Group justify="space-between">
          <CardTitle>{label}</CardTitle>
          <Group gap="xs">
            <AppButton
              condensed
              variant="secondary"
              leftSection={<IconArrowUp size={14} />}
              disabled={index === 0}
              onClick={() => move(index - 1)}
            >
              Move up
            </AppButton>
            <AppButton
              condensed
              variant="secondary"
              leftSection={<IconArrowDown size={14} />}
              disabled={index === count - 1}
              onClick={() => move(index + 1)}
            >
              Move down
            </AppButton>
            <AppButton
              condensed
              variant="tertiary"
              leftSection={<IconTrash size={14} />}
              onClick={() => setConfirming(true)}
            >
              Delete section
            </AppButton>
          </Group>
        </Group>
        <TextInput {...fieldProps(form, `${path}.title`, 'Title')} />
        <Textarea {...fieldProps(form, `${path}.requestText`, 'Request text')} rows={3} />
        <Textarea {...fieldProps(form, `${path}.responseText`, 'Response text')} rows={3} />
        <SectionFiles form={form} index={index} label={label} />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Delete section"
        message={formMessages.deleteSectionConfirm}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
