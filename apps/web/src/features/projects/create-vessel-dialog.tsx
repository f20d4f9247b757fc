import type { Vessel } from '@backoffice/contracts';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateWith } from '../../components/form-validation.ts';
import { VesselTypeSelect } from '../reference-data/index.ts';
import { useCreateVessel } from './projects-api.ts';

const createVesselRequest = contractSchema((contracts) => contracts.createVesselRequest);
/** The form's fields: the project is the page's. */
const formRequest = contractSchema((contracts) => contracts.createVesselRequest.omit({ project: true }));

export interface CreateVesselDialogProps {
  opened: boolean;
  projectId: number;
  onClose(): void;
  onCreated(vessel: Vessel): void;
}

interface FormValues {
  name: string;
  vesselType: { id: number } | null;
}

function CreateVesselForm({ projectId, onClose, onCreated }: Omit<CreateVesselDialogProps, 'opened'>) {
  const create = useCreateVessel();
  const form = useForm<FormValues>({
    initialValues: { name: '', vesselType: null },
    validate: validateWith(formRequest),
  });

  const submit = form.onSubmit((values) => {
    const body = createVesselRequest.parse({ ...values, project: { id: projectId } });
    create.submit(form, body, {
      onSuccess: (vessel) => {
        onClose();
        onCreated(vessel);
      },
    });
  }, notifyFormInvalid);

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput {...fieldProps(form, 'name', 'Name')} data-autofocus />
        <VesselTypeSelect
          value={form.values.vesselType}
          onChange={(value) => form.setFieldValue('vesselType', value)}
          error={form.errors.vesselType}
        />
        <FormActions submitLabel="Create" submitting={create.isPending} onCancel={requestClose} />
      </Stack>
    </form>
  );
}

export function CreateVesselDialog({ opened, ...rest }: CreateVesselDialogProps) {
  return (
    <FormDialog opened={opened} onClose={rest.onClose} title="Create Vessel">
      {opened && <CreateVesselForm {...rest} />}
    </FormDialog>
  );
}
