import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { providerSignInMessages, providerSignInReturnPath, Role } from '@backoffice/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestProvider } from '../../../test/oidc-provider.ts';
import { useExtraApps, useTestApp } from '../../../test/test-app.ts';
import { safeUrl } from '../../app.ts';
import { loadConfig, type OidcConfig } from '../../config.ts';

// How sign-in through the identity provider is configured, and what happens when the provider is
// misconfigured or cannot be reached: the app starts, the button is hidden, health says why, and
// the password still signs everyone in.

const provider = await startTestProvider();
afterAll(() => provider.close());
const t = useTestApp();
const extra = useExtraApps();

/** A loopback port nothing listens on. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const settings = { OIDC_CLIENT_ID: 'backoffice', OIDC_CLIENT_SECRET: 's3cret', OIDC_PROVIDER_NAME: 'Google' };

describe('the identity provider’s settings', () => {
  it('are off without OIDC_ISSUER', () => {
    expect(loadConfig({ ...settings }).oidc).toBeNull();
  });

  it('read the issuer, client, name and scopes (openid email profile unless given)', () => {
    expect(loadConfig({ ...settings, OIDC_ISSUER: 'https://accounts.google.com' }).oidc).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'backoffice',
      clientSecret: 's3cret',
      name: 'Google',
      scopes: 'openid email profile',
      problem: null,
    });
    const scoped = loadConfig({ ...settings, OIDC_ISSUER: 'https://idp.example.com', OIDC_SCOPES: ' openid  email ' });
    expect(scoped.oidc?.scopes).toBe('openid email');
  });

  it('allow http:// only on a loopback address', () => {
    for (const issuer of ['http://127.0.0.1:4000', 'http://localhost:4000/realms/x', 'http://[::1]:4000']) {
      expect(loadConfig({ ...settings, OIDC_ISSUER: issuer }).oidc?.problem).toBeNull();
    }
    for (const issuer of ['http://idp.example.com', 'http://10.0.0.5', 'ftp://idp.example.com', 'not a url']) {
      expect(loadConfig({ ...settings, OIDC_ISSUER: issuer }).oidc?.problem).toBe(
        'OIDC_ISSUER must be an https:// URL (http:// only on a loopback address)',
      );
    }
  });

  it('name what is missing instead of stopping the app', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://idp.example.com', OIDC_SCOPES: 'email' });
    expect(config.oidc?.problem).toBe(
      "OIDC_SCOPES must include 'openid'; OIDC_CLIENT_ID is required with OIDC_ISSUER; " +
        'OIDC_CLIENT_SECRET is required with OIDC_ISSUER; OIDC_PROVIDER_NAME is required with OIDC_ISSUER',
    );
  });
});

describe('GET /api/auth/sign-in-options', () => {
  it('offers the password alone without a provider, and health names none', async () => {
    const res = await t.app.inject({ url: '/api/auth/sign-in-options' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ password: true, oidc: null });
    expect((await t.app.inject({ url: '/api/health' })).json().identityProvider).toBeNull();
    expect((await t.app.inject({ url: '/api/auth/oidc/start' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/oidc/token', payload: {} })).statusCode).toBe(404);
  });

  it('offers the provider once its discovery document is read, and health says it is ready', async () => {
    const app = await extra.appWith({ oidc: provider.settings('Google') });
    expect((await app.inject({ url: '/api/auth/sign-in-options' })).json()).toEqual({
      password: true,
      oidc: { name: 'Google' },
    });
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'ok',
      identityProvider: { name: 'Google', ready: true, problem: null },
    });
  });
});

describe('a provider that cannot be used', () => {
  it('does not stop the app when unreachable: no button, health says why, the password signs in', async () => {
    const issuer = `http://127.0.0.1:${await closedPort()}`;
    const app = await extra.appWith({ oidc: { ...provider.settings('Microsoft'), issuer } });
    expect((await app.inject({ url: '/api/auth/sign-in-options' })).json()).toEqual({ password: true, oidc: null });
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('ok');
    expect(health.json().identityProvider).toEqual({
      name: 'Microsoft',
      ready: false,
      problem: expect.stringContaining(`the discovery document of ${issuer} could not be read`),
    });

    // A page that still shows the button comes back to the sign-in page, which says so; nothing is written.
    const start = await app.inject({ url: '/api/auth/oidc/start' });
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toBe(providerSignInReturnPath);
    const finish = await app.inject({ method: 'POST', url: '/api/auth/oidc/token', payload: {} });
    expect(finish.statusCode).toBe(502);
    expect(finish.json()).toEqual({ error: providerSignInMessages.unavailable('Microsoft') });

    const { user } = await t.signIn(Role.ADMIN);
    const password = await app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: user.email, password: user.password },
    });
    expect(password.statusCode).toBe(200);
  });

  it('does not stop the app when misconfigured: health names the setting, no request is made', async () => {
    const misconfigured: OidcConfig = {
      ...provider.settings('Okta'),
      issuer: 'http://idp.example.com',
      problem: 'OIDC_ISSUER must be an https:// URL (http:// only on a loopback address)',
    };
    const app = await extra.appWith({ oidc: misconfigured });
    expect((await app.inject({ url: '/api/auth/sign-in-options' })).json().oidc).toBeNull();
    expect((await app.inject({ url: '/api/health' })).json().identityProvider).toEqual({
      name: 'Okta',
      ready: false,
      problem: misconfigured.problem,
    });
  });

  it('answers 502 when the provider stops answering during a sign-in', async () => {
    const stopping = await startTestProvider();
    const app = await extra.appWith({ oidc: stopping.settings() });
    const start = await app.inject({ url: '/api/auth/oidc/start' });
    const flow = start.cookies.find((c) => c.name === 'backoffice_oidc_flow')?.value;
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    await stopping.close();
    const answer = new URLSearchParams({ code: 'a-code', state, iss: stopping.issuer }).toString();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/oidc/token',
      cookies: { backoffice_oidc_flow: flow!, backoffice_oidc_answer: answer },
      payload: {},
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: providerSignInMessages.unavailable('Test Provider') });
  });
});

describe('the request log', () => {
  it("leaves out the provider's answer (its one-time code) and reset links' tokens", () => {
    expect(safeUrl('/api/auth/oidc/callback?code=one-time&state=s&iss=x')).toBe('/api/auth/oidc/callback?…');
    expect(safeUrl('/api/auth/oidc/start')).toBe('/api/auth/oidc/start');
    expect(safeUrl('/reset-password/secret-token?email=a%40b.c')).toBe('/reset-password/…?email=a%40b.c');
  });
});

describe('with a client key', () => {
  it('the button and the way back need none (the browser opens them); finishing does', async () => {
    const app = await extra.appWith({ oidc: provider.settings(), apiClientKey: 'the-key' });
    expect((await app.inject({ url: '/api/auth/oidc/start' })).statusCode).toBe(303);
    expect((await app.inject({ url: '/api/auth/oidc/callback?code=a&state=b' })).statusCode).toBe(303);
    const finish = await app.inject({ method: 'POST', url: '/api/auth/oidc/token', payload: {} });
    expect(finish.statusCode).toBe(401);
    expect((await app.inject({ url: '/api/auth/sign-in-options' })).statusCode).toBe(401);
    const keyed = await app.inject({
      method: 'POST',
      url: '/api/auth/oidc/token',
      headers: { 'x-client-key': 'the-key' },
      payload: {},
    });
    expect(keyed.statusCode).toBe(400);
  });
});
