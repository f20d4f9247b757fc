import type { FileUsage } from '@backoffice/contracts';
import { FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { AppButton, type AppButtonVariant } from './app-button.tsx';
import { acceptFor } from './use-file-upload.ts';

export interface UploadButtonProps {
  usage: FileUsage;
  /** Called with the chosen file; the chooser is reset, so the same file can be chosen again. */
  onFile(file: File): void;
  label?: string;
  loading?: boolean;
  disabled?: boolean;
  condensed?: boolean;
  variant?: AppButtonVariant;
}

/** A button that opens the file chooser for the types of one usage. */
export function UploadButton({
  usage,
  onFile,
  label = 'Upload',
  loading = false,
  disabled = false,
  condensed = false,
  variant = 'secondary',
}: UploadButtonProps) {
  const reset = useRef<() => void>(null);
  const chosen = (file: File | null) => {
    reset.current?.();
    if (file) onFile(file);
  };
  return (
    <FileButton onChange={chosen} accept={acceptFor(usage)} resetRef={reset} disabled={disabled}>
      {(props) => (
        <AppButton
          {...props}
          condensed={condensed}
          variant={variant}
          leftSection={<IconUpload size={condensed ? 14 : 16} />}
          loading={loading}
          disabled={disabled}
        >
          {label}
        </AppButton>
      )}
    </FileButton>
  );
}
