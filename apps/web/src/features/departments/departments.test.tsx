import { type Department, messages } from '@backoffice/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
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
};

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
