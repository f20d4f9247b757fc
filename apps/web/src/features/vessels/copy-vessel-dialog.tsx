import { clientMessages, copyVesselRequest, type Vessel } from '@backoffice/contracts';
import { Group, Modal, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueries } from '@tanstack/react-query';
import { AppButton } from '../../components/app-button.tsx';
import { fieldLabel } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateAs } from '../../components/form-validation.ts';
import { notify } from '../../components/notify.ts';
import { customerProjectsQuery, useCustomers } from '../customers/customers-api.ts';
import { useCopyVessel } from './vessels-api.ts';

export interface CopyVesselDialogProps {
  opened: boolean;
  vessel: Vessel;
  onClose(): void;
  onCopied(copy: Vessel): void;
}

/** Every other project, grouped by customer. */
function useTargetProjects(currentProjectId: number) {
  const customers = useCustomers('');
  const projects = useQueries({
    queries: (customers.data ?? []).map((customer) => customerProjectsQuery(customer.id)),
  });
  return (customers.data ?? [])
    .map((customer, index) => ({
      group: customer.name,
      items: (projects[index]?.data ?? [])
        .filter((project) => project.id !== currentProjectId)
        .map((project) => ({ value: String(project.id), label: project.name })),
    }))
    .filter((group) => group.items.length > 0);
}

type FormValues = { project: string | null };
const toRequest = (values: FormValues) => ({ project: values.project ? { id: Number(values.project) } : null });

function CopyVesselForm({ vessel, onClose, onCopied }: Omit<CopyVesselDialogProps, 'opened'>) {
  const copy = useCopyVessel(vessel.id);
  const groups = useTargetProjects(vessel.project.id);
  const form = useForm<FormValues>({
    initialValues: { project: null },
    validate: validateAs(toRequest, copyVesselRequest),
  });

  const submit = form.onSubmit((values) => {
    copy.mutate(copyVesselRequest.parse(toRequest(values)).project.id, {
      onSuccess: (created) => {
        notify.success(clientMessages.vesselCopied);
        onClose();
        onCopied(created);
      },
    });
  }, notifyFormInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          {...form.getInputProps('project')}
          label={fieldLabel('Project', form.errors.project)}
          data={groups}
          searchable
          placeholder="Select project"
          nothingFoundMessage="No other projects"
          data-autofocus
        />
        <Group justify="flex-end">
          <AppButton variant="secondary" onClick={onClose}>
            Cancel
          </AppButton>
          <AppButton type="submit" loading={copy.isPending}>
            Copy
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}

/** Copy to ..: copies the vessel into another project. */
export function CopyVesselDialog({ opened, ...rest }: CopyVesselDialogProps) {
  return (
    <Modal opened={opened} onClose={rest.onClose} title={`Copy ${rest.vessel.name} to ..`}>
      {opened && <CopyVesselForm {...rest} />}
    </Modal>
  );
}
