import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { uploadMessages } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles } from '../../../test/factories-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { Config } from '../../config.ts';
import { files } from '../../db/schema/index.ts';
import { createFileAccess } from '../../features/files/index.ts';
import { azureBlobOrigin } from './azure-storage.ts';

/** Azurite's documented development account. */
const devAccount = {
  name: 'devstoreaccount1',
  key: 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==',
};

/** Azurite's blob service on a free loopback port, in memory; the port is read from its output. */
function startAzurite(): Promise<{ port: number; process: ChildProcess }> {
  const main = path.join(
    path.dirname(createRequire(import.meta.url).resolve('azurite/package.json')),
    'dist/src/blob/main.js',
  );
  const args = [
    main,
    ...['--blobHost', '127.0.0.1', '--blobPort', '0', '--extentMemoryLimit', '64'],
    ...['--inMemoryPersistence', '--silent', '--skipApiVersionCheck', '--disableTelemetry'],
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Should the test process end without its hooks, the emulator ends with it.
  process.once('exit', () => child.kill());
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`azurite did not start: ${output}`));
    }, 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listens on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ port: Number(port), process: child });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`azurite exited with ${code}: ${output}`));
    });
  });
}

let azurite: ChildProcess | undefined;
const overrides: Partial<Config> = {};
beforeAll(async () => {
  const started = await startAzurite();
  azurite = started.process;
  overrides.storage = {
    driver: 'azure',
    container: 'backoffice-test',
    connectionString:
      `DefaultEndpointsProtocol=http;AccountName=${devAccount.name};AccountKey=${devAccount.key};` +
      `BlobEndpoint=http://127.0.0.1:${started.port}/${devAccount.name};`,
  };
});
afterAll(async () => {
  if (!azurite || azurite.exitCode !== null) return;
  const exited = new Promise((resolve) => azurite!.once('exit', resolve));
  azurite.kill('SIGTERM');
  await exited;
});
// Registered after azurite's hooks: the app is built once azurite listens and closed before it stops.
const t = useTestApp(overrides);

function putBlob(url: string, bytes: Buffer, contentType: string) {
  return fetch(url, {
    method: 'PUT',
    headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': contentType },
    body: bytes,
  });
}

async function declare(headers: Record<string, string>, name: string, bytes: Buffer, mimeType: string, usage?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers,
    payload: { name, contentSize: bytes.length, mimeType, usage },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { presignedUrl: string; file: { id: number; fileUrl: string | null } };
}

async function storedRow(id: number) {
  const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
  return row!;
}

describe('the Azure driver against Azurite', () => {
  it('takes the bytes at a SAS URL, checks them on first read and serves them at a SAS URL', async () => {
    const { headers } = await t.signIn();
    const png = sampleFiles.png!;
    const { presignedUrl, file } = await declare(headers, 'Hull photo.png', png, 'image/png');
    const sas = new URL(presignedUrl);
    expect(sas.pathname).toMatch(/^\/devstoreaccount1\/backoffice-test\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(sas.searchParams.get('sp')).toBe('c');

    const before = await t.app.inject({ url: `/api/files/${file.id}`, headers });
    expect(before.json().fileUrl).toBeNull();

    const put = await putBlob(presignedUrl, png, 'image/png');
    expect(put.status).toBe(201);
    expect((await storedRow(file.id)).uploadedOn).toBeNull();

    const read = await t.app.inject({ url: `/api/files/${file.id}`, headers });
    const { fileUrl } = read.json();
    expect(fileUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/devstoreaccount1\/backoffice-test\/.+sp=r/);
    expect((await storedRow(file.id)).uploadedOn).toBeInstanceOf(Date);

    const res = await fetch(fileUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="Hull photo.png"; filename*=UTF-8''Hull%20photo.png`,
    );

    // Create-only: the checked bytes cannot be replaced through the upload URL.
    expect((await putBlob(presignedUrl, sampleFiles.jpg!, 'image/png')).status).toBe(403);
  });

  it('refuses a PUT without x-ms-blob-type, as Blob Storage does', async () => {
    const { headers } = await t.signIn();
    const { presignedUrl } = await declare(headers, 'a.png', sampleFiles.png!, 'image/png');
    expect((await fetch(presignedUrl, { method: 'PUT', body: sampleFiles.png! })).status).toBe(400);
  });

  it('removes bytes that do not match when the file is first attached, and says why', async () => {
    const { headers } = await t.signIn();
    const access = createFileAccess({ storage: t.app.storage });
    const png = sampleFiles.png!;
    const text = Buffer.alloc(png.length, 'a');
    const { presignedUrl, file } = await declare(headers, 'photo.png', png, 'image/png');
    const notYet = await access.requireAttachable(t.database.db, file.id, 'image', 'image').catch((e) => e);
    expect(notYet.fields).toEqual({ image: [uploadMessages.fileNotUploaded] });

    expect((await putBlob(presignedUrl, text, 'image/png')).status).toBe(201);
    const mismatch = await access.requireAttachable(t.database.db, file.id, 'image', 'image').catch((e) => e);
    expect(mismatch.fields).toEqual({ image: [uploadMessages.fileContentMismatch] });
    const row = await storedRow(file.id);
    expect(row.uploadedOn).toBeNull();
    expect(await t.app.storage.size(row.storageKey)).toBeNull();

    // The blob is gone and the URL still valid: the right bytes may follow.
    expect((await putBlob(presignedUrl, png, 'image/png')).status).toBe(201);
    await access.requireAttachable(t.database.db, file.id, 'image', 'image');
    expect((await storedRow(file.id)).uploadedOn).toBeInstanceOf(Date);
  });

  it('offers an SVG as a download, copies and deletes blobs', async () => {
    const { headers } = await t.signIn();
    const svg = sampleFiles.svg!;
    const { presignedUrl, file } = await declare(headers, 'logo.svg', svg, 'image/svg+xml', 'image');
    expect((await putBlob(presignedUrl, svg, 'image/svg+xml')).status).toBe(201);
    const access = createFileAccess({ storage: t.app.storage });
    await access.requireAttachable(t.database.db, file.id, 'image', 'image');

    const ref = await access.fileRef(t.database.db, file.id);
    const res = await fetch(ref!.fileUrl!);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="logo.svg"/);

    const copyId = await access.copyFile(t.database.db, file.id);
    const copy = await storedRow(copyId);
    expect((await t.app.storage.read(copy.storageKey)).equals(svg)).toBe(true);
    expect(await t.app.storage.size(copy.storageKey)).toBe(svg.length);
    expect((await t.app.storage.readStart(copy.storageKey, 5)).toString()).toBe('<?xml');
    expect((await t.app.storage.readStart(copy.storageKey, 10_000)).equals(svg)).toBe(true);

    await t.app.storage.delete(copy.storageKey);
    await t.app.storage.delete(copy.storageKey);
    expect(await t.app.storage.size(copy.storageKey)).toBeNull();
    expect(await t.app.storage.size((await storedRow(file.id)).storageKey)).toBe(svg.length);
  });

  it('names the origin browsers reach the blobs at', () => {
    const { connectionString } = overrides.storage as { connectionString: string };
    expect(azureBlobOrigin(connectionString)).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const cloud = `DefaultEndpointsProtocol=https;AccountName=fleet;AccountKey=${devAccount.key};EndpointSuffix=core.windows.net`;
    expect(azureBlobOrigin(cloud)).toBe('https://fleet.blob.core.windows.net');
  });

  it('writes bytes directly, with their content type', async () => {
    await t.app.storage.write('tools/report.txt', Buffer.from('Ærø'), 'text/plain');
    expect((await t.app.storage.read('tools/report.txt')).toString()).toBe('Ærø');
    const url = await t.app.storage.downloadUrl('tools/report.txt', 'report.txt', 'text/plain', 60);
    const res = await fetch(url);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await res.text()).toBe('Ærø');
  });
});
