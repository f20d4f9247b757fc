import { type ReportFile, reportMessages } from '@backoffice/contracts';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateWith } from '../../components/form-validation.ts';
import { useRemoveReportFile, useUpdateReportFile } from './report-files-api.ts';

const updateFileRequest = contractSchema((contracts) => contracts.updateFileRequest);

export interface ReportFileDialogProps {
  reportId: number;
  /** The file being edited; null while the dialog is closed. */
  reportFile: ReportFile | null;
  onClose(): void;
}

function ReportFileForm({
  reportId,
  reportFile,
  onClose,
}: {
  reportId: number;
  reportFile: ReportFile;
  onClose(): void;
}) {
  const update = useUpdateReportFile(reportId);
  const remove = useRemoveReportFile(reportId);
  const { file } = reportFile;
  const form = useForm({
    initialValues: { name: file.name, description: file.description ?? '' },
    validate: validateWith(updateFileRequest),
  });

  const submit = form.onSubmit((values) => {
    const body = updateFileRequest.parse(values);
    update.submit(
      form,
      { fileId: file.id, body: { name: body.name, description: body.description || null } },
      {
        onSuccess: onClose,
      },
    );
  }, notifyFormInvalid);

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput {...fieldProps(form, 'name', 'Name')} data-autofocus />
        <Textarea {...fieldProps(form, 'description', 'Note')} rows={2} />
        <FormActions
          submitting={update.isPending}
          onCancel={requestClose}
          deletion={{
            available: true,
            message: reportMessages.deleteReportFileConfirm,
            pending: remove.isPending,
            onConfirm: (done) => remove.mutate(file.id, { onSuccess: onClose, onSettled: done }),
          }}
        />
      </Stack>
    </form>
  );
}

/** Edit a report file: its name (required) and a short note, or delete it from the report. */
export function ReportFileDialog({ reportId, reportFile, onClose }: ReportFileDialogProps) {
  return (
    <FormDialog opened={reportFile !== null} onClose={onClose} title="Edit file">
      {reportFile && (
        <ReportFileForm key={reportFile.id} reportId={reportId} reportFile={reportFile} onClose={onClose} />
      )}
    </FormDialog>
  );
}
