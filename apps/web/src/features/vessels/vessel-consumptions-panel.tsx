import type { Vessel } from '@backoffice/contracts';
import { ActionIcon, Card, Center, Group, Loader, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { AppButton } from '../../components/app-button.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateAs } from '../../components/form-validation.ts';
import { useUnsavedChanges } from '../../components/unsaved-changes.tsx';
import { useConsumptionCategories } from '../reference-data/reference-data-api.ts';
import { type ConsumptionRowsValues, emptyRow, rowsOf, toRequest } from './consumption-rows.ts';
import { VesselQuestionnaireBox } from './vessel-questionnaire-box.tsx';
import { VesselTechnologyStatusBox } from './vessel-technology-status-box.tsx';
import { useUpdateVesselConsumptions, useVesselConsumptions, useVesselRates } from './vessels-api.ts';

const vesselConsumptionsRequest = contractSchema((contracts) => contracts.vesselConsumptionsRequest);

interface Option {
  value: string;
  label: string;
}

function rateLabel(type: { name: string; shortName: string }): string {
  return type.shortName && type.shortName !== type.name ? `${type.shortName} (${type.name})` : type.name;
}

function ConsumptionRowsForm({
  vessel,
  initial,
  categories,
  rates,
}: {
  vessel: Vessel;
  initial: ConsumptionRowsValues;
  categories: Option[];
  rates: Option[];
}) {
  const update = useUpdateVesselConsumptions(vessel.id);
  const form = useForm<ConsumptionRowsValues>({
    initialValues: initial,
    validate: validateAs(toRequest, vesselConsumptionsRequest),
  });
  useUnsavedChanges(form.isDirty());

  const remove = (index: number) => {
    if (form.values.consumptions.length === 1) form.setFieldValue('consumptions', [emptyRow()]);
    else form.removeListItem('consumptions', index);
  };

  const submit = form.onSubmit((values) => {
    update.submit(form, vesselConsumptionsRequest.parse(toRequest(values)));
  }, notifyFormInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {form.values.consumptions.map((row, index) => (
          <Group
            key={row.key}
            align="flex-start"
            wrap="nowrap"
            role="group"
            aria-label={`Consumption row ${index + 1}`}
          >
            <Select
              {...fieldProps(form, `consumptions.${index}.consumptionCategory`, 'Consumption Category')}
              data={categories}
              searchable
              placeholder="Select category"
              style={{ flex: 1 }}
            />
            <Select
              {...fieldProps(form, `consumptions.${index}.vesselConsumptionRate`, 'Consumption Rate')}
              data={rates}
              searchable
              placeholder="Select rate"
              style={{ flex: 1 }}
            />
            <TextInput
              {...fieldProps(form, `consumptions.${index}.annualConsumption`, 'Annual Consumption')}
              inputMode="decimal"
              style={{ flex: 1 }}
            />
            <ActionIcon variant="subtle" color="red" mt={26} aria-label="Remove row" onClick={() => remove(index)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <AppButton
            variant="secondary"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('consumptions', emptyRow())}
          >
            Add
          </AppButton>
          <AppButton type="submit" loading={update.isPending}>
            Update
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}

/** Categories & Types: questionnaire consumption entries, technology installation status, consumption rows. */
export function VesselConsumptionsPanel({ vessel }: { vessel: Vessel }) {
  const consumptions = useVesselConsumptions(vessel.id);
  const categories = useConsumptionCategories();
  const rates = useVesselRates(vessel.id);
  const loading = consumptions.isLoading || categories.isLoading || rates.isLoading;

  return (
    <Card component="section" aria-label="Categories & Types" withBorder padding="md" radius="md">
      <Title order={4} mb="sm">
        Categories & Types
      </Title>
      <VesselQuestionnaireBox vesselId={vessel.id} />
      <VesselTechnologyStatusBox vesselId={vessel.id} />
      {consumptions.data && categories.data && rates.data ? (
        <ConsumptionRowsForm
          key={consumptions.dataUpdatedAt}
          vessel={vessel}
          initial={{ consumptions: rowsOf(consumptions.data) }}
          categories={categories.data.map((c) => ({ value: String(c.id), label: c.name }))}
          rates={rates.data.map((r) => ({
            value: String(r.id),
            label: rateLabel(r.projectConsumptionRate.consumptionType),
          }))}
        />
      ) : (
        loading && (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        )
      )}
    </Card>
  );
}
