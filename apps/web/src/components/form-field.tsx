import { Group, Text } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';

// The tooltip (and floating-ui with it) loads only with a field that has help: the sign-in and
// client-area PIN pages have none.
const FieldHelp = lazy(() => import('./field-help.tsx').then((module) => ({ default: module.FieldHelp })));

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
        <Suspense fallback={<IconInfoCircle size={14} aria-hidden />}>
          <FieldHelp help={help} />
        </Suspense>
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
