import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Column, DataTable } from './data-table.tsx';
import { dataTablePageSize } from './data-table-page-size.ts';

const rows = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, name: `Client ${i + 1}` }));
type Row = { id: number; name: string };
const columns: Column<Row>[] = [{ key: 'name', header: 'Name', render: (row) => row.name }];

describe('DataTable', () => {
  it('shows long lists a page at a time', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <DataTable columns={columns} rows={rows} />
      </MantineProvider>,
    );
    expect(screen.getAllByRole('row')).toHaveLength(dataTablePageSize + 1);
    expect(screen.getByText('Client 1')).toBeInTheDocument();
    expect(screen.queryByText('Client 51')).not.toBeInTheDocument();
    expect(screen.getByText('120 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getAllByRole('row')).toHaveLength(20 + 1);
    expect(screen.getByText('Client 120')).toBeInTheDocument();
  });

  it("names the pager's arrows, which show only an icon", async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <DataTable columns={columns} rows={rows} />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Client 51')).toBeInTheDocument();
  });

  it('shows no pager for a short list', () => {
    render(
      <MantineProvider env="test">
        <DataTable columns={columns} rows={rows.slice(0, 3)} />
      </MantineProvider>,
    );
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByText(/entries/)).not.toBeInTheDocument();
  });

  it("names a column of buttons, whose header shows nothing, 'Actions' for screen readers", () => {
    const withButtons: Column<Row>[] = [
      ...columns,
      { key: 'actions', header: '', render: (row) => <button type="button">Open {row.name}</button> },
    ];
    render(
      <MantineProvider env="test">
        <DataTable columns={withButtons} rows={rows.slice(0, 3)} />
      </MantineProvider>,
    );
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    // Mantine's VisuallyHidden: out of sight, read by screen readers.
    expect(actions.firstElementChild).toHaveClass('mantine-VisuallyHidden-root');
  });
});
