import { messages } from '@backoffice/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { makeUser, renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { sessionStore } from '../../session/session-store.ts';

const departments = [
  { id: 1, name: 'Hamburg', street: null, zip: null, city: null, country: null, web: null, userCount: 1, version: 1 },
];
let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('my profile', () => {
  it('saves the profile and updates the signed-in user', async () => {
    const user = userEvent.setup();
    const put: unknown[] = [];
    serveApi({
      'GET /api/users/me': () => jsonResponse(200, makeUser()),
      'GET /api/departments': () => jsonResponse(200, departments),
      'PUT /api/users/me': (body) => {
        put.push(body);
        return jsonResponse(200, makeUser({ fullName: 'Ada King', modifiedOn: '2024-02-01T00:00:00.000Z' }));
      },
    });
    renderRoute('/my-profile');

    const name = await screen.findByRole('textbox', { name: /^Full Name/ });
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.messages()).toEqual([messages.changesSaved]));
    expect(put).toEqual([
      { fullName: 'Ada King', email: 'ada@example.com', phone: null, title: null, department: { id: 1 }, version: 1 },
    ]);
    expect(sessionStore.get()?.user.fullName).toBe('Ada King');
  });

  it('asks for the current password only when the e-mail address changes, and sends it', async () => {
    const user = userEvent.setup();
    const put: unknown[] = [];
    serveApi({
      'GET /api/users/me': () => jsonResponse(200, makeUser()),
      'GET /api/departments': () => jsonResponse(200, departments),
      'PUT /api/users/me': (body) => {
        put.push(body);
        return put.length === 1
          ? jsonResponse(400, { currentPassword: [messages.currentPasswordWrong] })
          : jsonResponse(200, makeUser({ email: 'ada@new.example' }));
      },
    });
    renderRoute('/my-profile');

    const email = await screen.findByRole('textbox', { name: /^E-mail/ });
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await user.clear(email);
    await user.type(email, 'ada@new.example');
    await user.type(screen.getByLabelText(/^Current password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.currentPasswordWrong)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Current password/));
    await user.type(screen.getByLabelText(/^Current password/), 'right-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(messages.changesSaved));
    expect(put[1]).toMatchObject({ email: 'ada@new.example', currentPassword: 'right-secret' });
  });

  it('changes the password and stores the new tokens', async () => {
    const user = userEvent.setup();
    serveApi({
      'GET /api/users/me': () => jsonResponse(200, makeUser()),
      'GET /api/departments': () => jsonResponse(200, departments),
      'PUT /api/auth/set-password': () =>
        jsonResponse(200, { bearerToken: 'token-9', expires: '2030-01-01T00:00:00.000Z', renewToken: 'renew-9' }),
    });
    renderRoute('/my-profile');

    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('Current Password (*)')).toBeInTheDocument();
    expect(screen.getByText(messages.confirmPasswordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Current Password/), 'old-secret');
    await user.type(screen.getByLabelText(/^New Password/), 'new-secret');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(toasts.messages()).toContain(messages.passwordChanged));
    expect(sessionStore.get()).toMatchObject({ bearerToken: 'token-9', renewToken: 'renew-9' });
  });

  it('shows a wrong current password under its field, like every 400 field error', async () => {
    const user = userEvent.setup();
    serveApi({
      'GET /api/users/me': () => jsonResponse(200, makeUser()),
      'GET /api/departments': () => jsonResponse(200, departments),
      'PUT /api/auth/set-password': () => jsonResponse(400, { currentPassword: [messages.currentPasswordWrong] }),
    });
    renderRoute('/my-profile');

    await user.type(await screen.findByLabelText(/^Current Password/), 'nope');
    await user.type(screen.getByLabelText(/^New Password/), 'new-secret');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText(messages.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getByText('Current Password (*)')).toHaveAttribute('data-error', 'true');
    expect(toasts.messages()).toEqual([]);
    expect(sessionStore.get()?.bearerToken).toBe('token-1');
  });
});
