import type { HistoryEntry, UserListItem } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn } from '../../../test/render.tsx';
import { makeReport, reportPageHandlers } from '../../../test/report-records.ts';
import { choose, selectInput } from '../../../test/select.ts';

configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  signIn({ isAdmin: true, role: 1 });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const grace: UserListItem = {
  id: 2,
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  role: 0,
  title: null,
  phone: null,
  department: null,
};

function entry(
  id: number,
  recordType: HistoryEntry['recordType'],
  recordId: number,
  record: Partial<HistoryEntry['record']> & { name: string },
): HistoryEntry {
  return {
    id,
    at: '2024-05-02T09:30:00.000Z',
    user: { id: 2, fullName: 'Grace Hopper' },
    actor: 'Grace Hopper',
    action: 'updated',
    recordType,
    recordId,
    record: { vesselId: null, deleted: false, ...record },
    changes: [{ field: 'Name', before: 'Old', after: 'New' }],
  };
}

const entries = [
  entry(30, 'report', 31, { name: 'Screening 2024' }),
  entry(29, 'customer', 3, { name: 'Njord Shipping' }),
  entry(28, 'questionnaire', 12, { name: 'Nordic Star', vesselId: 9 }),
  entry(27, 'particulars', 13, { name: 'Nordic Star', vesselId: 9 }),
  entry(26, 'vessel', 9, { name: 'Nordic Star' }),
  entry(25, 'project', 5, { name: 'Fleet 2024' }),
  entry(24, 'technology', 7, { name: 'Mewis duct' }),
  entry(23, 'report', 40, { name: 'Report #40 (deleted)', deleted: true }),
];

/** The query of each history call, as a plain object. */
const queries = (calls: ReturnType<typeof serveApi>) =>
  callsTo(calls, 'GET', '/api/history').map(([input]) =>
    Object.fromEntries(new URL(input, 'http://localhost').searchParams),
  );

describe('Activity', { timeout: 30_000 }, () => {
  it('lists every change newest first, filtered by user, record type and days', async () => {
    const user = userEvent.setup();
    const calls = serveApi({
      'GET /api/users': () => jsonResponse(200, [grace]),
      'GET /api/history': () => jsonResponse(200, entries),
    });
    renderRoute('/activity');
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(rows[1]).toHaveTextContent('Name: Old → New');
    // Each record by its name (a form by its vessel's), as a link to its page; a deleted one as text.
    const records = rows.slice(1).map((row) => within(row).getAllByRole('cell')[2]!);
    expect(records.map((cell) => within(cell).queryByRole('button')?.textContent ?? null)).toEqual([
      'Report: Screening 2024',
      'Client: Njord Shipping',
      'Questionnaire of Nordic Star',
      'Particulars of Nordic Star',
      'Vessel: Nordic Star',
      'Project: Fleet 2024',
      'Technology: Mewis duct',
      null,
    ]);
    expect(records[7]).toHaveTextContent('Report #40 (deleted)');
    expect(queries(calls)).toEqual([{ limit: '50' }]);

    const filters = screen.getByRole('search', { name: 'Filter the activity' });
    await choose(user, selectInput(filters, /User/), 'Grace Hopper');
    await choose(user, selectInput(filters, /Record type/), 'Report');
    await user.type(within(filters).getByRole('textbox', { name: 'From' }), '01/05/2024');
    await user.type(within(filters).getByRole('textbox', { name: 'To' }), '31/05/2024');
    await waitFor(() =>
      expect(queries(calls).at(-1)).toEqual({
        userId: '2',
        recordType: 'report',
        from: '2024-05-01',
        to: '2024-05-31',
        limit: '50',
      }),
    );

    const to = within(filters).getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, '31/02/2024');
    await user.tab();
    expect(await within(filters).findByText('Must be a date (DD/MM/YYYY)')).toBeInTheDocument();
  });

  it("opens an entry's record page, reading where a report belongs", async () => {
    const user = userEvent.setup();
    serveApi({
      ...reportPageHandlers(makeReport()),
      'GET /api/users': () => jsonResponse(200, [grace]),
      'GET /api/history': () => jsonResponse(200, entries),
    });
    const { router } = renderRoute('/activity');
    await user.click(await screen.findByRole('button', { name: 'Report: Screening 2024' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/customers/3/projects/5/vessels/9/screening-reports/31'),
    );
  });

  it.each([
    ['Questionnaire of Nordic Star', 'questionnaire'],
    ['Particulars of Nordic Star', 'particulars'],
  ])("opens %s on its vessel's tab, reading where the vessel belongs", async (name, tab) => {
    const user = userEvent.setup();
    const calls = serveApi({
      ...reportPageHandlers(makeReport()),
      'GET /api/users': () => jsonResponse(200, [grace]),
      'GET /api/history': () => jsonResponse(200, entries),
    });
    const { router } = renderRoute('/activity');
    await user.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/3/projects/5/vessels/9/${tab}`));
    expect(callsTo(calls, 'GET', '/api/vessels/9').length).toBeGreaterThan(0);
  });

  it.each([
    ['User: Ada Lovelace', entry(22, 'user', 4, { name: 'Ada Lovelace' }), '/users/4'],
    ['Department: Hamburg', entry(21, 'department', 6, { name: 'Hamburg' }), '/departments'],
    [
      'Consumption Category: Main Engine',
      entry(20, 'consumptionCategory', 1, { name: 'Main Engine' }),
      '/consumption-categories/1',
    ],
  ])('opens %s on its admin page', async (name, adminEntry, path) => {
    const user = userEvent.setup();
    serveApi({
      'GET /api/users': () => jsonResponse(200, [grace]),
      'GET /api/history': () => jsonResponse(200, [adminEntry]),
    });
    const { router } = renderRoute('/activity');
    await user.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it("names the identity provider of a user's sign-in through it", async () => {
    const signedIn: HistoryEntry = {
      ...entry(19, 'user', 2, { name: 'Grace Hopper' }),
      action: 'signedIn',
      changes: [{ field: 'Identity provider', before: null, after: 'Microsoft' }],
    };
    serveApi({
      'GET /api/users': () => jsonResponse(200, [grace]),
      'GET /api/history': () => jsonResponse(200, [signedIn]),
    });
    renderRoute('/activity');
    const [, row] = await screen.findAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      expect.any(String),
      'Grace Hopper',
      'User: Grace Hopper',
      'Signed in with Microsoft',
      '',
    ]);
  });

  it('is in the Administration menu', async () => {
    serveApi({ 'GET /api/users': () => jsonResponse(200, []), 'GET /api/history': () => jsonResponse(200, []) });
    renderRoute('/activity');
    const sidebar = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(sidebar).getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/activity');
  });
});
