import { FormStatus, formStatusLabels } from '@backoffice/contracts';
import { Select } from '@mantine/core';

const statusOptions = Object.entries(formStatusLabels).map(([value, label]) => ({ value, label }));

/** Status of a questionnaire or particulars form (Draft, Published, Complete); the value is the status as text. */
export function FormStatusSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <Select
      label="Status"
      data={statusOptions}
      value={value}
      onChange={(next) => {
        if (next !== null) onChange(next);
      }}
      allowDeselect={false}
      maw={240}
    />
  );
}

/** The ship owner sees a form only once it is Published or Complete. */
export function isShared(status: string | number): boolean {
  const value = Number(status);
  return value === FormStatus.Published || value === FormStatus.Complete;
}
