import { type ClientParticulars, FormStatus, formMessages } from '@backoffice/contracts';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { contractSchema } from '../../components/contract-schemas.ts';
import { notifyFormInvalid, validateAs } from '../../components/form-validation.ts';
import { useClientForm, useReloadClientForm, useSaveClientForm } from './client-area-api.ts';
import {
  ClientFormHeader,
  ClientFormPending,
  ClientSaveButton,
  useClientStaleSave,
  useReportDirty,
} from './client-form-parts.tsx';
import { ParticularsSection } from './client-particulars-section.tsx';
import {
  orderedItems,
  particularsRequest,
  particularsValues,
  particularsValuesAs,
} from './client-particulars-values.ts';

const updateClientParticularsRequest = contractSchema((contracts) => contracts.updateClientParticularsRequest);

function ParticularsForm({ particulars }: { particulars: ClientParticulars }) {
  const readOnly = particulars.status === FormStatus.Complete;
  const save = useSaveClientForm('particulars', formMessages.particularsUpdated);
  const form = useForm({
    initialValues: particularsValues(particulars),
    validate: validateAs(particularsRequest, updateClientParticularsRequest),
  });
  const stale = useClientStaleSave(form, {
    opened: particulars,
    versionsOf: (read) => ({ version: read.version }),
    valuesOf: (read) => particularsValuesAs(particulars, read),
    whole: (path) => /^formItems\.\d+\.files$/.test(path),
    reload: useReloadClientForm('particulars'),
  });
  const dirty = !readOnly && form.isDirty();
  useReportDirty(dirty);

  const submit = form.onSubmit((values) => {
    if (!readOnly) save.submit(form, stale.versioned(particularsRequest(values)), stale.saveOptions());
  }, notifyFormInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <ClientFormHeader vesselName={particulars.vesselName} readOnly={readOnly} />
      <Stack>
        {orderedItems(particulars).map((item, index) => (
          <ParticularsSection
            key={item.id}
            form={form}
            index={index}
            title={item.title || `Section ${index + 1}`}
            requestText={item.requestText}
            readOnly={readOnly}
            note={stale.note}
          />
        ))}
        {!readOnly && <ClientSaveButton saving={save.isPending} notice={stale.notice} />}
      </Stack>
    </form>
  );
}

export function ClientParticularsForm() {
  const query = useClientForm('particulars');
  if (!query.data) return <ClientFormPending failed={query.isError} onRetry={() => query.refetch()} />;
  // A new answer (after a save, or reloaded after a 409) starts the form afresh.
  return <ParticularsForm key={query.dataUpdatedAt} particulars={query.data} />;
}
