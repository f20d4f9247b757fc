import { type AvailableTechnology, InstalledStatus, installedStatusLabels } from '@backoffice/contracts';
import { Card, Grid, NativeSelect, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { plannedStatus, type QuestionnaireValues } from './client-questionnaire-values.ts';

const statusOptions = Object.values(InstalledStatus).map((status) => ({
  value: String(status),
  label: installedStatusLabels[status],
}));

interface ClientTechnologiesProps {
  form: UseFormReturnType<QuestionnaireValues>;
  available: AvailableTechnology[];
  readOnly: boolean;
  /** After a stale save's Reload: the other person's value at a path, where it differs (see useClientStaleSave). */
  note?: (path: string, display?: (value: unknown) => string) => ReactNode;
}

/** Technologies as the other person saved them: each with its status (and planned date). */
function technologiesText(value: unknown) {
  const rows = value as QuestionnaireValues['selectedTechnologies'];
  if (rows.length === 0) return 'No technologies';
  return rows
    .map((row) => {
      const status = installedStatusLabels[Number(row.installedStatus) as InstalledStatus] ?? row.installedStatus;
      return `${row.name} (${[status, row.plannedToBeInstalledOn].filter(Boolean).join(', ')})`;
    })
    .join('; ');
}

/**
 * The questionnaire's technologies: the selected ones, each with its installed status and (only
 * while Planned) the planned date; adding one not selected yet; the free text of existing
 * energy-saving technologies. Each technology is a card: a row on wide screens, stacked on a phone.
 */
export function ClientTechnologies({ form, available, readOnly, note }: ClientTechnologiesProps) {
  const rows = form.values.selectedTechnologies;
  const chosen = new Set(rows.map((row) => row.technologyId));
  const addable = available.filter((technology) => !chosen.has(technology.technology.id));

  const add = (technologyId: string) => {
    const technology = addable.find((candidate) => String(candidate.technology.id) === technologyId);
    if (!technology) return;
    form.insertListItem('selectedTechnologies', {
      snapshotId: technology.vesselTypeTechnologyDetailSnapshotId,
      technologyId: technology.technology.id,
      name: technology.technology.name,
      installedStatus: String(InstalledStatus.NOT_INSTALLED),
      plannedToBeInstalledOn: '',
    });
  };

  const changeStatus = (index: number, status: string) => {
    form.setFieldValue(`selectedTechnologies.${index}.installedStatus`, status);
    if (status !== plannedStatus) form.setFieldValue(`selectedTechnologies.${index}.plannedToBeInstalledOn`, '');
  };

  return (
    <Card component="section" aria-label="Technologies" withBorder radius="md" padding="md">
      <CardTitle mb="sm">Technologies</CardTitle>
      <Stack gap="sm">
        {rows.length === 0 && (
          <Text c="dimmed" size="sm">
            No technologies selected
          </Text>
        )}
        {rows.map((row, index) => (
          <Paper key={row.technologyId} withBorder radius="sm" p="sm" role="group" aria-label={row.name}>
            <Grid align="flex-end" gap="sm">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Text fw={600}>{row.name}</Text>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <NativeSelect
                  label="Installed status"
                  data={statusOptions}
                  value={row.installedStatus}
                  onChange={(event) => changeStatus(index, event.currentTarget.value)}
                  disabled={readOnly}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 3 }}>
                {row.installedStatus === plannedStatus && (
                  <TextInput
                    {...fieldProps(form, `selectedTechnologies.${index}.plannedToBeInstalledOn`, 'Planned date')}
                    type="date"
                    readOnly={readOnly}
                  />
                )}
              </Grid.Col>
              {!readOnly && (
                <Grid.Col span={{ base: 12, sm: 2 }}>
                  <AppButton
                    variant="tertiary"
                    fullWidth
                    aria-label={`Remove ${row.name}`}
                    onClick={() => form.removeListItem('selectedTechnologies', index)}
                  >
                    Remove
                  </AppButton>
                </Grid.Col>
              )}
            </Grid>
          </Paper>
        ))}
        {note?.('selectedTechnologies', technologiesText)}
        {!readOnly && addable.length > 0 && (
          <NativeSelect
            label="Add technology"
            value=""
            onChange={(event) => add(event.currentTarget.value)}
            data={[
              { value: '', label: 'Choose a technology' },
              ...addable.map((technology) => ({
                value: String(technology.technology.id),
                label: technology.technology.name,
              })),
            ]}
          />
        )}
        <Textarea
          {...fieldProps(form, 'existingEnergySavingTechnologies', 'Existing energy saving technologies')}
          description={note?.('existingEnergySavingTechnologies')}
          rows={4}
          maxLength={10_000}
          readOnly={readOnly}
        />
      </Stack>
    </Card>
  );
}
