import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { download, uploadFile } from './factories-files.ts';
import { buildTestApp, useTestApp } from './test-app.ts';

// No cache keeps an API answer: each holds records, a token, a PIN or a link. Files that are the
// same for everyone (the web app's hashed assets, the API document's scripts) say their own.

const t = useTestApp();
const cacheControl = (res: { headers: Record<string, unknown> }) => res.headers['cache-control'];

describe('Cache-Control of the API', () => {
  it('is no-store on every answer: a signed-in read and save, a 401, a 404, a 400 and an unknown route', async () => {
    const staff = await t.signIn(Role.USER);
    const answers = {
      read: await t.app.inject({ url: '/api/customers', headers: staff.headers }),
      save: await t.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: staff.headers,
        payload: { name: 'Maersk', address: null, note: null },
      }),
      signedOut: await t.app.inject({ url: '/api/customers' }),
      missing: await t.app.inject({ url: '/api/customers/999', headers: staff.headers }),
      invalid: await t.app.inject({ url: '/api/customers?limit=0', headers: staff.headers }),
      unknownRoute: await t.app.inject({ url: '/api/nope', headers: staff.headers }),
      health: await t.app.inject({ url: '/api/health' }),
    };
    const seen = Object.fromEntries(
      Object.entries(answers).map(([name, res]) => [name, `${res.statusCode} ${cacheControl(res)}`]),
    );
    expect(seen).toEqual({
      read: '200 no-store',
      save: '201 no-store',
      signedOut: '401 no-store',
      missing: '404 no-store',
      invalid: '400 no-store',
      unknownRoute: '404 no-store',
      health: '200 no-store',
    });
  });

  it("is what a stored file's signed link and the API document's static files say", async () => {
    const staff = await t.signIn(Role.USER);
    const file = await uploadFile(t.app, staff.headers);
    const bytes = await download(t.app, file.fileUrl!);
    expect(bytes.statusCode).toBe(200);
    expect(cacheControl(bytes)).toMatch(/^private, max-age=\d+$/);
    const script = await t.app.inject({ url: '/api/docs/static/swagger-ui.css' });
    expect(script.statusCode).toBe(200);
    expect(cacheControl(script)).toMatch(/^public/);
  });
});

describe("Cache-Control of the web app's files", () => {
  it('keeps a year for hashed assets and no-cache for pages', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<html><head><title>Back office</title></head><body></body></html>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = await buildTestApp({ webDist: dist });
    try {
      const asset = await app.inject({ url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(cacheControl(asset)).toBe('public, max-age=31536000, immutable');
      const page = await app.inject({ url: '/customers' });
      expect(cacheControl(page)).toBe('no-cache');
    } finally {
      await app.close();
    }
  });
});
