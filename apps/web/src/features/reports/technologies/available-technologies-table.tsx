import type { ReportAvailableTechnology } from '@backoffice/contracts';
import { formatNumber } from '@backoffice/contracts';
import { Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { AppButton } from '../../../components/app-button.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { TechnologyCell } from './technology-cell.tsx';

type Row = ReportAvailableTechnology & { id: number };

export interface AvailableTechnologiesTableProps {
  rows: ReportAvailableTechnology[] | undefined;
  loading: boolean;
  locked: boolean;
  onAdd(technology: ReportAvailableTechnology): void;
}

/** The technologies that can still be added, with their values for the vessel's type. */
export function AvailableTechnologiesTable({ rows, loading, locked, onAdd }: AvailableTechnologiesTableProps) {
  const columns: Column<Row>[] = [
    { key: 'technology', header: 'Technology', render: (row) => <TechnologyCell technology={row.technology} /> },
    { key: 'category', header: 'Savings category', render: (row) => row.technology.savingsCategory.name },
    { key: 'savings', header: 'Savings (%)', render: (row) => formatNumber(row.calcSavings) },
    { key: 'ci', header: 'Confidence interval (%)', render: (row) => formatNumber(row.calcConfidenceInterval) },
    {
      key: 'cost',
      header: 'Total cost (USD)',
      render: (row) => formatNumber(row.calcEquipmentCost + row.calcInstallationCost + row.calcOperationCost),
    },
    {
      key: 'actions',
      header: '',
      render: (row) => (
        <Group justify="flex-end">
          <AppButton
            condensed
            leftSection={<IconPlus size={14} />}
            aria-label={`Add ${row.technology.name}`}
            data-add-technology={row.technology.id}
            disabled={locked}
            onClick={() => onAdd(row)}
          >
            Add
          </AppButton>
        </Group>
      ),
    },
  ];
  // Kept between renders: the table's page belongs to its rows.
  const withIds = useMemo(() => rows?.map((row) => ({ ...row, id: row.technology.id })), [rows]);
  return <DataTable columns={columns} rows={withIds} loading={loading} emptyText="No technologies available" />;
}
