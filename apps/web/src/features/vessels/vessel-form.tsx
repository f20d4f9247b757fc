import { messages, type Vessel } from '@backoffice/contracts';
import { Card, Group, type SelectProps, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { fieldProps } from '../../components/form-field.tsx';
import { validateWith } from '../../components/form-validation.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { useVesselTypes, VesselTypeSelect } from '../reference-data/index.ts';
import { useReloadVessel, useUpdateVessel } from './vessels-api.ts';

const updateVesselRequest = contractSchema((contracts) => contracts.updateVesselRequest);
/** On this form the name and type are required (the request may leave them out). */
const vesselRequest = contractSchema((contracts) =>
  contracts.updateVesselRequest.required({ name: true, vesselType: true }),
);

interface FormValues {
  name: string;
  vesselType: { id: number } | null;
}

const valuesOf = (vessel: Vessel): FormValues => ({ name: vessel.name, vesselType: { id: vessel.vesselType.id } });

/** The vessel's name and type, with Update. */
export function VesselForm({ vessel }: { vessel: Vessel }) {
  const update = useUpdateVessel(vessel.id, messages.changesSaved);
  const vesselTypes = useVesselTypes().data ?? [];
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: vessel,
    valuesOf,
    reload: useReloadVessel(vessel.id),
    display: {
      vesselType: (value) => vesselTypes.find((type) => type.id === (value as { id: number }).id)?.name ?? '',
    },
    validate: validateWith(vesselRequest),
    guardsPage: true,
    resetsToSaved: true,
  });

  const submit = onValidSubmit((values) => {
    update.submit(form, stale.versioned(updateVesselRequest.parse(values)), stale.saveOptions());
  });
  // The other person's vessel type under the select after a stale save's Reload (the select is no form input).
  const { description, inputWrapperOrder } = form.getInputProps('vesselType') as Pick<
    SelectProps,
    'description' | 'inputWrapperOrder'
  >;

  return (
    <Card withBorder padding="md" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <CardTitle>Vessel</CardTitle>
          <StaleSaveNotice stale={stale} form={form} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...fieldProps(form, 'name', 'Name')} />
            <VesselTypeSelect
              value={form.values.vesselType}
              onChange={(value) => form.setFieldValue('vesselType', value)}
              error={form.errors.vesselType}
              description={description}
              inputWrapperOrder={inputWrapperOrder}
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
