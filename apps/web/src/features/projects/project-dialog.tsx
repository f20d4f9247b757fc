import type { Project } from '@backoffice/contracts';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { validateWith } from '../../components/form-validation.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { useReloadProject, useSaveProject } from './projects-api.ts';

const projectUpdateRequest = contractSchema((contracts) => contracts.projectUpdateRequest);

export interface ProjectDialogProps {
  opened: boolean;
  customerId: number;
  /** The project to edit; null creates one for the customer. */
  project: Project | null;
  onClose(): void;
  onSaved?(project: Project): void;
}

const valuesOf = (project: Project | null) => ({ name: project?.name ?? '', description: project?.description ?? '' });

function ProjectForm({ customerId, project, onClose, onSaved }: Omit<ProjectDialogProps, 'opened'>) {
  const save = useSaveProject(customerId);
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: project,
    valuesOf,
    reload: useReloadProject(project?.id ?? 0),
    validate: validateWith(projectUpdateRequest),
  });

  const submit = onValidSubmit((values) => {
    save.submit(
      form,
      { id: project?.id ?? null, body: stale.versioned(projectUpdateRequest.parse(values)) },
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
        <Textarea {...fieldProps(form, 'description', 'Description')} rows={3} />
        <FormActions submitting={save.isPending} onCancel={requestClose} />
      </Stack>
    </form>
  );
}

export function ProjectDialog({ opened, ...rest }: ProjectDialogProps) {
  return (
    <FormDialog
      opened={opened}
      onClose={rest.onClose}
      title={rest.project ? 'Edit Project' : 'Create Project'}
      size="lg"
    >
      {opened && <ProjectForm {...rest} />}
    </FormDialog>
  );
}
