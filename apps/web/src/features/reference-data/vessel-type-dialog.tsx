import type { VesselType } from '@backoffice/contracts';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { contractSchema } from '../../components/contract-schemas.ts';
import { deletionOf, FormActions } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateWith } from '../../components/form-validation.ts';
import { useDeleteVesselType, useSaveVesselType } from './reference-data-api.ts';

const vesselTypeRequest = contractSchema((contracts) => contracts.vesselTypeRequest);

export interface VesselTypeDialogProps {
  opened: boolean;
  vesselType: VesselType | null;
  onClose(): void;
}

function VesselTypeForm({ vesselType, onClose }: { vesselType: VesselType | null; onClose(): void }) {
  const save = useSaveVesselType();
  const remove = useDeleteVesselType();
  const form = useForm({
    initialValues: { name: vesselType?.name ?? '', shortName: vesselType?.shortName ?? '' },
    validate: validateWith(vesselTypeRequest),
  });

  const submit = form.onSubmit((values) => {
    save.submit(form, { id: vesselType?.id ?? null, body: vesselTypeRequest.parse(values) }, { onSuccess: onClose });
  }, notifyFormInvalid);

  const deleteMessage = `Are you sure you want to delete the vessel type ${vesselType?.name ?? ''}?`;
  const deletion = deletionOf(vesselType, remove, deleteMessage, onClose);

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
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
