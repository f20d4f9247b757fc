import { Select, type SelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { fieldLabel } from '../../components/form-field.tsx';
import { useVesselTypes } from './reference-data-api.ts';

export interface VesselTypeSelectProps extends Pick<SelectProps, 'description' | 'inputWrapperOrder'> {
  value: { id: number } | null;
  onChange(value: { id: number } | null): void;
  error?: ReactNode;
}

/** Choose a vessel type (label 'Vessel type', '(*)' marker on error). */
export function VesselTypeSelect({ value, onChange, error, ...wrapper }: VesselTypeSelectProps) {
  const vesselTypes = useVesselTypes();
  const data = (vesselTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.name }));
  return (
    <Select
      label={fieldLabel('Vessel type', error)}
      data={data}
      value={value ? String(value.id) : null}
      onChange={(next) => onChange(next ? { id: Number(next) } : null)}
      error={error}
      searchable
      placeholder="Select vessel type"
      {...wrapper}
    />
  );
}
