import { providerSignInMessages, providerSignInReturnPath, Role } from '@backoffice/contracts';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type AccountClaims, signInAtProvider, startTestProvider } from '../../../test/oidc-provider.ts';
import { fingerprints } from '../../../test/table-fingerprints.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { App } from '../../app.ts';

// Sign-in through the company's identity provider, against a real OpenID provider (oidc-provider)
// started here on a loopback port: its login and consent pages are gone through over HTTP.

const provider = await startTestProvider();
afterAll(() => provider.close());
const t = useTestApp({ oidc: provider.settings('Microsoft') });
afterEach(() => {
  provider.editIdTokens(null);
  vi.useRealTimers();
});

interface Cookies {
  flow?: string;
  answer?: string;
}

function cookieOf(res: Awaited<ReturnType<App['inject']>>, name: string) {
  const cookie = res.cookies.find((c) => c.name === name);
  return cookie?.value;
}

/** The sign-in button: the provider's URL and the flow cookie. */
async function start(app: App) {
  const res = await app.inject({ url: '/api/auth/oidc/start' });
  expect(res.statusCode).toBe(303);
  return { authorizationUrl: res.headers.location as string, flow: cookieOf(res, 'backoffice_oidc_flow') };
}

/** The provider sends the browser back: the answer cookie, and the sign-in page. */
async function callback(app: App, returnUrl: string) {
  const url = new URL(returnUrl);
  expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/api/auth/oidc/callback');
  const res = await app.inject({ url: `${url.pathname}${url.search}` });
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(providerSignInReturnPath);
  return cookieOf(res, 'backoffice_oidc_answer');
}

/** The sign-in page finishes: POST auth/oidc/token with the cookies the browser has. */
function finish(app: App, cookies: Cookies) {
  const sent = Object.fromEntries(Object.entries(cookies).map(([k, v]) => [`backoffice_oidc_${k}`, v as string]));
  return app.inject({ method: 'POST', url: '/api/auth/oidc/token', cookies: sent, payload: {} });
}

/** The whole way, as the provider's user `login` with these claims; `editAnswer` changes what the provider sent back. */
async function signInAs(login: string, claims: AccountClaims | null, editAnswer?: (answer: URLSearchParams) => void) {
  if (claims) provider.accounts.set(login, claims);
  const { authorizationUrl, flow } = await start(t.app);
  const returnUrl = new URL(await signInAtProvider(authorizationUrl, login));
  if (editAnswer) editAnswer(returnUrl.searchParams);
  const answer = await callback(t.app, returnUrl.href);
  const cookies = { flow, answer };
  return { res: await finish(t.app, cookies), cookies };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A refusal: the status and message, nothing written, and never a 500. */
async function expectRefused(
  attempt: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  error: string,
) {
  const before = await fingerprints(t.database.db);
  const res = await attempt();
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ error });
  expect(await fingerprints(t.database.db)).toEqual(before);
}

describe('sign-in through the identity provider', () => {
  it('offers the provider on the sign-in page', async () => {
    const res = await t.app.inject({ url: '/api/auth/sign-in-options' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ password: true, oidc: { name: 'Microsoft' } });
  });

  it('starts the code flow with PKCE, state and nonce, kept in a signed, short-lived, httpOnly cookie', async () => {
    const res = await t.app.inject({ url: '/api/auth/oidc/start' });
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'backoffice',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: 'http://localhost:3000/api/auth/oidc/callback',
      code_challenge_method: 'S256',
    });
    for (const param of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(param)).toMatch(/^.{20,}$/);
    const cookie = res.cookies.find((c) => c.name === 'backoffice_oidc_flow');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oidc', maxAge: 600 });
    expect(cookie?.value).not.toContain(url.searchParams.get('state'));
  });

  it('signs in a known, active user whose verified e-mail matches in any case: the session of a password sign-in', async () => {
    const { user } = await t.signIn(Role.ADMIN, { email: 'ada.lovelace@example.com', fullName: 'Ada Lovelace' });
    const { res } = await signInAs('ada', { email: 'Ada.Lovelace@EXAMPLE.com', email_verified: true });
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session.user).toMatchObject({ id: user.id, email: 'ada.lovelace@example.com', isAdmin: true });
    expect(session.renewToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.cookies.map((c) => [c.name, c.value])).toEqual([
      ['backoffice_oidc_flow', ''],
      ['backoffice_oidc_answer', ''],
    ]);

    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(session.bearerToken) });
    expect(me.json()).toMatchObject({ id: user.id });
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/renew-token',
      payload: { renewToken: session.renewToken },
    });
    expect(renewed.statusCode).toBe(200);

    const history = await t.app.inject({
      url: `/api/history?recordType=user&recordId=${user.id}`,
      headers: bearer(session.bearerToken),
    });
    expect(history.json()).toEqual([
      expect.objectContaining({
        action: 'signedIn',
        actor: 'Ada Lovelace',
        user: { id: user.id, fullName: 'Ada Lovelace' },
        changes: [{ field: 'Identity provider', before: null, after: 'Microsoft' }],
      }),
    ]);

    // Sign-out ends the session, as after a password sign-in.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { renewToken: session.renewToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/users/me', headers: bearer(session.bearerToken) })).statusCode).toBe(401);
  });

  it('refuses an e-mail no active user has', async () => {
    await t.signIn(Role.USER, { email: 'someone@example.com' });
    provider.accounts.set('stranger', { email: 'Stranger@example.com', email_verified: true });
    await expectRefused(
      async () => (await signInAs('stranger', null)).res,
      401,
      'No active user has the e-mail Stranger@example.com. Ask an admin to add you.',
    );
  });

  it('refuses an e-mail the provider has not verified, or does not send', async () => {
    await t.signIn(Role.USER, { email: 'unverified@example.com' });
    provider.accounts.set('unverified', { email: 'unverified@example.com', email_verified: false });
    await expectRefused(
      async () => (await signInAs('unverified', null)).res,
      401,
      'Your identity provider has not verified the e-mail unverified@example.com.',
    );
    provider.accounts.set('silent', { email: 'unverified@example.com' });
    await expectRefused(
      async () => (await signInAs('silent', null)).res,
      401,
      providerSignInMessages.emailNotVerified('unverified@example.com'),
    );
    provider.accounts.set('nameless', {});
    await expectRefused(async () => (await signInAs('nameless', null)).res, 401, providerSignInMessages.noEmail);
  });

  it('refuses a removed user, whose password sign-in ends too, while the others still sign in with a password', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const { user } = await t.signIn(Role.USER, { email: 'leaver@example.com' });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin.headers });
    expect(removed.statusCode).toBe(204);
    provider.accounts.set('leaver', { email: 'leaver@example.com', email_verified: true });
    await expectRefused(
      async () => (await signInAs('leaver', null)).res,
      401,
      providerSignInMessages.noActiveUser('leaver@example.com'),
    );
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: admin.user.email, password: admin.user.password },
    });
    expect(password.statusCode).toBe(200);
  });

  it('refuses a sign-in cancelled at the provider', async () => {
    const { authorizationUrl, flow } = await start(t.app);
    const returnUrl = await signInAtProvider(authorizationUrl, 'ada', { cancel: true });
    expect(new URL(returnUrl).searchParams.get('error')).toBe('access_denied');
    const answer = await callback(t.app, returnUrl);
    await expectRefused(() => finish(t.app, { flow, answer }), 400, providerSignInMessages.cancelled);
  });

  it('refuses an answer whose state is not the flow’s', async () => {
    await t.signIn(Role.USER, { email: 'ada@example.com' });
    provider.accounts.set('ada', { email: 'ada@example.com', email_verified: true });
    await expectRefused(
      async () => (await signInAs('ada', null, (answer) => answer.set('state', 'forged-state'))).res,
      400,
      providerSignInMessages.cancelled,
    );
  });

  it('refuses a replayed answer: the code works once', async () => {
    await t.signIn(Role.USER, { email: 'ada@example.com' });
    const first = await signInAs('ada', { email: 'ada@example.com', email_verified: true });
    expect(first.res.statusCode).toBe(200);
    await expectRefused(() => finish(t.app, first.cookies), 400, providerSignInMessages.cancelled);
  });

  it('refuses an ID token for another client, expired, from another issuer, for another nonce or forged', async () => {
    await t.signIn(Role.USER, { email: 'ada@example.com' });
    provider.accounts.set('ada', { email: 'ada@example.com', email_verified: true });
    const now = Math.floor(Date.now() / 1000);
    const edits = [
      (claims: Record<string, unknown>) => ({ ...claims, aud: 'another-app' }),
      (claims: Record<string, unknown>) => ({ ...claims, iat: now - 7200, exp: now - 3600 }),
      (claims: Record<string, unknown>) => ({ ...claims, iss: 'https://issuer.example.com' }),
      (claims: Record<string, unknown>) => ({ ...claims, nonce: 'another-nonce' }),
    ];
    for (const edit of edits) {
      provider.editIdTokens(edit);
      await expectRefused(async () => (await signInAs('ada', null)).res, 400, providerSignInMessages.cancelled);
    }
    // The provider's own token, signed by another key.
    provider.editIdTokens((claims) => claims, 'another key');
    await expectRefused(async () => (await signInAs('ada', null)).res, 400, providerSignInMessages.cancelled);
    // As issued, the same user signs in.
    provider.editIdTokens(null);
    expect((await signInAs('ada', null)).res.statusCode).toBe(200);
  });

  it('refuses a callback without the flow, with a forged flow, or after the flow expired', async () => {
    await t.signIn(Role.USER, { email: 'ada@example.com' });
    provider.accounts.set('ada', { email: 'ada@example.com', email_verified: true });
    const { authorizationUrl, flow } = await start(t.app);
    const answer = await callback(t.app, await signInAtProvider(authorizationUrl, 'ada'));
    const [header, payload, signature] = flow!.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    await expectRefused(() => finish(t.app, { answer }), 400, providerSignInMessages.cancelled);
    await expectRefused(() => finish(t.app, { flow: forged, answer }), 400, providerSignInMessages.cancelled);
    await expectRefused(() => finish(t.app, { flow }), 400, providerSignInMessages.cancelled);
    await expectRefused(() => finish(t.app, {}), 400, providerSignInMessages.cancelled);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    await expectRefused(() => finish(t.app, { flow, answer }), 400, providerSignInMessages.cancelled);
  });

  it('answers a forged callback with the sign-in page and keeps no overlong answer', async () => {
    const res = await t.app.inject({ url: `/api/auth/oidc/callback?code=${'x'.repeat(4000)}&state=s` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(providerSignInReturnPath);
    expect(res.cookies).toEqual([]);
    const plain = await t.app.inject({ url: '/api/auth/oidc/callback' });
    expect(plain.statusCode).toBe(303);
  });
});
