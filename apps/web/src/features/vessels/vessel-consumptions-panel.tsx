import type { Vessel, VesselConsumption } from '@backoffice/contracts';
import { ActionIcon, Card, Center, Group, Loader, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { fieldProps } from '../../components/form-field.tsx';
import { validateAs } from '../../components/form-validation.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { useConsumptionCategories } from '../reference-data/index.ts';
import { type ConsumptionRowsValues, emptyRow, rowsOf, toRequest } from './consumption-rows.ts';
import { VesselQuestionnaireBox } from './vessel-questionnaire-box.tsx';
import { VesselTechnologyStatusBox } from './vessel-technology-status-box.tsx';
import {
  readVesselConsumptions,
  useUpdateVesselConsumptions,
  useVesselConsumptions,
  useVesselRates,
} from './vessels-api.ts';

const vesselConsumptionsRequest = contractSchema((contracts) => contracts.vesselConsumptionsRequest);

interface Option {
  value: string;
  label: string;
}

function rateLabel(type: { name: string; shortName: string }): string {
  return type.shortName && type.shortName !== type.name ? `${type.shortName} (${type.name})` : type.name;
}

/** The rows as saved, with their version (the vessel's `consumptionsVersion`). */
interface SavedRows {
  consumptions: VesselConsumption[];
  version: number;
}

const valuesOf = (saved: SavedRows): ConsumptionRowsValues => ({ consumptions: rowsOf(saved.consumptions) });

const labelOf = (options: Option[]) => (value: unknown) =>
  options.find((option) => option.value === value)?.label ?? String(value);

/** A row's fields share its width, each at least 12rem: one per line on a phone. */
const ROW_FIELD = { flex: '1 1 12rem', minWidth: 0 };

function ConsumptionRowsForm({
  vessel,
  saved,
  categories,
  rates,
}: {
  vessel: Vessel;
  saved: SavedRows;
  categories: Option[];
  rates: Option[];
}) {
  const update = useUpdateVesselConsumptions(vessel.id);
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: saved,
    valuesOf,
    reload: () => readVesselConsumptions(vessel.id),
    display: {
      'consumptions.*.consumptionCategory': labelOf(categories),
      'consumptions.*.vesselConsumptionRate': labelOf(rates),
    },
    validate: validateAs(toRequest, vesselConsumptionsRequest),
    guardsPage: true,
  });

  const remove = (index: number) => {
    if (form.values.consumptions.length === 1) form.setFieldValue('consumptions', [emptyRow()]);
    else form.removeListItem('consumptions', index);
  };

  // The answer is the rows without their version: the page reads the vessel again, and the form,
  // started afresh with the saved rows, takes it (useStaleSave takes a newer version of the same values).
  const submit = onValidSubmit((values) => {
    update.submit(form, stale.versioned(vesselConsumptionsRequest.parse(toRequest(values))), {
      onConflict: stale.onConflict,
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <StaleSaveNotice stale={stale} form={form} />
        {form.values.consumptions.map((row, index) => (
          <Group key={row.key} align="flex-start" role="group" aria-label={`Consumption row ${index + 1}`}>
            <Select
              {...fieldProps(form, `consumptions.${index}.consumptionCategory`, 'Consumption Category')}
              data={categories}
              searchable
              placeholder="Select category"
              style={ROW_FIELD}
            />
            <Select
              {...fieldProps(form, `consumptions.${index}.vesselConsumptionRate`, 'Consumption Rate')}
              data={rates}
              searchable
              placeholder="Select rate"
              style={ROW_FIELD}
            />
            <TextInput
              {...fieldProps(form, `consumptions.${index}.annualConsumption`, 'Annual Consumption')}
              inputMode="decimal"
              style={ROW_FIELD}
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
      <CardTitle mb="sm">Categories & Types</CardTitle>
      <VesselQuestionnaireBox vesselId={vessel.id} />
      <VesselTechnologyStatusBox vesselId={vessel.id} />
      {consumptions.data && categories.data && rates.data ? (
        <ConsumptionRowsForm
          key={consumptions.dataUpdatedAt}
          vessel={vessel}
          saved={{ consumptions: consumptions.data, version: vessel.consumptionsVersion }}
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
