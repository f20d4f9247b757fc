import { formatDate, type NovelTechnology, type Report, reportMessages } from '@backoffice/contracts';
import { ActionIcon, Card, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { fieldLabel } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateAs } from '../../components/form-validation.ts';
import {
  useAddNovelTechnology,
  useNovelTechnologies,
  useRemoveNovelTechnology,
  useReportAvailableTechnologies,
} from './report-panels-api.ts';

const novelTechnologyRequest = contractSchema((contracts) => contracts.novelTechnologyRequest);

type FormValues = { technology: string | null };
const toRequest = (values: FormValues) => ({
  technology: values.technology ? { id: Number(values.technology) } : null,
});

function AddNovelTechnology({ report, novel }: { report: Report; novel: NovelTechnology[] }) {
  const available = useReportAvailableTechnologies(report.id);
  const add = useAddNovelTechnology(report.id);
  const form = useForm<FormValues>({
    initialValues: { technology: null },
    validate: validateAs(toRequest, novelTechnologyRequest),
  });
  const taken = new Set(novel.map((n) => n.technology.id));
  const options = (available.data ?? [])
    .filter((a) => !taken.has(a.technology.id))
    .map((a) => ({ value: String(a.technology.id), label: a.technology.name }));
  const disabled = report.isLocked || options.length === 0;

  const submit = form.onSubmit((values) => {
    add.submit(form, novelTechnologyRequest.parse(toRequest(values)), { onSuccess: () => form.reset() });
  }, notifyFormInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end">
        <Select
          {...form.getInputProps('technology')}
          label={fieldLabel('Technology', form.errors.technology)}
          data={options}
          searchable
          placeholder={available.isSuccess && options.length === 0 ? 'No technologies available' : 'Select technology'}
          disabled={disabled}
          style={{ flex: 1 }}
        />
        <AppButton type="submit" leftSection={<IconPlus size={16} />} disabled={disabled} loading={add.isPending}>
          Add
        </AppButton>
      </Group>
    </form>
  );
}

/** Novel Technologies (screening reports only): technologies to mention without including them. */
export function NovelTechnologiesPanel({ report }: { report: Report }) {
  const novel = useNovelTechnologies(report.id);
  const remove = useRemoveNovelTechnology(report.id);
  const [removing, setRemoving] = useState<NovelTechnology | null>(null);
  const rows = novel.data ?? [];

  return (
    <Card component="section" aria-label="Novel Technologies" withBorder padding="md" radius="md">
      <Stack>
        <CardTitle>Novel Technologies</CardTitle>
        <AddNovelTechnology report={report} novel={rows} />
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {novel.isLoading ? 'Loading…' : 'No novel technologies'}
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Technology</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.technologyName}</Table.Td>
                  <Table.Td>{formatDate(row.createdOn)}</Table.Td>
                  <Table.Td ta="right">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${row.technologyName}`}
                      disabled={report.isLocked}
                      onClick={() => setRemoving(row)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove novel technology"
        message={reportMessages.removeNovelTechnologyConfirm}
        loading={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
