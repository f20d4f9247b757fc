import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { messages, Role, requestMessages } from '@backoffice/contracts';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, testConfig } from '../src/config.ts';
import { createFirstSuperAdmin } from '../src/db/seed/bootstrap.ts';
import { createMailer } from '../src/plugins/mail.ts';
import { registerSecurity } from '../src/plugins/security.ts';
import { resetDatabase } from './database.ts';
import { useExtraApps, useTestApp } from './test-app.ts';

const t = useTestApp();
const { appWith, closeAfterTest } = useExtraApps();

describe('GET /api/health', () => {
  it('answers ok after asking the database, without a token', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: t.database.driver,
      maintenance: false,
      databaseWaitMs: expect.any(Number),
      identityProvider: null,
    });
  });

  it("answers 'busy' with the wait when it waited over a second behind other work on the database", async () => {
    // Every connection (PGlite has one; the test pool four) taken by a transaction for 1.5 s.
    const connections = t.database.driver === 'postgres' ? 4 : 1;
    const taken: Promise<unknown>[] = [];
    const holding = Array.from({ length: connections }, () =>
      t.database.db.transaction(async (tx) => {
        const started = tx.execute(sql`select 1`);
        taken.push(started);
        await started;
        await sleep(1_500);
      }),
    );
    await vi.waitFor(() => expect(taken).toHaveLength(connections));
    await Promise.all(taken);
    const res = await t.app.inject({ url: '/api/health' });
    await Promise.all(holding);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'busy', database: t.database.driver });
    expect(res.json().databaseWaitMs).toBeGreaterThan(1000);
  });
});

describe('maintenance mode', () => {
  it('answers 503 with the maintenance text to every API call but health', async () => {
    const app = await appWith({ maintenance: true });
    const { headers } = await t.signIn(Role.ADMIN);
    for (const req of [
      { url: '/api/users', headers },
      { method: 'POST' as const, url: '/api/auth/token', payload: { username: 'a', password: 'b' } },
    ]) {
      const res = await app.inject(req);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: messages.maintenance });
    }
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().maintenance).toBe(true);
  });
});

describe('client key', () => {
  it('is required on every API call when configured', async () => {
    const app = await appWith({ apiClientKey: 'k-123' });
    const { user } = await t.signIn();
    const headers = { authorization: `bearer ${(await app.tokens.issue(user)).bearerToken}` };
    const without = await app.inject({ url: '/api/users/me', headers });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toEqual({ error: requestMessages.invalidClientKey });
    const wrong = await app.inject({ url: '/api/users/me', headers: { ...headers, 'x-client-key': 'k-124' } });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({ url: '/api/users/me', headers: { ...headers, 'x-client-key': 'k-123' } });
    expect(right.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('is not asked for when not configured', async () => {
    const { headers } = await t.signIn();
    expect((await t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(200);
  });
});

describe('rate limit on sign-in and forgot password', () => {
  it('answers 429 after the configured number of attempts a minute', async () => {
    const app = await appWith({ authRateLimit: 3 });
    const attempt = () =>
      app.inject({ method: 'POST', url: '/api/auth/token', payload: { username: 'x@example.com', password: 'nope' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: requestMessages.tooManyRequests });
    const forgot = () =>
      app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username: 'x@example.com' } });
    for (let i = 0; i < 3; i++) expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
  });
});

describe('errors and headers', () => {
  it('answers unknown API routes with 404 JSON', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Route not found' });
  });

  it('answers 413 for a body over 1 MiB and 415 for an unsupported content type', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toHaveProperty('error');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
  });

  it('never sends a stack trace or an internal message on a server error', async () => {
    const app = await buildApp({ config: testConfig(), database: t.database });
    closeAfterTest(app);
    app.get('/api/boom', { config: { access: 'public' } }, async () => {
      throw new Error('connection string postgres://secret');
    });
    const res = await app.inject({ url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: messages.serverError });
    expect(res.body).not.toContain('secret');
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sets them on refusals and unknown routes too', async () => {
    for (const url of ['/api/users/me', '/api/nothing-here']) {
      const res = await t.app.inject({ url });
      expect([401, 404]).toContain(res.statusCode);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

describe('API docs', () => {
  it('publishes OpenAPI generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/token',
        '/api/users',
        '/api/users/{id}',
        '/api/departments/{id}',
        '/api/health',
      ]),
    );
    expect(doc.paths['/api/users'].post.requestBody.content['application/json'].schema.required).toContain('fullName');
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('web app serving', () => {
  function fakeDist() {
    const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<html><head><title>Back office</title></head><body></body></html>');
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    return dir;
  }

  it('serves index.html for page paths with the client key, and hashed assets for a year', async () => {
    const app = await appWith({ webDist: fakeDist(), apiClientKey: 'key"<x' });
    for (const url of ['/', '/users/12', '/reset-password/abc?email=a%40b.c']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<meta name="api-client-key" content="key&quot;&lt;x">');
    }
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const unknownApi = await app.inject({ url: '/api/nope', headers: { 'x-client-key': 'key"<x' } });
    expect(unknownApi.json()).toEqual({ error: 'Route not found' });
    expect((await app.inject({ method: 'POST', url: '/users' })).statusCode).toBe(404);
  });

  it("sends the build's compressed copy of an asset to a browser that accepts it, the file itself otherwise", async () => {
    const dist = fakeDist();
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), 'brotli bytes');
    const app = await appWith({ webDist: dist });
    const compressed = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('javascript');
    expect(compressed.headers['cache-control']).toContain('immutable');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.body).toBe('brotli bytes');
    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });
});

describe('mail without SMTP', () => {
  it('writes each mail as an .eml file in the outbox', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ from: 'Back Office <no-reply@localhost>', outboxDir, log: t.app.log });
    await mailer.send({ to: 'a@example.com', subject: 'Hello there', text: 'Open https://example.com/x' });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/a@example\.com\.eml$/);
    const eml = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('Subject: Hello there');
    expect(eml).toContain('To: a@example.com');
  });
});

describe('first start', () => {
  it('creates one Super Admin on an empty database, with a generated password that signs in', async () => {
    await resetDatabase(t.database);
    const first = await createFirstSuperAdmin(t.database.db, { email: 'boss@example.com' });
    expect(first?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await createFirstSuperAdmin(t.database.db, { email: 'other@example.com' })).toBeNull();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: 'boss@example.com', password: first!.generatedPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: Role.SUPERADMIN, department: { name: 'Head office' } });
  });

  it('uses ADMIN_PASSWORD when given', async () => {
    const first = await createFirstSuperAdmin(t.database.db, { email: 'boss@example.com', password: 'given-secret' });
    expect(first).toEqual({ email: 'boss@example.com', generatedPassword: undefined });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: 'boss@example.com', password: 'given-secret' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('configuration', () => {
  it('has working embedded defaults and rejects bad values clearly', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, maintenance: false, authRateLimit: 20 });
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(loadConfig({ MAINTENANCE: '1', PORT: '8080' })).toMatchObject({ maintenance: true, port: 8080 });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });
});

describe('client key and signed storage links', () => {
  it('lets a signed download link through without the client key, which an <img> cannot send', async () => {
    const { uploadFile, sampleFiles } = await import('./factories-files.ts');
    const app = await appWith({ apiClientKey: 'k-1' });
    const { user } = await t.signIn();
    const headers = { authorization: `bearer ${(await app.tokens.issue(user)).bearerToken}`, 'x-client-key': 'k-1' };
    const file = await uploadFile(app, headers, {
      name: 'logo.png',
      mimeType: 'image/png',
      bytes: sampleFiles.png,
      usage: 'image',
    });
    const download = await app.inject({ url: file.fileUrl! });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(sampleFiles.png!)).toBe(true);
    expect(
      (await app.inject({ url: '/api/files/1', headers: { authorization: headers.authorization } })).statusCode,
    ).toBe(401);
  });
});

describe('content security policy with Azure storage', () => {
  it('allows the blob endpoint for uploads and images', async () => {
    const app = Fastify();
    closeAfterTest(app);
    const storage = {
      driver: 'azure' as const,
      connectionString:
        'DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=ZmFrZQ==;EndpointSuffix=core.windows.net',
      container: 'files',
    };
    await registerSecurity(app, testConfig({ storage }));
    app.get('/x', async () => 'ok');
    const csp = (await app.inject({ url: '/x' })).headers['content-security-policy'] as string;
    expect(csp).toContain("connect-src 'self' https://acme.blob.core.windows.net");
    expect(csp).toMatch(/img-src [^;]*https:\/\/acme\.blob\.core\.windows\.net/);
  });
});
