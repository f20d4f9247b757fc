import type { ConsumptionTechnology } from '@backoffice/contracts';
import { Card, Group, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { fieldLabel } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateWith } from '../../components/form-validation.ts';
import { useTechnologies } from '../technologies/index.ts';

const addRequest = contractSchema((contracts) =>
  contracts.consumptionTechnologiesRequest.element.pick({ technology: true }),
);

export interface AddTechnologyFormProps {
  entries: readonly ConsumptionTechnology[];
  saving: boolean;
  onAdd(technology: { id: number }, added: () => void): void;
}

/** Add Technology: picks an active technology not in the list yet. */
export function AddTechnologyForm({ entries, saving, onAdd }: AddTechnologyFormProps) {
  const technologies = useTechnologies('');
  const form = useForm<{ technology: { id: number } | null }>({
    initialValues: { technology: null },
    validate: validateWith(addRequest),
  });
  const listed = new Set(entries.map((entry) => entry.technology.id));
  const options = (technologies.data ?? [])
    .filter((technology) => !listed.has(technology.id))
    .map((technology) => ({ value: String(technology.id), label: technology.name }));
  const error = form.errors.technology;

  const submit = form.onSubmit((values) => {
    onAdd(addRequest.parse(values).technology, () => form.reset());
  }, notifyFormInvalid);

  return (
    <Card component="section" aria-label="Add Technology" withBorder padding="md" radius="md">
      <CardTitle mb="sm">Add Technology</CardTitle>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start">
          <Select
            label={fieldLabel('Technology', error)}
            data={options}
            value={form.values.technology ? String(form.values.technology.id) : null}
            onChange={(value) => form.setFieldValue('technology', value ? { id: Number(value) } : null)}
            error={error}
            searchable
            placeholder="Select technology"
            nothingFoundMessage="No other active technologies"
            w={360}
          />
          <AppButton type="submit" leftSection={<IconPlus size={16} />} loading={saving} mt={25}>
            Add
          </AppButton>
        </Group>
      </form>
    </Card>
  );
}
