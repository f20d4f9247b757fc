import { Center, Group, Loader, Pagination, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useState } from 'react';

import { dataTablePageSize } from './data-table-page-size.ts';

/** The pager's arrows show only an icon: their names. */
const pagerControlNames = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

export interface Column<Row> {
  key: string;
  /** The column's name; an empty one (a column of buttons) is 'Actions' for screen readers only. */
  header: string;
  render(row: Row): ReactNode;
}

export interface DataTableProps<Row extends { id: number | string }> {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  loading?: boolean;
  emptyText?: string;
  onRowClick?(row: Row): void;
  /** When the server pages the list: `rows` is the current page of `total`. */
  serverPaging?: { total: number; page: number; onPageChange(page: number): void };
}

export function DataTable<Row extends { id: number | string }>({
  columns,
  rows,
  loading = false,
  emptyText = 'No entries found',
  onRowClick,
  serverPaging,
}: DataTableProps<Row>) {
  // The page belongs to the rows it was chosen for: new rows (another search) start at page 1.
  const [paging, setPaging] = useState({ rows, page: 1 });
  const page = paging.rows === rows ? paging.page : 1;
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
  const total = serverPaging?.total ?? rows?.length ?? 0;
  const pages = Math.max(1, Math.ceil(total / dataTablePageSize));
  const current = Math.min(serverPaging?.page ?? page, pages);
  const visible = serverPaging ? rows : rows?.slice((current - 1) * dataTablePageSize, current * dataTablePageSize);
  const changePage = serverPaging?.onPageChange ?? ((value: number) => setPaging({ rows, page: value }));
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={600}>
        <Table highlightOnHover={Boolean(onRowClick)} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key}>{column.header || <VisuallyHidden>Actions</VisuallyHidden>}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible?.length ? (
              visible.map((row) => (
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
      {pages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {total} entries
          </Text>
          <Pagination
            value={current}
            onChange={changePage}
            total={pages}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': pagerControlNames[control] })}
          />
        </Group>
      )}
    </Stack>
  );
}
