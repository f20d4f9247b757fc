import { Group, Modal, Text } from '@mantine/core';
import { AppButton } from './app-button.tsx';
import { useFocusReturnOnUnmount } from './use-focus-return-on-unmount.ts';

export interface ConfirmDialogProps {
  opened: boolean;
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  loading?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({
  opened,
  title = 'Please confirm',
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  useFocusReturnOnUnmount(opened);
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <AppButton variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </AppButton>
        <AppButton variant="tertiary" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </AppButton>
      </Group>
    </Modal>
  );
}
