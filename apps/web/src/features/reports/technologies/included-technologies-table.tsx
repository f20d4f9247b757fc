import {
  type CalcValue,
  fixedSavingText,
  formatNumber,
  type IncludedTechnology,
  type NoteKey,
  type Report,
  reportMessages,
} from '@backoffice/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { AppButton } from '../../../components/app-button.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { useFocusReturnAfter } from '../../../components/use-focus-return-after.ts';
import { useRemoveIncludedTechnology } from './report-technologies-api.ts';
import { TechnologyCell } from './technology-cell.tsx';
import { ValueNote } from './value-note.tsx';

// Asked only on Remove: the dialog (with Mantine's Modal) is not part of the report page's first load.
const ConfirmDialog = lazy(() =>
  import('../../../components/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

const valueColumns: { key: NoteKey; header: string }[] = [
  { key: 'calcSavings', header: 'Savings (%)' },
  { key: 'calcConfidenceInterval', header: 'Confidence interval (%)' },
  { key: 'calcEquipmentCost', header: 'Equipment (USD)' },
  { key: 'calcInstallationCost', header: 'Installation (USD)' },
  { key: 'calcOperationCost', header: 'Operation cost (USD/year)' },
];

/** In a solution design: the screening report's value beside one that differs from it. */
function ScreeningValue({ value }: { value: CalcValue }) {
  if (value.screeningValue === null || value.screeningValue === value.value) return null;
  return (
    <Text size="xs" c="dimmed">
      screening: {formatNumber(value.screeningValue)}
    </Text>
  );
}

interface ValueCellProps {
  report: Report;
  row: IncludedTechnology;
  noteKey: NoteKey;
  header: string;
}

function ValueCell({ report, row, noteKey, header }: ValueCellProps) {
  const value = row[noteKey];
  // A fixed saving reads as such where the others read their savings %.
  const fixed = noteKey === 'calcSavings' ? fixedSavingText(row.vesselTechnologyFixedConsumptionSavings) : null;
  return (
    <Stack gap={0}>
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{fixed ?? formatNumber(value.value)}</Text>
        <ValueNote
          reportId={report.id}
          included={row}
          noteKey={noteKey}
          subject={`${header} of ${row.technology.name}`}
          locked={report.isLocked}
        />
      </Group>
      {report.type === 1 && <ScreeningValue value={value} />}
    </Stack>
  );
}

export interface IncludedTechnologiesTableProps {
  report: Report;
  rows: IncludedTechnology[] | undefined;
  loading: boolean;
  onEdit(row: IncludedTechnology): void;
}

/** The technologies in the report with their values, notes, edit and remove (locked with the report). */
export function IncludedTechnologiesTable({ report, rows, loading, onEdit }: IncludedTechnologiesTableProps) {
  const remove = useRemoveIncludedTechnology(report.id);
  const [removing, setRemoving] = useState<IncludedTechnology | null>(null);
  // The question is mounted only while it asks: on No, focus goes back to the Remove button.
  useFocusReturnAfter(removing !== null);
  const solutionDesign = report.type === 1;

  const valueColumn = (key: NoteKey, header: string): Column<IncludedTechnology> => ({
    key,
    header,
    render: (row) => <ValueCell report={report} row={row} noteKey={key} header={header} />,
  });

  const columns: Column<IncludedTechnology>[] = [
    {
      key: 'technology',
      header: 'Technology',
      render: (row) => (
        <TechnologyCell technology={row.technology} inScreening={solutionDesign && row.isIncludedInScreeningReport} />
      ),
    },
    ...valueColumns.map(({ key, header }) => valueColumn(key, header)),
    { key: 'total', header: 'Total cost (USD)', render: (row) => formatNumber(row.generatedTotalCost.value) },
    valueColumn('calcSavingsInMt', 'Savings (MT)'),
    {
      key: 'actions',
      header: '',
      render: (row) => (
        <Group justify="flex-end" gap="xs" wrap="nowrap">
          <AppButton
            condensed
            variant="secondary"
            aria-label={`Edit ${row.technology.name}`}
            data-edit-technology={row.technology.id}
            disabled={report.isLocked}
            onClick={() => onEdit(row)}
          >
            Edit
          </AppButton>
          <AppButton
            condensed
            variant="tertiary"
            aria-label={`Remove ${row.technology.name}`}
            disabled={report.isLocked}
            onClick={() => setRemoving(row)}
          >
            Remove
          </AppButton>
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable columns={columns} rows={rows} loading={loading} emptyText="No technologies included yet" />
      {removing && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened
            message={reportMessages.removeTechnologyConfirm}
            loading={remove.isPending}
            onConfirm={() =>
              remove.mutate({ id: removing.id, version: removing.version }, { onSettled: () => setRemoving(null) })
            }
            onCancel={() => setRemoving(null)}
          />
        </Suspense>
      )}
    </>
  );
}
