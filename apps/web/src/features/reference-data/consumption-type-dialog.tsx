import { type ConsumptionType, fuelKinds } from '@backoffice/contracts';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormActions, versionedDeletionOf } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { validateAs } from '../../components/form-validation.ts';
import { numberText, parseNumberText } from '../../components/number-text.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import {
  useDeleteConsumptionType,
  useReloadConsumptionType,
  useSaveConsumptionType,
} from './reference-data-edit-api.ts';

const consumptionTypeRequest = contractSchema((contracts) => contracts.consumptionTypeRequest);

const fuelKindOptions = [{ value: '', label: 'Not set' }, ...fuelKinds];

interface FormValues {
  name: string;
  shortName: string;
  defaultPrice: string;
  defaultCo2ConversionConstant: string;
  /** '' = not set. */
  fuelKind: string;
}

function toRequest(values: FormValues) {
  return {
    name: values.name,
    shortName: values.shortName,
    defaultPrice: parseNumberText(values.defaultPrice),
    defaultCo2ConversionConstant: parseNumberText(values.defaultCo2ConversionConstant),
    fuelKind: values.fuelKind || null,
  };
}

const valuesOf = (consumptionType: ConsumptionType | null): FormValues => ({
  name: consumptionType?.name ?? '',
  shortName: consumptionType?.shortName ?? '',
  defaultPrice: numberText(consumptionType?.defaultPrice),
  defaultCo2ConversionConstant: numberText(consumptionType?.defaultCo2ConversionConstant),
  fuelKind: consumptionType?.fuelKind ?? '',
});

export interface ConsumptionTypeDialogProps {
  opened: boolean;
  consumptionType: ConsumptionType | null;
  onClose(): void;
}

function ConsumptionTypeForm({
  consumptionType,
  onClose,
}: {
  consumptionType: ConsumptionType | null;
  onClose(): void;
}) {
  const save = useSaveConsumptionType();
  const remove = useDeleteConsumptionType();
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: consumptionType,
    valuesOf,
    reload: useReloadConsumptionType(consumptionType?.id ?? 0),
    validate: validateAs(toRequest, consumptionTypeRequest),
  });

  const submit = onValidSubmit((values) => {
    save.submit(
      form,
      { id: consumptionType?.id ?? null, body: stale.versioned(consumptionTypeRequest.parse(toRequest(values))) },
      stale.saveOptions({ onSuccess: onClose }),
    );
  });

  const deleteMessage = `Are you sure you want to delete the consumption type ${consumptionType?.name ?? ''}?`;
  const deletion = versionedDeletionOf(consumptionType, remove, deleteMessage, onClose, stale);

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <StaleSaveNotice stale={stale} form={form} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput {...fieldProps(form, 'name', 'Name')} data-autofocus />
          <TextInput {...fieldProps(form, 'shortName', 'Short name')} />
          <TextInput {...fieldProps(form, 'defaultPrice', 'Default price (USD per MT)')} inputMode="decimal" />
          <TextInput
            {...fieldProps(form, 'defaultCo2ConversionConstant', 'Default CO2 conversion constant (per MT fuel)')}
            inputMode="decimal"
          />
          <NativeSelect
            description="FuelEU Maritime leaves 'Other' and unset types out"
            {...fieldProps(form, 'fuelKind', 'Fuel kind')}
            data={fuelKindOptions}
          />
        </SimpleGrid>
        <FormActions submitting={save.isPending} onCancel={requestClose} deletion={deletion} />
      </Stack>
    </form>
  );
}

export function ConsumptionTypeDialog({ opened, consumptionType, onClose }: ConsumptionTypeDialogProps) {
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={consumptionType ? 'Edit Consumption Type' : 'Create Consumption Type'}
      size="lg"
    >
      {opened && (
        <ConsumptionTypeForm key={consumptionType?.id ?? 'new'} consumptionType={consumptionType} onClose={onClose} />
      )}
    </FormDialog>
  );
}
