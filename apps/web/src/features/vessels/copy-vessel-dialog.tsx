import type { Vessel } from '@backoffice/contracts';
import { Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldLabel } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateAs } from '../../components/form-validation.ts';
import { useCustomerProjects, useCustomers } from '../customers/index.ts';
import { useCopyVessel } from './vessels-api.ts';

const copyVesselRequest = contractSchema((contracts) => contracts.copyVesselRequest);

export interface CopyVesselDialogProps {
  opened: boolean;
  vessel: Vessel;
  onClose(): void;
  onCopied(copy: Vessel): void;
}

/** The customer picker searches on the server, so it stays fast with thousands of customers. */
function useCustomerOptions(search: string, current: { id: number; name: string }) {
  const [debounced] = useDebouncedValue(search, 250);
  const customers = useCustomers(debounced);
  const options = (customers.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (!options.some((o) => o.value === String(current.id)))
    options.unshift({ value: String(current.id), label: current.name });
  return options;
}

type FormValues = { project: string | null };
const toRequest = (values: FormValues) => ({ project: values.project ? { id: Number(values.project) } : null });

function CopyVesselForm({ vessel, onClose, onCopied }: Omit<CopyVesselDialogProps, 'opened'>) {
  const copy = useCopyVessel(vessel.id);
  const [customerSearch, setCustomerSearch] = useState(vessel.project.customer.name);
  const [customerId, setCustomerId] = useState<string | null>(String(vessel.project.customer.id));
  // The search box shows the chosen client's name; only text typed beyond it narrows the list.
  const [chosenName, setChosenName] = useState(vessel.project.customer.name);
  const customerOptions = useCustomerOptions(
    customerSearch === chosenName ? '' : customerSearch,
    vessel.project.customer,
  );
  const projects = useCustomerProjects(Number(customerId));
  const projectOptions = (projects.data ?? [])
    .filter((project) => project.id !== vessel.project.id)
    .map((project) => ({ value: String(project.id), label: project.name }));
  const form = useForm<FormValues>({
    initialValues: { project: null },
    validate: validateAs(toRequest, copyVesselRequest),
  });

  const submit = form.onSubmit((values) => {
    copy.submit(form, copyVesselRequest.parse(toRequest(values)).project.id, {
      onSuccess: (created) => {
        onClose();
        onCopied(created);
      },
    });
  }, notifyFormInvalid);

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          label="Client"
          data={customerOptions}
          value={customerId}
          onChange={(value, option) => {
            setCustomerId(value);
            setChosenName(option?.label ?? '');
            form.setFieldValue('project', null);
          }}
          searchable
          searchValue={customerSearch}
          onSearchChange={setCustomerSearch}
          filter={({ options }) => options}
          limit={50}
          placeholder="Search client"
          nothingFoundMessage="No clients found"
        />
        <Select
          {...form.getInputProps('project')}
          label={fieldLabel('Project', form.errors.project)}
          data={projectOptions}
          disabled={!customerId}
          searchable
          placeholder="Select project"
          nothingFoundMessage="No other projects of this client"
          // Most copies go to another project of the same customer. A searchable Select opens its
          // list on focus, so focusing the customer would cover this field with the customer list.
          data-autofocus
        />
        <FormActions submitLabel="Copy" submitting={copy.isPending} onCancel={requestClose} />
      </Stack>
    </form>
  );
}

/** Copy to ..: copies the vessel into another project. */
export function CopyVesselDialog({ opened, ...rest }: CopyVesselDialogProps) {
  return (
    <FormDialog opened={opened} onClose={rest.onClose} title={`Copy ${rest.vessel.name} to ..`}>
      {opened && <CopyVesselForm {...rest} />}
    </FormDialog>
  );
}
