import { type Department, departmentRequest, messages } from '@backoffice/contracts';
import { Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateWith } from '../../components/form-validation.ts';
import { notify } from '../../components/notify.ts';
import { useDeleteDepartment, useSaveDepartment } from './departments-api.ts';

export interface DepartmentDialogProps {
  opened: boolean;
  department: Department | null;
  onClose(): void;
}

function initialValues(department: Department | null) {
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
  const [confirming, setConfirming] = useState(false);
  const form = useForm({ initialValues: initialValues(department), validate: validateWith(departmentRequest) });

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: department?.id ?? null, body: departmentRequest.parse(values) },
      {
        onSuccess: () => {
          notify.success(department ? messages.departmentUpdated : messages.departmentCreated);
          onClose();
        },
      },
    );
  }, notifyFormInvalid);

  const confirmDelete = () => {
    if (!department) return;
    remove.mutate(department.id, {
      onSuccess: () => {
        notify.success(messages.departmentDeleted);
        onClose();
      },
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput {...fieldProps(form, 'name', 'Name')} data-autofocus />
        <TextInput {...fieldProps(form, 'street', 'Street')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput {...fieldProps(form, 'zip', 'Zip')} />
          <TextInput {...fieldProps(form, 'city', 'City')} />
        </SimpleGrid>
        <TextInput {...fieldProps(form, 'country', 'Country')} />
        <TextInput {...fieldProps(form, 'web', 'Web')} />
        <Group justify="space-between">
          <Group>
            {department && (
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
        message={`Are you sure you want to delete the department ${department?.name ?? ''}?`}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

export function DepartmentDialog({ opened, department, onClose }: DepartmentDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={department ? 'Edit Department' : 'Create Department'} size="lg">
      {opened && <DepartmentForm key={department?.id ?? 'new'} department={department} onClose={onClose} />}
    </Modal>
  );
}
