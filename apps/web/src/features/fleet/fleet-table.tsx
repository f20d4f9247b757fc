import type { FleetResponse } from '@backoffice/contracts';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { type FleetColumn, type FleetRow, fleetColumns } from './fleet-columns.tsx';
import { type FleetSort, nextSort, sortRows } from './fleet-sort.ts';

const SortIcon = ({ state }: { state: FleetSort['direction'] | undefined }) => {
  const Icon = state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconArrowsSort;
  return <Icon size={14} aria-hidden style={{ flexShrink: 0 }} />;
};

function Header({ column, sort, onSort }: { column: FleetColumn; sort: FleetSort | null; onSort(): void }) {
  const state = sort?.key === column.key ? sort.direction : undefined;
  return (
    <Table.Th scope="col" aria-sort={state ?? 'none'} ta={column.numeric ? 'right' : undefined}>
      <UnstyledButton onClick={onSort} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : undefined}>
          {column.header}
          <SortIcon state={state} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** A row's cell: the first column names the row, so it is the row's header. */
function Cell({ column, first, children }: { column: FleetColumn; first: boolean; children: ReactNode }) {
  const Element = first ? Table.Th : Table.Td;
  return (
    <Element
      scope={first ? 'row' : undefined}
      fw="inherit"
      ta={column.numeric ? 'right' : undefined}
      miw={column.numeric ? undefined : 180}
      style={column.numeric ? { whiteSpace: 'nowrap' } : undefined}
    >
      {children}
    </Element>
  );
}

/** One row per vessel with a report, sortable by any column; the totals stay under the rows. */
export function FleetTable({
  fleet,
  rows,
  customerId,
}: {
  fleet: FleetResponse;
  rows: FleetRow[];
  customerId: number;
}) {
  const columns = useMemo(() => fleetColumns(fleet.year), [fleet.year]);
  const [sort, setSort] = useState<FleetSort | null>(null);
  const sorted = sortRows(rows, columns, sort);
  return (
    <Table.ScrollContainer minWidth={1500}>
      <Table aria-label={`Fleet figures ${fleet.year}`} striped withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Header
                key={column.key}
                column={column}
                sort={sort}
                onSort={() => setSort((current) => nextSort(current, column.key))}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={row.vessel.id}>
              {columns.map((column, index) => (
                <Cell key={column.key} column={column} first={index === 0}>
                  {column.cell(row, customerId)}
                </Cell>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            {columns.map((column, index) => (
              <Cell key={column.key} column={column} first={index === 0}>
                {column.total?.(fleet.totals)}
              </Cell>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
