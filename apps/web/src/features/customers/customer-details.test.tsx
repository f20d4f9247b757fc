import { type Contact, changedBy, customerMessages } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { customer } from '../../../test/vessel-records.ts';

const ada: Contact = {
  id: 7,
  name: 'Ada Berg',
  title: 'Fleet manager',
  email: 'ada@njord.example',
  phone: null,
  customer: { id: 3 },
  version: 1,
};

configure({ asyncUtilTimeout: 3000 });

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('contacts', { timeout: 20_000 }, () => {
  it('adds, edits and deletes a contact with the toasts of each step', async () => {
    const user = userEvent.setup();
    let contacts: Contact[] = [];
    const calls: { method: string; body: unknown }[] = [];
    serveApi({
      'GET /api/customers/3': () => jsonResponse(200, customer),
      'GET /api/customers/3/projects': () => jsonResponse(200, []),
      'GET /api/customers/3/contacts': () => jsonResponse(200, contacts),
      'POST /api/contacts': (body) => {
        calls.push({ method: 'POST', body });
        contacts = [ada];
        return jsonResponse(201, ada);
      },
      'PUT /api/contacts/7': (body) => {
        calls.push({ method: 'PUT', body });
        contacts = [{ ...ada, phone: '+47 1234' }];
        return jsonResponse(200, contacts[0]);
      },
      'DELETE /api/contacts/7': () => {
        calls.push({ method: 'DELETE', body: undefined });
        contacts = [];
        return jsonResponse(204);
      },
    });
    renderRoute('/customers/3');
    expect(await screen.findByText('No contacts')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name (*)')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ada Berg');
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Fleet manager');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'ada@njord.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(customerMessages.contactAdded));

    const row = (await screen.findByText('Fleet manager')).closest('tr');
    expect(
      row &&
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
    ).toEqual(['Ada Berg', 'Fleet manager', 'ada@njord.example', '-']);

    await user.click(screen.getByText('Ada Berg'));
    dialog = await screen.findByRole('dialog', { name: 'Edit Contact' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '+47 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(customerMessages.contactUpdated));
    expect(await screen.findByText('+47 1234')).toBeInTheDocument();

    await user.click(screen.getByText('Ada Berg'));
    dialog = await screen.findByRole('dialog', { name: 'Edit Contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(customerMessages.contactDeleteConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toasts.messages()).toContain(customerMessages.contactDeleted));
    expect(await screen.findByText('No contacts')).toBeInTheDocument();

    expect(calls).toEqual([
      {
        method: 'POST',
        body: {
          name: 'Ada Berg',
          title: 'Fleet manager',
          email: 'ada@njord.example',
          phone: null,
          customer: { id: 3 },
        },
      },
      {
        method: 'PUT',
        body: { name: 'Ada Berg', title: 'Fleet manager', email: 'ada@njord.example', phone: '+47 1234', version: 1 },
      },
      { method: 'DELETE', body: undefined },
    ]);
  });
});

describe('a contact changed by a colleague', { timeout: 20_000 }, () => {
  it('is not deleted: the dialog shows who changed it with Reload, and the next Delete sends the version reloaded', async () => {
    const user = userEvent.setup();
    const stale = changedBy('Ida Holm', '2026-11-28T09:30:00.000Z');
    let contacts = [ada];
    const versionsSent: (string | null)[] = [];
    serveApi({
      'GET /api/customers/3': () => jsonResponse(200, customer),
      'GET /api/customers/3/projects': () => jsonResponse(200, []),
      'GET /api/customers/3/contacts': () => jsonResponse(200, contacts),
      'DELETE /api/contacts/7': (_body, url) => {
        const version = url.searchParams.get('version');
        versionsSent.push(version);
        if (version !== String(contacts[0]?.version)) return jsonResponse(409, { error: stale });
        contacts = [];
        return jsonResponse(204);
      },
    });
    renderRoute('/customers/3');
    await user.click(await screen.findByText('Ada Berg'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contact' });
    // Ida changes the title after the dialog opened.
    contacts = [{ ...ada, title: 'CEO', version: 2 }];

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText(stale)).toBeInTheDocument();
    expect(versionsSent).toEqual(['1']);
    expect(toasts.messages()).not.toContain(customerMessages.contactDeleted);

    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('CEO'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toasts.messages()).toContain(customerMessages.contactDeleted));
    expect(versionsSent).toEqual(['1', '2']);
  });
});

describe('archive client', { timeout: 10_000 }, () => {
  function stubArchive(status: number) {
    const fetchMock = serveApi({
      'GET /api/customers': () => jsonResponse(200, []),
      'GET /api/customers/3': () => jsonResponse(200, customer),
      'GET /api/customers/3/projects': () => jsonResponse(200, []),
      'GET /api/customers/3/contacts': () => jsonResponse(200, []),
      'DELETE /api/customers/3': () =>
        status === 204 ? jsonResponse(204) : jsonResponse(status, { error: 'Customer not found' }),
    });
    return () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').length;
  }

  it('asks for the word DELETE, accepts it in lower case and goes back to the list', async () => {
    const user = userEvent.setup();
    const deletes = stubArchive(204);
    const { router } = renderRoute('/customers/3');

    await user.click(await screen.findByRole('button', { name: 'Archive Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Client' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(customerMessages.archiveConfirmWrong);
    await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'delet');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(customerMessages.archiveConfirmWrong);
    expect(deletes()).toBe(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'e');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(deletes()).toBe(1);
    expect(toasts.messages()).toEqual([customerMessages.customerArchived]);
  });

  it('says archiving failed when the server refuses and stays on the client', async () => {
    const user = userEvent.setup();
    stubArchive(404);
    const { router } = renderRoute('/customers/3');

    await user.click(await screen.findByRole('button', { name: 'Archive Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Client' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toasts.messages()).toEqual([customerMessages.errorArchivingCustomer]));
    expect(router.state.location.pathname).toBe('/customers/3');
  });

  it('sends the version it loaded; a colleague’s change since shows who and when, and the client is read again', async () => {
    const user = userEvent.setup();
    const stale = changedBy('Ida Holm', '2026-11-28T09:30:00.000Z');
    let current = customer;
    const calls = serveApi({
      'GET /api/customers': () => jsonResponse(200, []),
      'GET /api/customers/3': () => jsonResponse(200, current),
      'GET /api/customers/3/projects': () => jsonResponse(200, []),
      'GET /api/customers/3/contacts': () => jsonResponse(200, []),
      'DELETE /api/customers/3': (_body, url) => {
        if (url.searchParams.get('version') === String(current.version)) return jsonResponse(204);
        return jsonResponse(409, { error: stale });
      },
    });
    const { router } = renderRoute('/customers/3');
    expect(await screen.findByText('Key account')).toBeInTheDocument();
    // Ida changes the note after the page loaded.
    current = { ...customer, note: 'Twelve bulkers', version: 2 };

    await user.click(screen.getByRole('button', { name: 'Archive Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Client' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toasts.messages()).toEqual([stale]));
    expect(await screen.findByText('Twelve bulkers')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customers/3');
    const versionsSent = () =>
      callsTo(calls, 'DELETE', '/api/customers/3').map(([input]) =>
        new URL(input, 'http://localhost').searchParams.get('version'),
      );
    expect(versionsSent()).toEqual(['1']);

    // Having seen the change, the user archives the client as it is now.
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(versionsSent()).toEqual(['1', '2']);
    expect(toasts.messages()).toEqual([stale, customerMessages.customerArchived]);
  });
});
