import type { Department } from '@backoffice/contracts';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormActions, versionedDeletionOf } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { validateWith } from '../../components/form-validation.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { reloadDepartment, useDeleteDepartment, useSaveDepartment } from './departments-api.ts';

const departmentRequest = contractSchema((contracts) => contracts.departmentRequest);

export interface DepartmentDialogProps {
  opened: boolean;
  department: Department | null;
  onClose(): void;
}

function valuesOf(department: Department | null) {
  return {
    name: department?.name ?? '',
    street: department?.street ?? '',
    zip: department?.zip ?? '',
    city: department?.city ?? '',
    country: department?.country ?? '',
    web: department?.web ?? '',
  };
}

function DepartmentForm({ department, onClose }: { department: Department | null; onClose(): void }) {
  const save = useSaveDepartment();
  const remove = useDeleteDepartment();
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: department,
    valuesOf,
    reload: reloadDepartment(department?.id ?? 0),
    validate: validateWith(departmentRequest),
  });

  const submit = onValidSubmit((values) => {
    save.submit(
      form,
      { id: department?.id ?? null, body: stale.versioned(departmentRequest.parse(values)) },
      stale.saveOptions({ onSuccess: onClose }),
    );
  });

  const deleteMessage = `Are you sure you want to delete the department ${department?.name ?? ''}?`;
  const deletion = versionedDeletionOf(department, remove, deleteMessage, onClose, stale);

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <StaleSaveNotice stale={stale} form={form} />
        <TextInput {...fieldProps(form, 'name', 'Name')} data-autofocus />
        <TextInput {...fieldProps(form, 'street', 'Street')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput {...fieldProps(form, 'zip', 'Zip')} />
          <TextInput {...fieldProps(form, 'city', 'City')} />
        </SimpleGrid>
        <TextInput {...fieldProps(form, 'country', 'Country')} />
        <TextInput {...fieldProps(form, 'web', 'Web')} />
        <FormActions submitting={save.isPending} onCancel={requestClose} deletion={deletion} />
      </Stack>
    </form>
  );
}

export function DepartmentDialog({ opened, department, onClose }: DepartmentDialogProps) {
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={department ? 'Edit Department' : 'Create Department'}
      size="lg"
    >
      {opened && <DepartmentForm key={department?.id ?? 'new'} department={department} onClose={onClose} />}
    </FormDialog>
  );
}
