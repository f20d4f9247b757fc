import { changedBy, type Department, messages } from '@backoffice/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';

const hamburg: Department = {
  id: 1,
  name: 'Hamburg',
  street: 'Kai 1',
  zip: '20457',
  city: 'Hamburg',
  country: 'Germany',
  web: null,
  userCount: 3,
  version: 1,
};

const stale = changedBy('Ida Holm', '2026-11-28T09:30:00.000Z');

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn({ isAdmin: true, role: 1 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('departments', () => {
  it('lists name, city, country and user count, and creates a department in the dialog', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    serveApi({
      'GET /api/departments': () => jsonResponse(200, [hamburg]),
      'POST /api/departments': (body) => {
        posted.push(body);
        return jsonResponse(201, { ...hamburg, id: 2, name: 'Oslo' });
      },
    });
    renderRoute('/departments');

    const row = (await screen.findByText('Germany')).closest('tr');
    expect(
      row &&
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
    ).toEqual(['Hamburg', 'Hamburg', 'Germany', '3']);

    await user.click(screen.getByRole('button', { name: 'Create Department' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name (*)')).toBeInTheDocument();
    expect(toasts.messages()).toEqual([messages.formInvalid]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Oslo');
    await user.type(within(dialog).getByRole('textbox', { name: /^City/ }), 'Oslo');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.messages()).toContain(messages.departmentCreated));
    expect(posted).toEqual([{ name: 'Oslo', street: null, zip: null, city: 'Oslo', country: null, web: null }]);
  });

  it('asks before deleting and shows the conflict text when users still belong to it', async () => {
    const user = userEvent.setup();
    const fetchMock = serveApi({
      'GET /api/departments': () => jsonResponse(200, [hamburg]),
      'DELETE /api/departments/1': () => jsonResponse(409, { error: messages.departmentInUse }),
    });
    renderRoute('/departments');

    await user.click(await screen.findByText('Germany'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Hamburg');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(toasts.messages()).toEqual([messages.departmentInUse]));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });
});

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderRoute('/departments');
  await user.click(await screen.findByText('Germany'));
  return screen.findByRole('dialog', { name: 'Edit Department' });
}

describe('a department changed by a colleague since its dialog opened', { timeout: 30_000 }, () => {
  it('keeps what was typed and shows who changed it; Reload brings their change in and the next save sends the new version', async () => {
    const user = userEvent.setup();
    // The colleague changed the country: version 2.
    const theirs: Department = { ...hamburg, country: 'Deutschland', version: 2 };
    const puts: Record<string, unknown>[] = [];
    serveApi({
      'GET /api/departments': () => jsonResponse(200, [hamburg]),
      'GET /api/departments/1': () => jsonResponse(200, theirs),
      'PUT /api/departments/1': (body) => {
        const sent = body as Record<string, unknown>;
        puts.push(sent);
        if (sent.version !== theirs.version) return jsonResponse(409, { error: stale });
        return jsonResponse(200, { ...theirs, ...sent, version: 3 });
      },
    });
    const dialog = await openDialog(user);
    const city = within(dialog).getByRole('textbox', { name: /^City/ });
    await user.clear(city);
    await user.type(city, 'Altona');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await within(dialog).findByText(stale)).closest('[role="alert"]')).not.toBeNull();
    expect(puts[0]).toMatchObject({ city: 'Altona', version: 1 });
    expect(city).toHaveValue('Altona');
    expect(toasts.messages()).not.toContain(stale);

    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Country/ })).toHaveValue('Deutschland'));
    expect(city).toHaveValue('Altona');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(messages.departmentUpdated));
    expect(puts[1]).toMatchObject({ city: 'Altona', country: 'Deutschland', version: 2 });
  });

  it('refuses Delete with the same notice, deletes nothing, and after Reload sends the version seen now', async () => {
    const user = userEvent.setup();
    const calls = serveApi({
      'GET /api/departments': () => jsonResponse(200, [hamburg]),
      'GET /api/departments/1': () => jsonResponse(200, { ...hamburg, web: 'https://hh.example', version: 2 }),
      'DELETE /api/departments/1': (_body, url) =>
        url.searchParams.get('version') === '2' ? jsonResponse(204) : jsonResponse(409, { error: stale }),
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await within(dialog).findByText(stale)).toBeInTheDocument();
    expect(toasts.messages()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Web/ })).toHaveValue('https://hh.example'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toasts.messages()).toEqual([messages.departmentDeleted]));
    const deletes = callsTo(calls, 'DELETE', '/api/departments/1').map(([input]) => input);
    expect(deletes).toEqual(['/api/departments/1?version=1', '/api/departments/1?version=2']);
  });
});
