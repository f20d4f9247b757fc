import type { VesselType } from '@backoffice/contracts';
import { Stack, TextInput } from '@mantine/core';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormActions, versionedDeletionOf } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { validateWith } from '../../components/form-validation.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { useDeleteVesselType, useReloadVesselType, useSaveVesselType } from './reference-data-edit-api.ts';

const vesselTypeRequest = contractSchema((contracts) => contracts.vesselTypeRequest);

export interface VesselTypeDialogProps {
  opened: boolean;
  vesselType: VesselType | null;
  onClose(): void;
}

const valuesOf = (vesselType: VesselType | null) => ({
  name: vesselType?.name ?? '',
  shortName: vesselType?.shortName ?? '',
});

function VesselTypeForm({ vesselType, onClose }: { vesselType: VesselType | null; onClose(): void }) {
  const save = useSaveVesselType();
  const remove = useDeleteVesselType();
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: vesselType,
    valuesOf,
    reload: useReloadVesselType(vesselType?.id ?? 0),
    validate: validateWith(vesselTypeRequest),
  });

  const submit = onValidSubmit((values) => {
    save.submit(
      form,
      { id: vesselType?.id ?? null, body: stale.versioned(vesselTypeRequest.parse(values)) },
      stale.saveOptions({ onSuccess: onClose }),
    );
  });

  const deleteMessage = `Are you sure you want to delete the vessel type ${vesselType?.name ?? ''}?`;
  const deletion = versionedDeletionOf(vesselType, remove, deleteMessage, onClose, stale);

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <StaleSaveNotice stale={stale} form={form} />
        <TextInput {...fieldProps(form, 'name', 'Name')} data-autofocus />
        <TextInput {...fieldProps(form, 'shortName', 'Short name')} />
        <FormActions submitting={save.isPending} onCancel={requestClose} deletion={deletion} />
      </Stack>
    </form>
  );
}

export function VesselTypeDialog({ opened, vesselType, onClose }: VesselTypeDialogProps) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={vesselType ? 'Edit Vessel Type' : 'Create Vessel Type'}>
      {opened && <VesselTypeForm key={vesselType?.id ?? 'new'} vesselType={vesselType} onClose={onClose} />}
    </FormDialog>
  );
}
