import { type Contact, customerMessages } from '@backoffice/contracts';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { contractSchema } from '../../components/contract-schemas.ts';
import { deletionOf, FormActions } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateWith } from '../../components/form-validation.ts';
import { useDeleteContact, useSaveContact } from './customers-api.ts';

const contactUpdateRequest = contractSchema((contracts) => contracts.contactUpdateRequest);

export interface ContactDialogProps {
  opened: boolean;
  customerId: number;
  /** The contact to edit; null adds a new one. */
  contact: Contact | null;
  onClose(): void;
}

function ContactForm({ customerId, contact, onClose }: Omit<ContactDialogProps, 'opened'>) {
  const save = useSaveContact(customerId);
  const remove = useDeleteContact(customerId);
  const form = useForm({
    initialValues: {
      name: contact?.name ?? '',
      title: contact?.title ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
    },
    validate: validateWith(contactUpdateRequest),
  });

  const submit = form.onSubmit((values) => {
    save.submit(form, { id: contact?.id ?? null, body: contactUpdateRequest.parse(values) }, { onSuccess: onClose });
  }, notifyFormInvalid);

  const deletion = deletionOf(contact, remove, customerMessages.contactDeleteConfirm, onClose);

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
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
