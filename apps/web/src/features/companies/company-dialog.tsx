import { Stack, Textarea, TextInput } from '@mantine/core';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormActions, versionedDeletionOf } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { validateWith } from '../../components/form-validation.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import {
  type Company,
  type CompanyKind,
  companyKinds,
  reloadCompany,
  useDeleteCompany,
  useSaveCompany,
} from './companies-api.ts';

const companyRequest = contractSchema((contracts) => contracts.companyRequest);

export interface CompanyDialogProps {
  kind: CompanyKind;
  opened: boolean;
  company: Company | null;
  onClose(): void;
}

interface CompanyFormProps {
  kind: CompanyKind;
  company: Company | null;
  onClose(): void;
}

const valuesOf = (company: Company | null) => ({
  name: company?.name ?? '',
  country: company?.country ?? '',
  description: company?.description ?? '',
});

function CompanyForm({ kind, company, onClose }: CompanyFormProps) {
  const text = companyKinds[kind];
  const save = useSaveCompany(kind);
  const remove = useDeleteCompany(kind);
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: company,
    valuesOf,
    reload: reloadCompany(kind, company?.id ?? 0),
    validate: validateWith(companyRequest),
  });

  const submit = onValidSubmit((values) => {
    save.submit(
      form,
      { id: company?.id ?? null, body: stale.versioned(companyRequest.parse(values)) },
      stale.saveOptions({ onSuccess: onClose }),
    );
  });

  const deleteMessage = `Are you sure you want to delete the ${text.singular.toLowerCase()} ${company?.name ?? ''}?`;
  const deletion = versionedDeletionOf(company, remove, deleteMessage, onClose, stale);

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <StaleSaveNotice stale={stale} form={form} />
        <TextInput {...fieldProps(form, 'name', 'Name')} data-autofocus />
        <TextInput {...fieldProps(form, 'country', 'Country')} />
        <Textarea {...fieldProps(form, 'description', 'Description')} rows={4} />
        <FormActions submitting={save.isPending} onCancel={requestClose} deletion={deletion} />
      </Stack>
    </form>
  );
}

export function CompanyDialog({ kind, opened, company, onClose }: CompanyDialogProps) {
  const { singular } = companyKinds[kind];
  return (
    <FormDialog opened={opened} onClose={onClose} title={company ? `Edit ${singular}` : `Create ${singular}`} size="lg">
      {opened && <CompanyForm key={company?.id ?? 'new'} kind={kind} company={company} onClose={onClose} />}
    </FormDialog>
  );
}
