import type { Customer } from '@backoffice/contracts';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { validateWith } from '../../components/form-validation.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { useReloadCustomer, useSaveCustomer } from './customers-api.ts';

const customerRequest = contractSchema((contracts) => contracts.customerRequest);

export interface CustomerDialogProps {
  opened: boolean;
  /** The customer to edit; null creates a new one. */
  customer: Customer | null;
  onClose(): void;
  onSaved?(customer: Customer): void;
}

const valuesOf = (customer: Customer | null) => ({
  name: customer?.name ?? '',
  address: customer?.address ?? '',
  note: customer?.note ?? '',
});

function CustomerForm({ customer, onClose, onSaved }: Omit<CustomerDialogProps, 'opened'>) {
  const save = useSaveCustomer();
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: customer,
    valuesOf,
    reload: useReloadCustomer(customer?.id ?? 0),
    validate: validateWith(customerRequest),
  });

  const submit = onValidSubmit((values) => {
    save.submit(
      form,
      { id: customer?.id ?? null, body: stale.versioned(customerRequest.parse(values)) },
      stale.saveOptions({
        onSuccess: (saved) => {
          onClose();
          onSaved?.(saved);
        },
      }),
    );
  });

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <StaleSaveNotice stale={stale} form={form} />
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
