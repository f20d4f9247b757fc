import {
  formatDate,
  InstalledStatus,
  installedStatusLabels,
  messages,
  type TechnologiesInstalledStatus,
  type UpdateTechnologiesInstalledStatusRequest,
  type VesselTechnologyStatus,
} from '@backoffice/contracts';
import { Center, Group, List, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useRef } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { parseDayMonthYear } from '../../components/parse-date.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import {
  useReloadTechnologiesInstalledStatus,
  useTechnologiesInstalledStatus,
  useUpdateTechnologiesInstalledStatus,
} from './vessel-forms-api.ts';

interface ChooserValues {
  /** The chosen technology's id (as the Select's value), or null. */
  technology: string | null;
  installedStatus: string;
  /** DD/MM/YYYY as the app writes dates; kept while the status is not Planned but only sent with Planned. */
  plannedToBeInstalledOn: string;
}

const planned = String(InstalledStatus.PLANNED);

const statusOptions = Object.values(InstalledStatus).map((status) => ({
  value: String(status),
  label: installedStatusLabels[status],
}));

/** After Reload, the other person's status under the field, in words. */
const statusDisplay = { installedStatus: (value: unknown) => installedStatusLabels[Number(value) as InstalledStatus] };

/** The chooser's values for a technology: its current status and planned date, else Not installed (none chosen too). */
function choiceFor(technologyId: string | null, statuses: VesselTechnologyStatus[]): ChooserValues {
  const current = statuses.find((status) => String(status.technology.id) === technologyId);
  return {
    technology: technologyId,
    installedStatus: String(current?.installedStatus ?? InstalledStatus.NOT_INSTALLED),
    plannedToBeInstalledOn: current?.plannedToBeInstalledOn ? formatDate(current.plannedToBeInstalledOn) : '',
  };
}

const invalidDate = 'Must be a date as DD/MM/YYYY';

function validate(values: ChooserValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.technology) errors.technology = messages.required;
  const date = values.plannedToBeInstalledOn.trim();
  if (values.installedStatus === planned && date && parseDayMonthYear(date) === null) {
    errors.plannedToBeInstalledOn = invalidDate;
  }
  return errors;
}

/**
 * The PUT body: the vessel's whole list with the chosen technology's entry replaced (keeping its
 * snapshot) or appended (with the snapshot of the available technology, or its id when it has none).
 */
function toRequest(values: ChooserValues, data: TechnologiesInstalledStatus): UpdateTechnologiesInstalledStatusRequest {
  const installedStatus = Number(values.installedStatus) as InstalledStatus;
  const plannedToBeInstalledOn =
    values.installedStatus === planned ? parseDayMonthYear(values.plannedToBeInstalledOn) : null;
  const entries: UpdateTechnologiesInstalledStatusRequest['vesselTechnologiesInstalledStatus'] =
    data.vesselTechnologiesInstalledStatus.map((status) => ({
      vesselTypeTechnologyDetailSnapshotId: status.vesselTypeTechnologyDetailSnapshotId,
      installedStatus: status.installedStatus as InstalledStatus,
      plannedToBeInstalledOn: status.plannedToBeInstalledOn,
    }));
  const index = data.vesselTechnologiesInstalledStatus.findIndex(
    (status) => String(status.technology.id) === values.technology,
  );
  const existing = data.vesselTechnologiesInstalledStatus[index];
  if (existing) {
    entries[index] = {
      vesselTypeTechnologyDetailSnapshotId: existing.vesselTypeTechnologyDetailSnapshotId,
      installedStatus,
      plannedToBeInstalledOn,
    };
  } else {
    const available = data.availableTechnologies.find((t) => String(t.technology.id) === values.technology);
    if (available) {
      // Without a snapshot of its current values the technology is chosen by id; saving takes one.
      entries.push({
        ...(available.vesselTypeTechnologyDetailSnapshotId === null
          ? { technology: { id: available.technology.id } }
          : { vesselTypeTechnologyDetailSnapshotId: available.vesselTypeTechnologyDetailSnapshotId }),
        installedStatus,
        plannedToBeInstalledOn,
      });
    }
  }
  return { vesselTechnologiesInstalledStatus: entries };
}

/**
 * The chooser edits one entry of the list as the box shows it (`data`, with its version). What a stale
 * save's Reload compares is that entry: as it was when the technology was chosen, as typed, as saved now.
 */
function Chooser({ vesselId, data }: { vesselId: number; data: TechnologiesInstalledStatus }) {
  const update = useUpdateTechnologiesInstalledStatus(vesselId);
  const chosen = useRef<string | null>(null);
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: data,
    valuesOf: (read) => choiceFor(chosen.current, read.vesselTechnologiesInstalledStatus),
    reload: useReloadTechnologiesInstalledStatus(vesselId),
    display: statusDisplay,
    validate,
    guardsPage: true,
  });
  const technologyProps = fieldProps(form, 'technology', 'Technology');
  const options = data.availableTechnologies.map((t) => ({ value: String(t.technology.id), label: t.technology.name }));

  const submit = onValidSubmit((values) => {
    update.submit(form, stale.versioned(toRequest(values, data)), stale.saveOptions());
  });

  return (
    <form onSubmit={submit} noValidate>
      <StaleSaveNotice stale={stale} form={form} />
      <Group align="flex-start" wrap="wrap">
        <Select
          {...technologyProps}
          onChange={(value) => {
            chosen.current = value;
            form.setValues(choiceFor(value, data.vesselTechnologiesInstalledStatus));
            form.clearErrors();
            // The chosen entry as the box shows it now is what the user's change is measured from.
            stale.rebase(data);
          }}
          data={options}
          searchable
          placeholder="Select technology"
          nothingFoundMessage="No technologies"
          style={{ flex: 2, minWidth: 200 }}
        />
        <Select
          {...fieldProps(form, 'installedStatus', 'Status')}
          data={statusOptions}
          allowDeselect={false}
          disabled={!form.values.technology}
          style={{ flex: 1, minWidth: 150 }}
        />
        {form.values.installedStatus === planned && (
          <TextInput
            {...fieldProps(form, 'plannedToBeInstalledOn', 'Planned to be installed on')}
            placeholder="DD/MM/YYYY"
            style={{ flex: 1, minWidth: 150 }}
          />
        )}
        <AppButton type="submit" mt={25} loading={update.isPending}>
          Save
        </AppButton>
      </Group>
    </form>
  );
}

function NameList({ label, items }: { label: string; items: { id: number; text: string }[] }) {
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      {items.length > 0 ? (
        <List size="sm" spacing={2}>
          {items.map((item) => (
            <List.Item key={item.id}>{item.text}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          -
        </Text>
      )}
    </Stack>
  );
}

function StatusLists({ data }: { data: TechnologiesInstalledStatus }) {
  const statuses = data.vesselTechnologiesInstalledStatus;
  const installed = statuses.filter((s) => s.installedStatus === InstalledStatus.INSTALLED);
  const plannedOnes = statuses.filter((s) => s.installedStatus === InstalledStatus.PLANNED);
  const existingText = data.existingEnergySavingTechnologies?.trim();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
      <NameList
        label="Already installed technologies"
        items={installed.map((s) => ({ id: s.id, text: s.technologyName }))}
      />
      <NameList
        label="Planned technologies"
        items={plannedOnes.map((s) => ({
          id: s.id,
          text: s.plannedToBeInstalledOn
            ? `${s.technologyName} (${formatDate(s.plannedToBeInstalledOn)})`
            : s.technologyName,
        }))}
      />
      <Stack gap={4} role="group" aria-label="Existing energy saving technologies">
        <Text fw={600} size="sm">
          Existing energy saving technologies
        </Text>
        <Text size="sm" c={existingText ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
          {existingText || '-'}
        </Text>
      </Stack>
    </SimpleGrid>
  );
}

/**
 * Technology installation status: a chooser (technology, status, planned date, Save) shown so the first
 * status can be added, and the three lists, hidden while the vessel has no statuses. With no statuses and
 * no technology to choose from, the box is hidden (spec part 1).
 */
export function VesselTechnologyStatusBox({ vesselId }: { vesselId: number }) {
  const status = useTechnologiesInstalledStatus(vesselId);
  const nothing =
    status.data?.vesselTechnologiesInstalledStatus.length === 0 && status.data.availableTechnologies.length === 0;
  if (nothing) return null;

  return (
    <Paper withBorder p="sm" mb="md" radius="sm" component="section" aria-label="Technology installation status">
      <Title order={4} size="h5" mb="xs">
        Technology installation status
      </Title>
      {status.data ? (
        <>
          <Chooser vesselId={vesselId} data={status.data} />
          {status.data.vesselTechnologiesInstalledStatus.length > 0 && <StatusLists data={status.data} />}
        </>
      ) : (
        status.isLoading && (
          <Center py="sm">
            <Loader size="sm" />
          </Center>
        )
      )}
    </Paper>
  );
}
