import { messages, type UserListItem } from '@backoffice/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { makeUser, renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';

const departments = [
  { id: 1, name: 'Hamburg', street: null, zip: null, city: null, country: null, web: null, userCount: 2, version: 1 },
];
const listed: UserListItem[] = [
  {
    id: 5,
    fullName: 'Ann Admin',
    email: 'ann@example.com',
    role: 1,
    title: null,
    phone: null,
    department: { id: 1, name: 'Hamburg' },
  },
  { id: 6, fullName: 'Sam Super', email: 'sam@example.com', role: 2, title: null, phone: null, department: null },
];

let toasts: ReturnType<typeof spyOnToasts>;

function selectInput(label: RegExp): HTMLInputElement {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${label}`);
  return input as HTMLInputElement;
}

async function findSelectInput(label: RegExp): Promise<HTMLInputElement> {
  await screen.findAllByLabelText(label);
  return selectInput(label);
}

beforeEach(() => {
  toasts = spyOnToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('users list', () => {
  it('shows the columns with role labels, filters on Enter and opens a row', async () => {
    const user = userEvent.setup();
    const _fetchMock = serveApi({
      'GET /api/users': (_body, url) =>
        jsonResponse(200, url.searchParams.get('search') === 'ann' ? listed.slice(0, 1) : listed),
      'GET /api/users/5': () => jsonResponse(200, makeUser({ id: 5, fullName: 'Ann Admin', role: 1 })),
      'GET /api/departments': () => jsonResponse(200, departments),
    });
    signIn({ id: 1, isAdmin: true, role: 1 });
    const { router } = renderRoute('/users');

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'E-mail', 'Role', 'Department']);
    expect(await within(table).findByText('Super Admin')).toBeInTheDocument();
    expect(within(table).getByText('Admin')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ann{Enter}');
    await waitFor(() => expect(screen.queryByText('Sam Super')).toBeNull());
    expect(screen.getByText('Ann Admin')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=ann');

    await user.click(screen.getByText('Ann Admin'));
    expect(router.state.location.pathname).toBe('/users/5');
  });
});

describe('user form', () => {
  it('requires the fields and offers Super Admin only to a Super Admin', async () => {
    const user = userEvent.setup();
    serveApi({ 'GET /api/departments': () => jsonResponse(200, departments) });
    signIn({ isAdmin: true, role: 1 });
    renderRoute('/users/create');

    await user.click(await screen.findByRole('button', { name: 'Create User' }));
    for (const label of ['Full Name', 'E-mail', 'Department', 'Role', 'Password']) {
      expect(screen.getByText(`${label} (*)`)).toBeInTheDocument();
    }
    expect(toasts.all()[0]).toMatchObject({ message: messages.formInvalid });

    await user.click(selectInput(/^Role/));
    const listbox = await screen.findByRole('listbox', { name: /^Role/, hidden: true });
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['User', 'Admin']);
  });

  it('lets a Super Admin grant Super Admin and creates the user', async () => {
    const user = userEvent.setup();
    const created: unknown[] = [];
    serveApi({
      'GET /api/departments': () => jsonResponse(200, departments),
      'GET /api/users': () => jsonResponse(200, []),
      'POST /api/users': (body) => {
        created.push(body);
        return jsonResponse(201, makeUser({ id: 9 }));
      },
    });
    signIn({ isAdmin: true, role: 2 });
    const { router } = renderRoute('/users/create');

    await user.type(await screen.findByRole('textbox', { name: /^Full Name/ }), 'Nina New');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'nina@example.com');
    await user.click(selectInput(/^Department/));
    await user.click(await screen.findByRole('option', { name: 'Hamburg', hidden: true }));
    await user.click(selectInput(/^Role/));
    await user.click(await screen.findByRole('option', { name: 'Super Admin', hidden: true }));
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(created).toEqual([
      {
        fullName: 'Nina New',
        email: 'nina@example.com',
        phone: null,
        title: null,
        department: { id: 1 },
        role: 2,
        password: 'secret1',
      },
    ]);
    expect(toasts.last()).toMatchObject({ message: messages.userCreated });
  });
});

describe('user details', () => {
  it('hides Delete and locks the role on the own record', async () => {
    serveApi({
      'GET /api/users/1': () => jsonResponse(200, makeUser({ id: 1, role: 1, isAdmin: true })),
      'GET /api/departments': () => jsonResponse(200, departments),
    });
    signIn({ id: 1, isAdmin: true, role: 1 });
    renderRoute('/users/1');
    expect(await findSelectInput(/^Role/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('deletes another user after confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = serveApi({
      'GET /api/users/5': () => jsonResponse(200, makeUser({ id: 5, fullName: 'Ann Admin' })),
      'GET /api/users': () => jsonResponse(200, []),
      'GET /api/departments': () => jsonResponse(200, departments),
      'DELETE /api/users/5': () => jsonResponse(204),
    });
    signIn({ id: 1, isAdmin: true, role: 1 });
    const { router } = renderRoute('/users/5');

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(toasts.last()).toMatchObject({ message: messages.userDeleted });
  });
});
