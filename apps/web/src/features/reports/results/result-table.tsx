import { Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import './result-table.css';

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

/**
 * A row's cells: positional, the first names the row, so it is the row's header (in the row's own weight:
 * the header row and the totals are bold, the others are not).
 */
function Cells({ cells }: { cells: ReactNode[] }) {
  const [name, ...values] = cells;
  return (
    <>
      <Table.Th scope="row" style={{ fontWeight: 'inherit' }}>
        {name}
      </Table.Th>
      {values.map((cell, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
        <Table.Td key={index} ta="right">
          {cell}
        </Table.Td>
      ))}
    </>
  );
}

/** One table of the results: numbers right-aligned, the first column names the row, totals in bold. */
export function ResultTable({ title, headers, rows, totals, footnote }: ResultTableProps) {
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      <Table.ScrollContainer minWidth={500}>
        <Table aria-label={title} striped withTableBorder className="result-table">
          <Table.Thead>
            <Table.Tr>
              {headers.map((header, index) => (
                <Table.Th key={header} scope="col" ta={align(index)}>
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
