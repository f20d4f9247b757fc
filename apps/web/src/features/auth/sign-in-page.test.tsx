import { messages, requestMessages } from '@backoffice/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCalls, jsonResponse, mockApi } from '../../../test/api.ts';
import { makeSession, renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { sessionStore } from '../../session/session-store.ts';

let fetchMock: ApiCalls;
let toasts: ReturnType<typeof spyOnToasts>;

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  fetchMock = mockApi();
  toasts = spyOnToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sign-in page', () => {
  it('shows the fields, the forgot-password link and the sign-in button', () => {
    renderRoute('/login');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('marks both empty fields with * and shows the invalid-form toast without calling the API', async () => {
    const user = userEvent.setup();
    renderRoute('/login');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('E-mail (*)')).toBeInTheDocument();
    expect(screen.getByText('Password (*)')).toBeInTheDocument();
    expect(screen.getAllByText('*')).toHaveLength(2);
    expect(toasts.all()).toEqual([expect.objectContaining({ message: messages.formInvalid, color: 'red' })]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends an existing session when visited', () => {
    signIn();
    renderRoute('/login');
    expect(sessionStore.get()).toBeNull();
  });

  it('shows the wrong-credentials toast when the sign-in fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: messages.userOrPasswordIncorrect }));
    renderRoute('/login');
    await fillAndSubmit(user);

    await waitFor(() => expect(toasts.all()).toHaveLength(1));
    expect(toasts.all()[0]).toMatchObject({ message: messages.wrongCredentials, color: 'red' });
    expect(sessionStore.get()).toBeNull();
  });

  it('shows when to try again when the account makes this address wait', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { error: requestMessages.accountLocked(40) }));
    renderRoute('/login');
    await fillAndSubmit(user);

    await waitFor(() => expect(toasts.all()).toHaveLength(1));
    expect(toasts.all()[0]).toMatchObject({
      message: expect.stringContaining('try again in 40 seconds'),
      color: 'red',
    });
    expect(sessionStore.get()).toBeNull();
  });

  it('stores the session and goes to the front page on success', async () => {
    const user = userEvent.setup();
    const session = makeSession({ fullName: 'Grace Hopper' });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, session));
    const { router } = renderRoute('/login');
    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Back office', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getAllByText('Grace Hopper').length).toBeGreaterThan(0);
    expect(sessionStore.get()).toEqual(session);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/token');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'ada@example.com', password: 'secret1' });
  });

  it('warns on a second submit within 2 seconds and accepts one after', async () => {
    const user = userEvent.setup();
    const realNow = Date.now.bind(Date);
    let offset = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
    fetchMock.mockImplementation(async () => jsonResponse(401, { error: 'no' }));
    renderRoute('/login');

    await fillAndSubmit(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(toasts.last()).toMatchObject({ message: messages.doubleSubmit, color: 'yellow' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    offset = 2000;
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
