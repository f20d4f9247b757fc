import type { Customer } from '@backoffice/contracts';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateWith } from '../../components/form-validation.ts';
import { useSaveCustomer } from './customers-api.ts';

const customerRequest = contractSchema((contracts) => contracts.customerRequest);

export interface CustomerDialogProps {
  opened: boolean;
  /** The customer to edit; null creates a new one. */
  customer: Customer | null;
  onClose(): void;
  onSaved?(customer: Customer): void;
}

function CustomerForm({ customer, onClose, onSaved }: Omit<CustomerDialogProps, 'opened'>) {
  const save = useSaveCustomer();
  const form = useForm({
    initialValues: { name: customer?.name ?? '', address: customer?.address ?? '', note: customer?.note ?? '' },
    validate: validateWith(customerRequest),
  });

  const submit = form.onSubmit((values) => {
    save.submit(
      form,
      { id: customer?.id ?? null, body: customerRequest.parse(values) },
      {
        onSuccess: (saved) => {
          onClose();
          onSaved?.(saved);
        },
      },
    );
  }, notifyFormInvalid);

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput {...fieldProps(form, 'name', 'Name')} data-autofocus />
        <Textarea {...fieldProps(form, 'address', 'Address')} rows={2} />
        <Textarea {...fieldProps(form, 'note', 'Note')} rows={3} />
        <FormActions submitting={save.isPending} onCancel={requestClose} />
      </Stack>
    </form>
  );
}

export function CustomerDialog({ opened, customer, onClose, onSaved }: CustomerDialogProps) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={customer ? 'Edit Client' : 'New Client'} size="lg">
      {opened && <CustomerForm customer={customer} onClose={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}
