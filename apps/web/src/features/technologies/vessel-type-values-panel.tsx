import type { Technology, VesselTypeTechnologyDetail, VesselTypeTechnologyDetailRequest } from '@backoffice/contracts';
import { Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldLabel, fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateAs } from '../../components/form-validation.ts';
import { numberText } from '../../components/number-text.ts';
import { useVesselTypes } from '../reference-data/index.ts';
import { type CalcTexts, calcFields, parseCalcTexts } from './calc-fields.ts';
import { useSaveVesselTypeDetails, useVesselTypeDetails } from './technologies-api.ts';

const clearConfirm = 'Are you sure you want to clear the values for this vessel type?';

const noValues: VesselTypeTechnologyDetailRequest = {
  calcSavings: null,
  calcConfidenceInterval: null,
  calcEquipmentCost: null,
  calcInstallationCost: null,
  calcOperationCost: null,
};

type EntryRow = VesselTypeTechnologyDetail & { id: number };

/** A vessel type's value, or the technology's own (dimmed) where the vessel type has none. */
function valueOrFallback(value: number | null, fallback: number) {
  if (value !== null) return value;
  return (
    <Text span inherit c="dimmed" title="Technology's value">
      {fallback}
    </Text>
  );
}

function columnsFor(technology: Technology): Column<EntryRow>[] {
  return [
    { key: 'vesselType', header: 'Vessel type', render: (entry) => entry.vesselType.name },
    ...calcFields.map(({ key, label }) => ({
      key,
      header: label,
      render: (entry: EntryRow) => valueOrFallback(entry[key], technology[key]),
    })),
  ];
}

interface FormValues extends CalcTexts {
  vesselType: string | null;
}

const vesselTypeTechnologyDetailRequest = contractSchema((contracts) => contracts.vesselTypeTechnologyDetailRequest);
const formSchema = contractSchema((contracts) =>
  contracts.vesselTypeTechnologyDetailRequest.extend({ vesselType: contracts.requiredRef }),
);

const toRequest = (values: FormValues) => ({
  vesselType: values.vesselType ? { id: Number(values.vesselType) } : null,
  ...parseCalcTexts(values),
});

function entryTexts(entry: VesselTypeTechnologyDetail | null): CalcTexts {
  const texts = {} as CalcTexts;
  for (const { key } of calcFields) texts[key] = numberText(entry?.[key]);
  return texts;
}

interface ValuesDialogProps {
  technology: Technology;
  /** The entry to edit, or null to add one. */
  entry: VesselTypeTechnologyDetail | null;
  /** Vessel types that already have an entry: not offered when adding. */
  usedIds: number[];
  onClose(): void;
}

function VesselTypeValuesForm({ technology, entry, usedIds, onClose }: ValuesDialogProps) {
  const vesselTypes = useVesselTypes();
  const save = useSaveVesselTypeDetails(technology.id);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const form = useForm<FormValues>({
    initialValues: { vesselType: entry ? String(entry.vesselType.id) : null, ...entryTexts(entry) },
    validate: validateAs(toRequest, formSchema),
  });
  const { values, errors } = form;
  const vesselTypeData = entry
    ? [{ value: String(entry.vesselType.id), label: entry.vesselType.name }]
    : (vesselTypes.data ?? [])
        .filter((type) => !usedIds.includes(type.id))
        .map((type) => ({ value: String(type.id), label: type.name }));

  const put = (vesselTypeId: number, body: VesselTypeTechnologyDetailRequest, onSettled?: () => void) =>
    save.submit(form, { vesselTypeId, body }, { onSuccess: onClose, onSettled });

  const submit = form.onSubmit(
    (formed) => put(Number(formed.vesselType), vesselTypeTechnologyDetailRequest.parse(parseCalcTexts(formed))),
    notifyFormInvalid,
  );

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          label={fieldLabel('Vessel type', errors.vesselType)}
          data={vesselTypeData}
          value={values.vesselType}
          onChange={(value) => form.setFieldValue('vesselType', value)}
          error={errors.vesselType}
          disabled={entry !== null}
          searchable
          placeholder="Select vessel type"
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {calcFields.map(({ key, label }) => (
            <TextInput
              key={key}
              {...fieldProps(form, key, label)}
              inputMode="decimal"
              placeholder={String(technology[key])}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between">
          <Group>
            {entry && (
              <AppButton variant="tertiary" onClick={() => setConfirmingClear(true)}>
                Clear values
              </AppButton>
            )}
          </Group>
          <Group>
            <AppButton variant="secondary" onClick={requestClose}>
              Cancel
            </AppButton>
            <AppButton type="submit" loading={save.isPending && !confirmingClear}>
              Save
            </AppButton>
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmingClear}
        message={clearConfirm}
        loading={save.isPending}
        onConfirm={() => entry && put(entry.vesselType.id, noValues, () => setConfirmingClear(false))}
        onCancel={() => setConfirmingClear(false)}
      />
    </form>
  );
}

type DialogState = { opened: false } | { opened: true; entry: VesselTypeTechnologyDetail | null };

/** Savings and costs that differ per vessel type: a row click or the Add button opens the values dialog. */
export function VesselTypeValuesPanel({ technology }: { technology: Technology }) {
  const entries = useVesselTypeDetails(technology.id);
  const vesselTypes = useVesselTypes();
  const [dialog, setDialog] = useState<DialogState>({ opened: false });
  const rows = entries.data?.map((entry) => ({ ...entry, id: entry.vesselType.id }));
  const usedIds = rows?.map((row) => row.id) ?? [];
  const allTypesUsed = Boolean(vesselTypes.data?.every((type) => usedIds.includes(type.id)));
  const editing = dialog.opened ? dialog.entry : null;
  const titleId = useId();

  return (
    <Stack component="section" aria-labelledby={titleId} maw={960}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <CardTitle id={titleId}>Values per vessel type</CardTitle>
          <Text size="sm" c="dimmed">
            Savings and costs that differ for a vessel type. Empty fields use the technology's values.
          </Text>
        </Stack>
        <AppButton
          leftSection={<IconPlus size={16} />}
          onClick={() => setDialog({ opened: true, entry: null })}
          disabled={!rows || allTypesUsed}
        >
          Add vessel type values
        </AppButton>
      </Group>
      <DataTable
        columns={columnsFor(technology)}
        rows={rows}
        loading={entries.isLoading}
        emptyText="No vessel type values"
        onRowClick={(entry) => setDialog({ opened: true, entry })}
      />
      <FormDialog
        opened={dialog.opened}
        onClose={() => setDialog({ opened: false })}
        title={editing ? 'Edit vessel type values' : 'Add vessel type values'}
        size="lg"
      >
        {dialog.opened && (
          <VesselTypeValuesForm
            key={editing?.vesselType.id ?? 'new'}
            technology={technology}
            entry={editing}
            usedIds={usedIds}
            onClose={() => setDialog({ opened: false })}
          />
        )}
      </FormDialog>
    </Stack>
  );
}
