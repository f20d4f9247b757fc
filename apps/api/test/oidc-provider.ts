import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { OidcConfig } from '../src/config.ts';

// A real OpenID provider (oidc-provider, certified) on a loopback port, for the API tests of sign-in
// through the company's identity provider. Its own login and consent pages (devInteractions) are
// driven over HTTP like a browser would: any password is accepted, the login names the account.

/** The claims of the provider's accounts, by login: an e-mail and whether the provider verified it. */
export type AccountClaims = { email?: string; email_verified?: boolean };

/** Changes the provider makes to the ID token it answers, re-signed with its own key. */
type IdTokenEdit = (claims: Record<string, unknown>) => Record<string, unknown>;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export async function startTestProvider(publicUrl = 'http://localhost:3000') {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { id: 'backoffice', secret: randomBytes(16).toString('hex') };
  const redirectUri = `${publicUrl}/api/auth/oidc/callback`;
  const accounts = new Map<string, AccountClaims>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const anotherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const kid = 'test-key';
  let idTokenEdit: IdTokenEdit | null = null;
  let signingKey = privateKey;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...accounts.get(id) }) }),
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  // What a provider that answers for another client, or too late, would send: the ID token's claims
  // changed and signed again with the provider's own key, so only the claim is wrong.
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !idTokenEdit || !body?.id_token) return;
    const [, payload] = body.id_token.split('.');
    const claims = idTokenEdit(JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')));
    const signingInput = `${base64url(JSON.stringify({ alg: 'RS256', kid }))}.${base64url(JSON.stringify(claims))}`;
    const signature = createSign('RSA-SHA256').update(signingInput).sign(signingKey).toString('base64url');
    ctx.body = { ...body, id_token: `${signingInput}.${signature}` };
  });
  server.on('request', provider.callback());

  return {
    issuer,
    accounts,
    /** The Back Office's settings for this provider. */
    settings: (name = 'Test Provider'): OidcConfig => ({
      issuer,
      clientId: client.id,
      clientSecret: client.secret,
      name,
      scopes: 'openid email profile',
      problem: null,
    }),
    /**
     * From now on, the ID tokens it answers are changed this way (null: as issued) and signed with its
     * key, or with another key under its key's id (a forged signature).
     */
    editIdTokens(edit: IdTokenEdit | null, signedBy: 'provider' | 'another key' = 'provider') {
      idTokenEdit = edit;
      signingKey = signedBy === 'provider' ? privateKey : anotherKey;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookies at the provider, by name. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The hidden and named inputs of the page's form, and where it posts. */
function formOf(html: string, pageUrl: string) {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on the provider's page:\n${html.slice(0, 500)}`);
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
    fields.set(name!, value!);
  }
  return { url: new URL(action.replaceAll('&amp;', '&'), pageUrl), fields };
}

/**
 * Goes through the provider's pages as the user `login` (its login form, then its consent form, unless
 * `cancel`, which follows the page's cancel link): answers the URL the provider sends the browser back to.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, options: { cancel?: boolean } = {}) {
  const jar = new CookieJar();
  let next: { url: URL; init?: RequestInit } = { url: new URL(authorizationUrl) };
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...next.init?.headers },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.origin !== next.url.origin) return target.href;
      next = { url: target };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`the provider answered ${response.status}: ${html.slice(0, 500)}`);
    if (options.cancel) {
      const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
      if (!abort) throw new Error('no cancel link on the provider page');
      next = { url: new URL(abort, next.url) };
      continue;
    }
    const form = formOf(html, next.url.href);
    if (form.fields.get('prompt') === 'login') {
      form.fields.set('login', login);
      form.fields.set('password', 'any password');
    }
    next = {
      url: form.url,
      init: {
        method: 'POST',
        body: form.fields.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    };
  }
  throw new Error('the provider never sent the browser back');
}
