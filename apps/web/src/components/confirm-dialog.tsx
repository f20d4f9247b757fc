import { Group, Modal, Text } from '@mantine/core';
import { AppButton } from './app-button.tsx';

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
