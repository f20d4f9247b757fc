import { type Contact, customerMessages } from '@backoffice/contracts';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormActions, versionedDeletionOf } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { validateWith } from '../../components/form-validation.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { useDeleteContact, useReloadContact, useSaveContact } from './customers-api.ts';

const contactUpdateRequest = contractSchema((contracts) => contracts.contactUpdateRequest);

export interface ContactDialogProps {
  opened: boolean;
  customerId: number;
  /** The contact to edit; null adds a new one. */
  contact: Contact | null;
  onClose(): void;
}

const valuesOf = (contact: Contact | null) => ({
  name: contact?.name ?? '',
  title: contact?.title ?? '',
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
});

function ContactForm({ customerId, contact, onClose }: Omit<ContactDialogProps, 'opened'>) {
  const save = useSaveContact(customerId);
  const remove = useDeleteContact(customerId);
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: contact,
    valuesOf,
    reload: useReloadContact(customerId, contact?.id ?? 0),
    validate: validateWith(contactUpdateRequest),
  });

  const submit = onValidSubmit((values) => {
    save.submit(
      form,
      { id: contact?.id ?? null, body: stale.versioned(contactUpdateRequest.parse(values)) },
      stale.saveOptions({ onSuccess: onClose }),
    );
  });

  const deletion = versionedDeletionOf(contact, remove, customerMessages.contactDeleteConfirm, onClose, stale);

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <StaleSaveNotice stale={stale} form={form} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput {...fieldProps(form, 'name', 'Name')} data-autofocus />
          <TextInput {...fieldProps(form, 'title', 'Title')} />
          <TextInput {...fieldProps(form, 'email', 'Email')} type="email" />
          <TextInput {...fieldProps(form, 'phone', 'Phone')} />
        </SimpleGrid>
        <FormActions submitting={save.isPending} onCancel={requestClose} deletion={deletion} />
      </Stack>
    </form>
  );
}

export function ContactDialog({ opened, customerId, contact, onClose }: ContactDialogProps) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={contact ? 'Edit Contact' : 'Add Contact'} size="lg">
      {opened && <ContactForm key={contact?.id ?? 'new'} customerId={customerId} contact={contact} onClose={onClose} />}
    </FormDialog>
  );
}
