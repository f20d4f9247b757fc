import { type DataExport, exportMessages, formatDateTime } from '@backoffice/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { exportPolling, pollInterval } from './exports-api.ts';

configure({ asyncUtilTimeout: 3000 });

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function item(id: string, status: 1 | 2 | 3 | 4, modifiedOn: string, extra: Partial<DataExport> = {}): DataExport {
  const statusText = { 1: 'Pending', 2: 'Processing', 3: 'Completed', 4: 'Failed' }[status];
  return {
    id,
    name: null,
    status,
    statusText,
    error: null,
    file: null,
    createdOn: '2024-03-07T09:00:00.000Z',
    modifiedOn,
    ...extra,
  };
}

const completed = item('c0a80101-0000-4000-8000-000000000001', 3, '2024-03-07T09:02:00.000Z', {
  name: 'Back Office export 2024-03-07 0900.xlsx',
  file: {
    id: 7,
    name: 'Back Office export 2024-03-07 0900.xlsx',
    mimeType: xlsx,
    fileUrl: '/api/storage/2024/03/export.xlsx?sig=get',
  },
});
const failed = item('c0a80101-0000-4000-8000-000000000002', 4, '2024-03-06T10:00:00.000Z', {
  error: 'Disk full',
});
const processing = item('c0a80101-0000-4000-8000-000000000003', 2, '2024-03-08T11:00:00.000Z');
const pending = item('c0a80101-0000-4000-8000-000000000004', 1, '2024-03-08T11:05:00.000Z');

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn({ isAdmin: true, role: 1 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((td) => td.textContent);

async function tableRows() {
  await screen.findByRole('heading', { name: 'Exports' });
  return screen.getAllByRole('row').slice(1);
}

describe('exports page', { timeout: 20_000 }, () => {
  it("lists the exports newest first: 'Exporting ..' until there is a file, the status in words, the date", async () => {
    serveApi({ 'GET /api/exports': () => jsonResponse(200, [completed, failed, pending, processing]) });
    renderRoute('/exports');
    await screen.findByText(completed.file!.name);
    expect((await tableRows()).map(cellsOf)).toEqual([
      [exportMessages.pendingName, 'Pending', formatDateTime(pending.modifiedOn)],
      [exportMessages.pendingName, 'Processing', formatDateTime(processing.modifiedOn)],
      [completed.file!.name, 'Completed', formatDateTime(completed.modifiedOn)],
      ['-', 'Failed: Disk full', formatDateTime(failed.modifiedOn)],
    ]);
    expect(formatDateTime(completed.modifiedOn)).toMatch(/^07\/03\/2024 \d\d:\d2$/);
    expect(screen.getByRole('link', { name: completed.file!.name })).toHaveAttribute('href', completed.file!.fileUrl);
  });

  it('opens the file of a row that has one', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    serveApi({ 'GET /api/exports': () => jsonResponse(200, [completed, pending]) });
    const user = userEvent.setup();
    renderRoute('/exports');
    await screen.findByText(completed.file!.name);
    const [pendingRow, completedRow] = await tableRows();
    await user.click(within(pendingRow!).getByText(exportMessages.pendingName));
    expect(open).not.toHaveBeenCalled();
    await user.click(within(completedRow!).getByText('Completed'));
    expect(open).toHaveBeenCalledWith(completed.file!.fileUrl, '_blank', 'noopener');
  });

  it('starts an export, says so and asks for the list every 5 seconds for 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let list: DataExport[] = [completed];
    const posted: unknown[] = [];
    const calls = serveApi({
      'GET /api/exports': () => jsonResponse(200, list),
      'POST /api/exports': (body) => {
        posted.push(body);
        return jsonResponse(201, pending);
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute('/exports');
    await screen.findByText(completed.file!.name);
    expect(callsTo(calls, 'GET', '/api/exports')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Start export' }));
    await waitFor(() => expect(toasts.messages()).toEqual([exportMessages.started]));
    expect(posted).toEqual([{}]);
    // The started export shows at once, until the first poll.
    expect(await screen.findByText(exportMessages.pendingName)).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/exports')).toHaveLength(1);

    list = [{ ...pending, ...completed, id: pending.id }, completed];
    await act(() => vi.advanceTimersByTimeAsync(exportPolling.everyMs));
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/exports')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(exportMessages.pendingName)).toBeNull());

    // One call every 5 seconds until 30 seconds after the start (the sixth lands on the boundary), then none.
    await act(() => vi.advanceTimersByTimeAsync(exportPolling.forMs - 2 * exportPolling.everyMs));
    const gets = () => callsTo(calls, 'GET', '/api/exports').length;
    const polls = exportPolling.forMs / exportPolling.everyMs;
    expect(gets()).toBeGreaterThanOrEqual(polls - 1);
    await act(() => vi.advanceTimersByTimeAsync(2 * exportPolling.everyMs));
    const afterPolling = gets();
    expect(afterPolling).toBeLessThanOrEqual(1 + polls);
    await act(() => vi.advanceTimersByTimeAsync(4 * exportPolling.everyMs));
    expect(gets()).toBe(afterPolling);
  });

  it('reloads the list on Refresh', async () => {
    const calls = serveApi({ 'GET /api/exports': () => jsonResponse(200, []) });
    const user = userEvent.setup();
    renderRoute('/exports');
    expect(await screen.findByText('No exports yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/exports')).toHaveLength(2));
  });
});

describe('pollInterval', () => {
  it('is 5 seconds until the end of the polling, then none', () => {
    expect(pollInterval(null, 1_000)).toBe(false);
    expect(pollInterval(31_000, 1_000)).toBe(5_000);
    expect(pollInterval(31_000, 31_000)).toBe(false);
  });
});
