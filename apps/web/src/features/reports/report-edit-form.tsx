import { type Report, reportStatusLabels, statusesOfType } from '@backoffice/contracts';
import { Card, Group, Select, TextInput } from '@mantine/core';
import { AppButton } from '../../components/app-button.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { fieldLabel, fieldProps } from '../../components/form-field.tsx';
import { validateAs } from '../../components/form-validation.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { FieldRow } from './field-row.tsx';
import { useReloadReport, useStaffContacts, useUpdateReport } from './reports-api.ts';

const updateReportRequest = contractSchema((contracts) => contracts.updateReportRequest);

interface FormValues {
  name: string;
  internalContact: string | null;
  status: string | null;
}

const valuesOf = (report: Report): FormValues => ({
  name: report.name,
  internalContact: report.internalContact ? String(report.internalContact.id) : null,
  status: String(report.status),
});

const toRequest = (values: FormValues) => ({
  name: values.name,
  internalContact: values.internalContact ? { id: Number(values.internalContact) } : null,
  status: values.status ? Number(values.status) : null,
});

/** The staff to pick from, with the report's contact even when no longer listed. */
function useContactOptions(current: Report['internalContact']) {
  const contacts = useStaffContacts().data ?? [];
  const options = contacts.map((c) => ({
    value: String(c.id),
    label: c.title ? `${c.fullName} (${c.title})` : c.fullName,
  }));
  if (current && !contacts.some((c) => c.id === current.id)) {
    options.unshift({ value: String(current.id), label: current.fullName });
  }
  return options;
}

export interface ReportEditFormProps {
  report: Report;
}

/**
 * Report Name, the provider's contact and Status, all required. It stays usable on a Completed
 * report: setting the status back is how a report is opened for changes again.
 */
export function ReportEditForm({ report }: ReportEditFormProps) {
  const update = useUpdateReport(report.id);
  const contactOptions = useContactOptions(report.internalContact);
  const statusOptions = statusesOfType(report.type).map((status) => ({
    value: String(status),
    label: reportStatusLabels[status] ?? String(status),
  }));
  const labelOf = (options: { value: string; label: string }[]) => (value: unknown) =>
    options.find((option) => option.value === value)?.label ?? String(value);
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: report,
    valuesOf,
    reload: useReloadReport(report.id),
    display: { internalContact: labelOf(contactOptions), status: labelOf(statusOptions) },
    validate: validateAs(toRequest, updateReportRequest),
    guardsPage: true,
    resetsToSaved: true,
  });

  const submit = onValidSubmit((values) => {
    update.submit(form, stale.versioned(updateReportRequest.parse(toRequest(values))), stale.saveOptions());
  });

  return (
    <Card component="section" aria-label="Edit report" withBorder padding="md" radius="md">
      <form onSubmit={submit} noValidate>
        <StaleSaveNotice stale={stale} form={form} />
        <FieldRow>
          <TextInput {...fieldProps(form, 'name', 'Report Name')} />
          <Select
            {...form.getInputProps('internalContact')}
            label={fieldLabel('Provider Contact', form.errors.internalContact)}
            data={contactOptions}
            searchable
            placeholder="Select contact"
            nothingFoundMessage="No staff found"
          />
          <Select
            {...form.getInputProps('status')}
            label={fieldLabel('Status', form.errors.status)}
            data={statusOptions}
            allowDeselect={false}
            placeholder="Select status"
          />
        </FieldRow>
        <Group justify="flex-end" mt="md">
          <AppButton type="submit" loading={update.isPending}>
            Save
          </AppButton>
        </Group>
      </form>
    </Card>
  );
}
