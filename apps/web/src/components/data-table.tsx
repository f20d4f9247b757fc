import { Center, Loader, Table, Text } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: string;
  render(row: Row): ReactNode;
}

export interface DataTableProps<Row extends { id: number }> {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  loading?: boolean;
  emptyText?: string;
  onRowClick?(row: Row): void;
}

export function DataTable<Row extends { id: number }>({
  columns,
  rows,
  loading = false,
  emptyText = 'No entries found',
  onRowClick,
}: DataTableProps<Row>) {
  if (loading && !rows) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  const onKey = (event: KeyboardEvent, row: Row) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table highlightOnHover={Boolean(onRowClick)} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows?.length ? (
            rows.map((row) => (
              <Table.Tr
                key={row.id}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                onKeyDown={onRowClick ? (event) => onKey(event, row) : undefined}
                tabIndex={onRowClick ? 0 : undefined}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))
          ) : (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" size="sm" ta="center" py="md">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
