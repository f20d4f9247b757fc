import { Checkbox, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { fieldLabel } from '../../components/form-field.tsx';

export interface IdCheckboxGroupProps {
  label: string;
  options: { id: number; name: string }[] | undefined;
  value: number[];
  onChange(ids: number[]): void;
  error?: ReactNode;
  description?: string;
}

/** Ticks for a list of records, kept as their ids. */
export function IdCheckboxGroup({ label, options, value, onChange, error, description }: IdCheckboxGroupProps) {
  return (
    <Checkbox.Group
      label={fieldLabel(label, error)}
      description={description}
      value={value.map(String)}
      onChange={(ticked) => onChange(ticked.map(Number))}
      error={error}
    >
      <Group gap="md" mt={6}>
        {(options ?? []).map((option) => (
          <Checkbox key={option.id} value={String(option.id)} label={option.name} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
