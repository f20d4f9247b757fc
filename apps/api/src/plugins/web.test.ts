import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.ts';

/** A built web app as Vite writes it: index.html, a hashed script with its brotli copy, a media file. */
function webDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'media'));
  writeFileSync(path.join(dist, 'index.html'), '<html><head><title>Back office</title></head><body></body></html>');
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js.br'), 'brotli bytes');
  writeFileSync(path.join(dist, 'media', 'sea-poster.jpg'), 'jpeg bytes');
  return dist;
}

describe('the web app’s caching', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp({ webDist: webDist(), apiClientKey: 'the-key' });
  });
  afterAll(() => app.close());

  it('keeps a hashed asset a year and sends its brotli copy to a browser that accepts it', async () => {
    const res = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.body).toBe('brotli bytes');
  });

  it('has the browser ask again for index.html, by its own path or a page’s, with the client key', async () => {
    for (const url of ['/index.html', '/customers/3/projects/4/vessels/5/screening-reports/6']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect({ url, status: res.statusCode, cacheControl: res.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cacheControl: 'no-cache',
      });
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<meta name="api-client-key" content="the-key">');
    }
  });

  it('keeps other files of the build an hour', async () => {
    const res = await app.inject({ url: '/media/sea-poster.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
