import type { Report, ReportCard } from '@backoffice/contracts';
import { Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldLabel, fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateAs } from '../../components/form-validation.ts';
import { useCreateReport } from './reports-api.ts';

const createReportRequest = contractSchema((contracts) => contracts.createReportRequest);

export interface CreateReportDialogProps {
  opened: boolean;
  /** 0 screening report, 1 solution design. */
  type: 0 | 1;
  vesselId: number;
  /** The vessel's screening reports, which a solution design is based on. */
  screeningReports: ReportCard[];
  onClose(): void;
  onCreated(report: Report): void;
}

interface FormValues {
  name: string;
  basedOn: string | null;
}

function CreateReportForm({
  type,
  vesselId,
  screeningReports,
  onClose,
  onCreated,
}: Omit<CreateReportDialogProps, 'opened'>) {
  const create = useCreateReport();
  const toRequest = (values: FormValues) => ({
    name: values.name,
    type,
    vessel: { id: vesselId },
    basedOn: type === 1 && values.basedOn ? { id: Number(values.basedOn) } : null,
  });
  const form = useForm<FormValues>({
    initialValues: { name: '', basedOn: null },
    validate: validateAs(toRequest, createReportRequest),
  });

  const submit = form.onSubmit((values) => {
    create.mutate(createReportRequest.parse(toRequest(values)), {
      onSuccess: (report) => {
        onClose();
        onCreated(report);
      },
    });
  }, notifyFormInvalid);

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput {...fieldProps(form, 'name', 'Name')} data-autofocus />
        {type === 1 && (
          <Select
            {...form.getInputProps('basedOn')}
            label={fieldLabel('Based on screening report', form.errors.basedOn)}
            data={screeningReports.map((report) => ({ value: String(report.id), label: report.name }))}
            searchable
            placeholder="Select screening report"
            nothingFoundMessage="No screening reports"
          />
        )}
        <FormActions submitLabel="Create" submitting={create.isPending} onCancel={requestClose} />
      </Stack>
    </form>
  );
}

/** Report creation dialog (spec part 1): a name and, for a solution design, the screening report it is based on. */
export function CreateReportDialog({ opened, ...rest }: CreateReportDialogProps) {
  const title = rest.type === 1 ? 'New Solution Design Report' : 'New Screening Report';
  return (
    <FormDialog opened={opened} onClose={rest.onClose} title={title}>
      {opened && <CreateReportForm {...rest} />}
    </FormDialog>
  );
}
