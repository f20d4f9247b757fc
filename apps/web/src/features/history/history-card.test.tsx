import type { HistoryEntry } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, emptyCompanyProfile, jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn } from '../../../test/render.tsx';
import { customer } from '../../../test/vessel-records.ts';

configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  signIn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function entry(id: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id,
    at: '2024-05-02T09:30:00.000Z',
    user: { id: 2, fullName: 'Grace Hopper' },
    actor: 'Grace Hopper',
    action: 'updated',
    recordType: 'customer',
    recordId: 3,
    record: { name: 'Njord Shipping', vesselId: null, deleted: false },
    changes: [{ field: 'Note', before: 'Key account', after: null }],
    ...overrides,
  };
}

const customerPage = {
  'GET /api/customers/3': () => jsonResponse(200, customer),
  'GET /api/customers/3/projects': () => jsonResponse(200, []),
  'GET /api/customers/3/contacts': () => jsonResponse(200, []),
};

describe('a record’s history', { timeout: 20_000 }, () => {
  it('is read when opened: who, when, action, field before → after, and older entries on Load more', async () => {
    const user = userEvent.setup();
    // A full first page (50 entries), then the last, older one.
    const firstPage = [
      entry(200, {
        changes: [
          { field: 'Name', before: 'Njord', after: 'Njord Shipping' },
          { field: 'Address', before: null, after: 'Kai 1' },
        ],
      }),
      ...Array.from({ length: 49 }, (_, index) => entry(199 - index)),
    ];
    const older = entry(7, { action: 'created', actor: 'Ship owner (link)', user: null, changes: [] });
    const calls = serveApi({
      ...customerPage,
      'GET /api/history': (_, url) => jsonResponse(200, url.searchParams.get('before') ? [older] : firstPage),
    });
    renderRoute('/customers/3');
    const card = await screen.findByRole('region', { name: 'History' });
    expect(callsTo(calls, 'GET', '/api/history')).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Show history' }));
    const rows = await within(card).findAllByRole('row');
    expect(rows).toHaveLength(51);
    expect(rows[1]).toHaveTextContent('02/05/2024 09:30');
    expect(rows[1]).toHaveTextContent('Grace Hopper');
    expect(rows[1]).toHaveTextContent('Changed');
    expect(rows[1]).toHaveTextContent('Name: Njord → Njord Shipping');
    expect(rows[1]).toHaveTextContent('Address: (empty) → Kai 1');
    const [firstCall] = callsTo(calls, 'GET', '/api/history');
    expect(new URL(firstCall![0], 'http://localhost').searchParams.toString()).toBe(
      'recordType=customer&recordId=3&limit=50',
    );

    await user.click(within(card).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(card).getAllByRole('row')).toHaveLength(52));
    expect(within(card).getAllByRole('row')[51]).toHaveTextContent('Ship owner (link)');
    expect(within(card).getAllByRole('row')[51]).toHaveTextContent('Created');
    const second = callsTo(calls, 'GET', '/api/history')[1]!;
    expect(new URL(second[0], 'http://localhost').searchParams.get('before')).toBe('151');
    expect(within(card).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('reads again once open when the record is saved, so the new change shows at once', async () => {
    const user = userEvent.setup();
    let saved = false;
    const calls = serveApi({
      ...customerPage,
      'PUT /api/customers/3': () => {
        saved = true;
        return jsonResponse(200, { ...customer, name: 'Njord Shipping AS', version: 2 });
      },
      'GET /api/history': () =>
        jsonResponse(
          200,
          saved
            ? [entry(9, { changes: [{ field: 'Name', before: 'Njord Shipping', after: 'Njord Shipping AS' }] })]
            : [],
        ),
    });
    renderRoute('/customers/3');
    const card = await screen.findByRole('region', { name: 'History' });
    await user.click(within(card).getByRole('button', { name: 'Show history' }));
    expect(await within(card).findByText('No changes recorded yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), ' AS');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/history')).toHaveLength(2));
    await waitFor(() =>
      expect(within(card).getAllByRole('row')[1]).toHaveTextContent('Name: Njord Shipping → Njord Shipping AS'),
    );
  });

  it("shows when a change was made in the company's time zone", async () => {
    const user = userEvent.setup();
    serveApi({
      ...customerPage,
      'GET /api/company-profile': () => jsonResponse(200, { ...emptyCompanyProfile, timeZone: 'Europe/Oslo' }),
      // 09:30 UTC on 2 May is 11:30 in Oslo (summer time); 23:30 UTC on 31 December is the next day there.
      'GET /api/history': () => jsonResponse(200, [entry(2), entry(1, { at: '2024-12-31T23:30:00.000Z' })]),
    });
    renderRoute('/customers/3');
    const card = await screen.findByRole('region', { name: 'History' });
    await user.click(within(card).getByRole('button', { name: 'Show history' }));
    const rows = await within(card).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('02/05/2024 11:30');
    expect(rows[2]).toHaveTextContent('01/01/2025 00:30');
  });

  it('shows the page at once in the zone this browser read last, while the profile is still on its way', async () => {
    window.localStorage.setItem('company-time-zone', 'Europe/Oslo');
    const user = userEvent.setup();
    serveApi({
      ...customerPage,
      'GET /api/company-profile': () => new Promise<Response>(() => {}),
      'GET /api/history': () => jsonResponse(200, [entry(1)]),
    });
    renderRoute('/customers/3');
    const card = await screen.findByRole('region', { name: 'History' });
    await user.click(within(card).getByRole('button', { name: 'Show history' }));
    const rows = await within(card).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('02/05/2024 11:30');
  });

  it('says so when nothing was recorded', async () => {
    const user = userEvent.setup();
    serveApi({ ...customerPage, 'GET /api/history': () => jsonResponse(200, []) });
    renderRoute('/customers/3');
    const card = await screen.findByRole('region', { name: 'History' });
    await user.click(within(card).getByRole('button', { name: 'Show history' }));
    expect(await within(card).findByText('No changes recorded yet')).toBeInTheDocument();
  });
});
