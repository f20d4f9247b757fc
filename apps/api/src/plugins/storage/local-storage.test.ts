import { randomBytes } from 'node:crypto';
import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileTooLargeMessage, Role } from '@backoffice/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPendingFile,
  download,
  injectPath,
  putBytes,
  sampleFiles,
  temporaryDataDir,
  uploadFile,
} from '../../../test/factories-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { storageMessages } from './local-storage.routes.ts';
import { createLocalStorage, KeyTakenError, UploadTooLargeError } from './local-storage.ts';

const dataDir = temporaryDataDir();
const t = useTestApp({ dataDir });
afterEach(() => {
  vi.useRealTimers();
});

function withQuery(url: string, change: (query: URLSearchParams) => void) {
  const parsed = new URL(url, 'http://localhost');
  change(parsed.searchParams);
  return `${parsed.pathname}?${parsed.searchParams}`;
}

describe('the local driver', () => {
  const storage = createLocalStorage({ dir: path.join(dataDir, 'unit'), secret: randomBytes(32) });

  it('writes, measures, reads, copies and deletes bytes under a key', async () => {
    await storage.write('2025/01/a.txt', Buffer.from('hello world'), 'text/plain');
    expect(await storage.size('2025/01/a.txt')).toBe(11);
    expect((await storage.readStart('2025/01/a.txt', 5)).toString()).toBe('hello');
    expect((await storage.readStart('2025/01/a.txt', 100)).toString()).toBe('hello world');
    await storage.copy('2025/01/a.txt', '2025/02/b.txt');
    expect((await storage.read('2025/02/b.txt')).toString()).toBe('hello world');
    await storage.delete('2025/01/a.txt');
    await storage.delete('2025/01/a.txt');
    expect(await storage.size('2025/01/a.txt')).toBeNull();
    expect(await storage.size('2025/02/b.txt')).toBe(11);
  });

  it('removes the temporary files of uploads left unfinished before a time, not younger ones', async () => {
    const dir = path.join(dataDir, 'abandoned');
    const local = createLocalStorage({ dir, secret: randomBytes(32) });
    expect(await local.removeAbandonedUploads(new Date())).toBe(0); // no folder yet
    await local.write('kept.txt', Buffer.from('kept'), 'text/plain');
    const incoming = path.join(dir, '.incoming');
    writeFileSync(path.join(incoming, 'old'), 'half an upload');
    writeFileSync(path.join(incoming, 'young'), 'an upload in progress');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(path.join(incoming, 'old'), twoDaysAgo, twoDaysAgo);

    expect(await local.removeAbandonedUploads(new Date(Date.now() - 24 * 60 * 60 * 1000))).toBe(1);
    expect(readdirSync(incoming)).toEqual(['young']);
    expect((await local.read('kept.txt')).toString()).toBe('kept');
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../outside', 'a/../../b', '/etc/passwd', '.incoming/x', 'a//b', 'a\\b', '']) {
      await expect(storage.write(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow('invalid storage key');
      expect(storage.checkUrl('get', key, {}), key).toBeNull();
    }
  });

  it('signs URLs for one operation, one key and its parameters, until they expire', async () => {
    const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
    const put = query(await storage.uploadUrl('k/1.png', 'image/png', 60));
    const get = query(await storage.downloadUrl('k/1.png', 'a.png', 'image/png', 60));
    expect(storage.checkUrl('put', 'k/1.png', put)).toEqual({});
    expect(storage.checkUrl('get', 'k/1.png', get)).toEqual({ name: 'a.png', type: 'image/png' });
    expect(storage.checkUrl('get', 'k/1.png', put)).toBeNull();
    expect(storage.checkUrl('put', 'k/1.png', get)).toBeNull();
    expect(storage.checkUrl('put', 'k/2.png', put)).toBeNull();
    expect(storage.checkUrl('get', 'k/1.png', { ...get, type: 'text/html' })).toBeNull();
    expect(storage.checkUrl('put', 'k/1.png', { ...put, exp: String(Number(put.exp) + 1) })).toBeNull();
    const other = createLocalStorage({ dir: path.join(dataDir, 'unit'), secret: randomBytes(32) });
    expect(other.checkUrl('put', 'k/1.png', put)).toBeNull();
    const expired = query(await storage.uploadUrl('k/1.png', 'image/png', -1));
    expect(storage.checkUrl('put', 'k/1.png', expired)).toBeNull();
  });

  it('receives a stream up to a limit, keeping nothing beyond it', async () => {
    expect(await storage.receive('r/1.txt', Readable.from([Buffer.from('abc'), Buffer.from('def')]), 6)).toBe(6);
    expect((await storage.read('r/1.txt')).toString()).toBe('abcdef');
    const tooMuch = Readable.from([Buffer.from('abc'), Buffer.from('defg')]);
    await expect(storage.receive('r/2.txt', tooMuch, 6)).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(await storage.size('r/2.txt')).toBeNull();
    expect(readdirSync(path.join(dataDir, 'unit', '.incoming'))).toEqual([]);
  });

  it('stores under a key once: later bytes, also from another process on the folder, are refused', async () => {
    await storage.write('once/1.txt', Buffer.from('first'), 'text/plain');
    await expect(storage.write('once/1.txt', Buffer.from('second'), 'text/plain')).rejects.toBeInstanceOf(
      KeyTakenError,
    );
    await storage.write('once/other.txt', Buffer.from('other'), 'text/plain');
    await expect(storage.copy('once/other.txt', 'once/1.txt')).rejects.toBeInstanceOf(KeyTakenError);
    const elsewhere = createLocalStorage({ dir: path.join(dataDir, 'unit'), secret: randomBytes(32) });
    const racing = await Promise.allSettled(
      [storage, elsewhere, storage, elsewhere].map((s, n) => s.receive('once/2.txt', Readable.from([`body ${n}`]), 6)),
    );
    const won = racing.findIndex((r) => r.status === 'fulfilled');
    expect(racing.filter((r) => r.status === 'rejected').map((r) => r.reason)).toEqual([
      expect.any(KeyTakenError),
      expect.any(KeyTakenError),
      expect.any(KeyTakenError),
    ]);
    expect((await storage.read('once/1.txt')).toString()).toBe('first');
    expect((await storage.read('once/2.txt')).toString()).toBe(`body ${won}`);
    expect(readdirSync(path.join(dataDir, 'unit', '.incoming'))).toEqual([]);
  });
});

describe('PUT /api/storage/*', () => {
  it('answers 400 without x-ms-blob-type: BlockBlob, and closes the connection', async () => {
    const { headers } = await t.signIn();
    const { presignedUrl } = await createPendingFile(t.app, headers);
    for (const blobType of [undefined, 'AppendBlob']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: injectPath(presignedUrl),
        headers: blobType ? { 'x-ms-blob-type': blobType } : {},
        payload: sampleFiles.png!,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: storageMessages.blobTypeRequired });
      expect(res.headers.connection).toBe('close');
    }
  });

  it('answers 403 for a bad signature, a download URL or an expired URL', async () => {
    const { headers } = await t.signIn();
    const { presignedUrl } = await createPendingFile(t.app, headers);
    const downloadUrl = (await uploadFile(t.app, headers)).fileUrl!;
    const bad = [
      // Another first character: one signature in 64 starts with an A already.
      withQuery(presignedUrl, (q) =>
        q.set('sig', `${q.get('sig')!.startsWith('A') ? 'B' : 'A'}${q.get('sig')!.slice(1)}`),
      ),
      withQuery(presignedUrl, (q) => q.delete('sig')),
      withQuery(presignedUrl, (q) => q.set('exp', String(Number(q.get('exp')) + 3600))),
      presignedUrl.replace(/\.png\?/, '.svg?'),
      injectPath(downloadUrl),
      '/api/storage/..%2F..%2Fsecret?exp=9999999999&sig=x',
    ];
    for (const url of bad) {
      const res = await putBytes(t.app, url, sampleFiles.png!);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: storageMessages.invalidLink });
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    expect((await putBytes(t.app, presignedUrl, sampleFiles.png!)).statusCode).toBe(403);
  });

  it('enforces the declared size on a body of unknown length, keeping nothing', async () => {
    const { headers } = await t.signIn();
    const png = sampleFiles.png!;
    const { presignedUrl } = await createPendingFile(t.app, headers, { contentSize: png.length - 1 });
    const res = await t.app.inject({
      method: 'PUT',
      url: injectPath(presignedUrl),
      headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': 'image/png' },
      payload: Readable.from([png.subarray(0, 20), png.subarray(20)]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: fileTooLargeMessage });
    expect(readdirSync(path.join(dataDir, 'files', '.incoming'))).toEqual([]);
  });

  it('is open to the signature alone: no token needed, the JSON body limit does not apply', async () => {
    const { headers } = await t.signIn();
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const { presignedUrl } = await createPendingFile(t.app, headers, { name: 'big.pdf', bytes: big });
    const res = await t.app.inject({
      method: 'PUT',
      url: injectPath(presignedUrl),
      headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': 'application/json' },
      payload: big,
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /api/storage/*', () => {
  it('serves an SVG as an image under a sandboxing Content-Security-Policy', async () => {
    const { headers } = await t.signIn(Role.USER);
    const file = await uploadFile(t.app, headers, { name: 'logo.svg', usage: 'image' });
    const res = await download(t.app, file.fileUrl!);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(sampleFiles.svg!.toString());
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-disposition']).toBe(`inline; filename="logo.svg"; filename*=UTF-8''logo.svg`);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('offers other documents as attachments, text as UTF-8', async () => {
    const { headers } = await t.signIn();
    const docx = await download(
      t.app,
      (await uploadFile(t.app, headers, { name: 'Rapport ø.docx', usage: 'docx' })).fileUrl!,
    );
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers['content-disposition']).toBe(
      `attachment; filename="Rapport _.docx"; filename*=UTF-8''Rapport%20%C3%B8.docx`,
    );
    const txt = await download(t.app, (await uploadFile(t.app, headers, { name: 'notes.txt' })).fileUrl!);
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('answers 403 for a changed name or type, an upload URL and an expired URL; 404 when nothing is stored', async () => {
    const { headers } = await t.signIn();
    const file = await uploadFile(t.app, headers);
    const { presignedUrl } = await createPendingFile(t.app, headers);
    for (const url of [
      withQuery(file.fileUrl!, (q) => q.set('type', 'text/html')),
      withQuery(file.fileUrl!, (q) => q.set('name', 'other.png')),
      injectPath(presignedUrl),
    ]) {
      const res = await download(t.app, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: storageMessages.invalidLink });
    }
    const missing = await t.app.storage.downloadUrl('2020/01/gone.png', 'gone.png', 'image/png', 60);
    expect((await download(t.app, missing)).json()).toEqual({ error: 'File not found' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60 * 60_000 + 1000);
    expect((await download(t.app, file.fileUrl!)).statusCode).toBe(403);
  });
});
