import { messages, type Vessel } from '@backoffice/contracts';
import { Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppButton } from '../../components/app-button.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateWith } from '../../components/form-validation.ts';
import { useUnsavedChanges } from '../../components/unsaved-changes.tsx';
import { VesselTypeSelect } from '../reference-data/vessel-type-select.tsx';
import { useUpdateVessel } from './vessels-api.ts';

const updateVesselRequest = contractSchema((contracts) => contracts.updateVesselRequest);
/** On this form the name and type are required (the request may leave them out). */
const vesselRequest = contractSchema((contracts) =>
  contracts.updateVesselRequest.required({ name: true, vesselType: true }),
);

interface FormValues {
  name: string;
  vesselType: { id: number } | null;
}

/** The vessel's name and type, with Update. */
export function VesselForm({ vessel }: { vessel: Vessel }) {
  const update = useUpdateVessel(vessel.id, messages.changesSaved);
  const form = useForm<FormValues>({
    initialValues: { name: vessel.name, vesselType: { id: vessel.vesselType.id } },
    validate: validateWith(vesselRequest),
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit((values) => {
    update.submit(form, updateVesselRequest.parse(values));
  }, notifyFormInvalid);

  return (
    <Card withBorder padding="md" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={4}>Vessel</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...fieldProps(form, 'name', 'Name')} />
            <VesselTypeSelect
              value={form.values.vesselType}
              onChange={(value) => form.setFieldValue('vesselType', value)}
              error={form.errors.vesselType}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <AppButton type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Update
            </AppButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
