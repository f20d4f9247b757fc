import { providerSignInMessages } from '@backoffice/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiCalls, jsonResponse, mockApi, offerSignInOptions, server } from '../../../test/api.ts';
import { makeSession, renderRoute } from '../../../test/render.tsx';
import { sessionStore } from '../../session/session-store.ts';

let fetchMock: ApiCalls;

beforeEach(() => {
  fetchMock = mockApi();
});

describe('sign-in through the identity provider', () => {
  it('shows no provider button when the server offers the password alone', async () => {
    let optionsAnswered = false;
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/auth/sign-in-options') optionsAnswered = true;
    };
    server.events.on('response:mocked', listener);
    renderRoute('/login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(optionsAnswered).toBe(true));
    server.events.removeListener('response:mocked', listener);
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the button the server offers, a link that starts the sign-in at the provider', async () => {
    offerSignInOptions({ password: true, oidc: { name: 'Microsoft' } });
    renderRoute('/login');
    const button = await screen.findByRole('link', { name: 'Sign in with Microsoft' });
    expect(button).toHaveAttribute('href', '/api/auth/oidc/start');
    // The password form stays, first.
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toBeInTheDocument();
  });

  it('finishes the sign-in when the provider sends the browser back: the session, then the front page', async () => {
    offerSignInOptions({ password: true, oidc: { name: 'Microsoft' } });
    const session = makeSession({ fullName: 'Ada Lovelace' });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, session));
    const { router } = renderRoute('/login?signIn=provider');

    expect(await screen.findByRole('heading', { name: 'Back office', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStore.get()).toEqual(session);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init.method]).toEqual(['/api/auth/oidc/token', 'POST']);
  });

  it.each([
    [401, providerSignInMessages.noActiveUser('ada@example.com')],
    [401, providerSignInMessages.emailNotVerified('ada@example.com')],
    [400, providerSignInMessages.cancelled],
    [502, providerSignInMessages.unavailable('Microsoft')],
  ])('shows a refusal (%i) in words on the sign-in page, signed out: %s', async (status, error) => {
    offerSignInOptions({ password: true, oidc: { name: 'Microsoft' } });
    fetchMock.mockResolvedValueOnce(jsonResponse(status, { error }));
    const { router } = renderRoute('/login?signIn=provider');

    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    // The answer is spent: a reload shows the plain page.
    expect(router.state.location).toMatchObject({ pathname: '/login', search: '' });
    expect(sessionStore.get()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft' })).toBeInTheDocument();
  });

  it('says the sign-in was cancelled when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new Error('offline'));
    renderRoute('/login?signIn=provider');
    expect(await screen.findByRole('alert')).toHaveTextContent(providerSignInMessages.cancelled);
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });
});
