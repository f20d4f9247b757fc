import { Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ResultTableProps {
  title: string;
  headers: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
  /** The totals row. */
  totals?: ReactNode[];
  /** Shown under the table, e.g. the savings range. */
  footnote?: ReactNode;
}

const align = (index: number) => (index === 0 ? undefined : 'right');

/** A row's cells: positional, the first names the row. */
function Cells({ cells }: { cells: ReactNode[] }) {
  return cells.map((cell, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
    <Table.Td key={index} ta={align(index)}>
      {cell}
    </Table.Td>
  ));
}

/** One table of the results: numbers right-aligned, the first column names the row, totals in bold. */
export function ResultTable({ title, headers, rows, totals, footnote }: ResultTableProps) {
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      <Table.ScrollContainer minWidth={500}>
        <Table aria-label={title} striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header, index) => (
                <Table.Th key={header} ta={align(index)}>
                  {header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Cells cells={row.cells} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          {totals && (
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Cells cells={totals} />
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
      {footnote}
    </Stack>
  );
}
