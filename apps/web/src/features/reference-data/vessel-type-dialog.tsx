import { clientMessages, type VesselType, vesselTypeRequest } from '@backoffice/contracts';
import { Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateWith } from '../../components/form-validation.ts';
import { notify } from '../../components/notify.ts';
import { useDeleteVesselType, useSaveVesselType } from './reference-data-api.ts';

export interface VesselTypeDialogProps {
  opened: boolean;
  vesselType: VesselType | null;
  onClose(): void;
}

function VesselTypeForm({ vesselType, onClose }: { vesselType: VesselType | null; onClose(): void }) {
  const save = useSaveVesselType();
  const remove = useDeleteVesselType();
  const [confirming, setConfirming] = useState(false);
  const form = useForm({
    initialValues: { name: vesselType?.name ?? '', shortName: vesselType?.shortName ?? '' },
    validate: validateWith(vesselTypeRequest),
  });

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: vesselType?.id ?? null, body: vesselTypeRequest.parse(values) },
      {
        onSuccess: () => {
          notify.success(vesselType ? clientMessages.vesselTypeUpdated : clientMessages.vesselTypeCreated);
          onClose();
        },
      },
    );
  }, notifyFormInvalid);

  const confirmDelete = () => {
    if (!vesselType) return;
    remove.mutate(vesselType.id, {
      onSuccess: () => {
        notify.success(clientMessages.vesselTypeDeleted);
        onClose();
      },
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput {...fieldProps(form, 'name', 'Name')} data-autofocus />
        <TextInput {...fieldProps(form, 'shortName', 'Short name')} />
        <Group justify="space-between">
          <Group>
            {vesselType && (
              <AppButton variant="tertiary" onClick={() => setConfirming(true)}>
                Delete
              </AppButton>
            )}
          </Group>
          <Group>
            <AppButton variant="secondary" onClick={onClose}>
              Cancel
            </AppButton>
            <AppButton type="submit" loading={save.isPending}>
              Save
            </AppButton>
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        message={`Are you sure you want to delete the vessel type ${vesselType?.name ?? ''}?`}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

export function VesselTypeDialog({ opened, vesselType, onClose }: VesselTypeDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={vesselType ? 'Edit Vessel Type' : 'Create Vessel Type'}>
      {opened && <VesselTypeForm key={vesselType?.id ?? 'new'} vesselType={vesselType} onClose={onClose} />}
    </Modal>
  );
}
