import { limits } from '@backoffice/contracts';
import { Group, Text, Tooltip } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface FieldLabelProps {
  label: string;
  error?: boolean;
  help?: string;
}

/** A field label: red with a '(*)' marker while the field has an error, and an optional help tooltip. */
export function FieldLabel({ label, error = false, help }: FieldLabelProps) {
  return (
    <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
      <Text component="span" inherit c={error ? 'red' : undefined} data-error={error || undefined}>
        {error ? `${label} (*)` : label}
      </Text>
      {help && (
        <Tooltip label={help} openDelay={limits.tooltipOpenDelayMs} withArrow multiline maw={280}>
          <IconInfoCircle size={14} aria-hidden data-testid="field-help" />
        </Tooltip>
      )}
    </Group>
  );
}

export function fieldLabel(label: string, error: ReactNode, help?: string): ReactNode {
  return <FieldLabel label={label} error={Boolean(error)} help={help} />;
}

/** Input props for a form path with the shared label behaviour. */
export function fieldProps<Values>(
  form: UseFormReturnType<Values>,
  path: LooseKeys<Values>,
  label: string,
  help?: string,
) {
  const props = form.getInputProps(path);
  return { ...props, label: fieldLabel(label, props.error, help) };
}
