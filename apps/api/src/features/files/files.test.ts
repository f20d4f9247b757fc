import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileTooLargeMessage, fileTypeNotAllowedMessage, Role, uploadMessages } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createPendingFile,
  download,
  putBytes,
  sampleFiles,
  temporaryDataDir,
  uploadFile,
} from '../../../test/factories-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { files } from '../../db/schema/index.ts';

const dataDir = temporaryDataDir();
const t = useTestApp({ dataDir });

async function storedRow(id: number) {
  const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
  return row!;
}

function createFile(headers: Record<string, string>, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/files', headers, payload });
}

describe('the upload flow with the local driver', () => {
  it('declares a file, takes its bytes at the presigned URL and serves them back at fileUrl', async () => {
    const { headers, user } = await t.signIn(Role.USER);
    const png = sampleFiles.png!;
    const created = await createFile(headers, {
      name: 'Hull photo.png',
      contentSize: png.length,
      mimeType: 'image/png',
    });
    expect(created.statusCode).toBe(201);
    const { presignedUrl, file } = created.json();
    expect(file).toEqual({
      id: expect.any(Number),
      name: 'Hull photo.png',
      description: null,
      contentSize: png.length,
      mimeType: 'image/png',
      fileUrl: null,
    });
    expect(presignedUrl).toMatch(/^\/api\/storage\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png\?exp=\d+&sig=/);
    const row = await storedRow(file.id);
    expect(row).toMatchObject({ usage: 'default', uploadedOn: null, createdByUserId: user.id });

    const put = await putBytes(t.app, presignedUrl, png, { 'content-type': 'image/png' });
    expect(put.statusCode).toBe(201);
    expect(put.body).toBe('');
    expect((await storedRow(file.id)).uploadedOn).toBeInstanceOf(Date);

    const read = await t.app.inject({ url: `/api/files/${file.id}`, headers });
    expect(read.statusCode).toBe(200);
    const { fileUrl } = read.json();
    expect(fileUrl).toMatch(/^\/api\/storage\/.+\?exp=\d+&name=Hull\+photo\.png&type=image%2Fpng&sig=/);

    const bytes = await download(t.app, fileUrl);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(png)).toBe(true);
    expect(bytes.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'content-disposition': `inline; filename="Hull photo.png"; filename*=UTF-8''Hull%20photo.png`,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    });
  });

  it('accepts every allowed type of each usage', async () => {
    const { headers } = await t.signIn();
    const cases = [
      ['notes.txt', 'default'],
      ['scan.jpg', 'default'],
      ['offer.pdf', 'default'],
      ['report.docx', 'docx'],
      ['logo.svg', 'image'],
      ['photo.jpeg', 'image'],
      ['vessels.xlsx', 'import'],
      ['savings.xls', 'calculation'],
    ] as const;
    for (const [name, usage] of cases) {
      const file = await uploadFile(t.app, headers, { name, usage });
      expect(file.fileUrl, name).not.toBeNull();
    }
  });

  it('stores the MIME type without parameters, in lower case', async () => {
    const { headers } = await t.signIn();
    const res = await createFile(headers, { name: 'a.txt', contentSize: 3, mimeType: 'Text/Plain; charset=UTF-8' });
    expect(res.statusCode).toBe(201);
    expect(res.json().file.mimeType).toBe('text/plain');
  });
});

describe('POST /api/files', () => {
  it('answers 400 in the spec words for a file over 90 MB, and stores nothing', async () => {
    const { headers } = await t.signIn();
    const res = await createFile(headers, { name: 'big.pdf', contentSize: 94_371_841, mimeType: 'application/pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ contentSize: ['File is too large. Max file size allowed is 90 MB.'] });
    expect(fileTooLargeMessage).toBe('File is too large. Max file size allowed is 90 MB.');
    const atLimit = await createFile(headers, {
      name: 'big.pdf',
      contentSize: 94_371_840,
      mimeType: 'application/pdf',
    });
    expect(atLimit.statusCode).toBe(201);
    expect(await t.database.db.select().from(files)).toHaveLength(1);
  });

  it('answers 400 for an extension the usage does not allow, or a MIME type that is not the extension’s', async () => {
    const { headers } = await t.signIn();
    const cases = [
      [{ name: 'drawing.svg', mimeType: 'image/svg+xml' }, { name: [fileTypeNotAllowedMessage('default')] }],
      [{ name: 'run.exe', mimeType: 'application/octet-stream' }, { name: [fileTypeNotAllowedMessage('default')] }],
      [{ name: 'no-extension', mimeType: 'text/plain' }, { name: [fileTypeNotAllowedMessage('default')] }],
      [
        { name: 'offer.pdf', mimeType: 'application/pdf', usage: 'image' },
        { name: ['File type not allowed. Allowed types: png, jpg, jpeg, svg.'] },
      ],
      [
        { name: 'data.xls', mimeType: 'application/vnd.ms-excel', usage: 'import' },
        { name: [fileTypeNotAllowedMessage('import')] },
      ],
      [{ name: 'photo.png', mimeType: 'image/jpeg' }, { mimeType: [fileTypeNotAllowedMessage('default')] }],
      [{ name: 'page.txt', mimeType: 'text/html' }, { mimeType: [fileTypeNotAllowedMessage('default')] }],
    ] as const;
    for (const [body, answer] of cases) {
      const res = await createFile(headers, { contentSize: 10, ...body });
      expect(res.statusCode, body.name).toBe(400);
      expect(res.json(), body.name).toEqual(answer);
    }
    expect(await t.database.db.select().from(files)).toHaveLength(0);
  });

  it('answers every field at once, and 400 for an empty name, an empty file or an unknown usage', async () => {
    const { headers } = await t.signIn();
    const both = await createFile(headers, { name: 'x.exe', contentSize: 100_000_000, mimeType: 'a/b' });
    expect(both.json()).toEqual({ contentSize: [fileTooLargeMessage], name: [fileTypeNotAllowedMessage('default')] });
    const empty = await createFile(headers, { name: '  ', contentSize: 0, mimeType: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ name: ['*'], contentSize: ['The file is empty'], mimeType: ['*'] });
    const usage = await createFile(headers, { name: 'a.png', contentSize: 1, mimeType: 'image/png', usage: 'avatar' });
    expect(usage.statusCode).toBe(400);
    expect(Object.keys(usage.json())).toEqual(['usage']);
  });

  it('answers 401 without a token on every files call', async () => {
    const body = { name: 'a.png', contentSize: 1, mimeType: 'image/png' };
    expect((await t.app.inject({ method: 'POST', url: '/api/files', payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/files/1' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/files/1', payload: { name: 'a.png' } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'DELETE', url: '/api/files/1' })).statusCode).toBe(401);
  });
});

describe('bytes that do not match the declaration', () => {
  it('answers 400 for content of another type: nothing kept, the file stays unverified and can be sent again', async () => {
    const { headers } = await t.signIn();
    const text = Buffer.from('<html><script>alert(1)</script></html>');
    const { presignedUrl, file } = await createPendingFile(t.app, headers, { name: 'fake.png', bytes: text });
    const put = await putBytes(t.app, presignedUrl, text);
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({ error: uploadMessages.fileContentMismatch });
    const row = await storedRow(file.id);
    expect(row.uploadedOn).toBeNull();
    expect(await t.app.storage.size(row.storageKey)).toBeNull();
    expect((await t.app.inject({ url: `/api/files/${file.id}`, headers })).json().fileUrl).toBeNull();
  });

  it('answers 400 for fewer bytes than declared', async () => {
    const { headers } = await t.signIn();
    const png = sampleFiles.png!;
    const { presignedUrl, file } = await createPendingFile(t.app, headers, { contentSize: png.length + 10 });
    const put = await putBytes(t.app, presignedUrl, png);
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({ error: uploadMessages.fileContentMismatch });
    expect((await storedRow(file.id)).uploadedOn).toBeNull();
  });

  it('answers 413 for more bytes than declared and keeps nothing', async () => {
    const { headers } = await t.signIn();
    const png = sampleFiles.png!;
    const { presignedUrl, file } = await createPendingFile(t.app, headers, { contentSize: png.length - 1 });
    const put = await putBytes(t.app, presignedUrl, png);
    expect(put.statusCode).toBe(413);
    expect(put.json()).toEqual({ error: fileTooLargeMessage });
    const row = await storedRow(file.id);
    expect(row.uploadedOn).toBeNull();
    expect(await t.app.storage.size(row.storageKey)).toBeNull();
    expect(readdirSync(path.join(dataDir, 'files', '.incoming'))).toEqual([]);
  });

  it('answers 409 to a second upload once the bytes are in', async () => {
    const { headers } = await t.signIn();
    const { presignedUrl, file } = await createPendingFile(t.app, headers);
    expect((await putBytes(t.app, presignedUrl, sampleFiles.png!)).statusCode).toBe(201);
    const again = await putBytes(t.app, presignedUrl, sampleFiles.png!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'The file has already been uploaded' });
    const { fileUrl } = (await t.app.inject({ url: `/api/files/${file.id}`, headers })).json();
    expect((await download(t.app, fileUrl)).rawPayload.equals(sampleFiles.png!)).toBe(true);
  });
});

describe('GET, PUT and DELETE /api/files/:id', () => {
  it('renames a file and sets, keeps or clears its description; any staff member may, whoever uploaded it', async () => {
    const uploader = await t.signIn(Role.ADMIN);
    const file = await uploadFile(t.app, uploader.headers, { name: 'draft.pdf' });
    const colleague = await t.signIn(Role.USER);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/files/${file.id}`,
      headers: colleague.headers,
      payload: { name: '  Offer – final.PDF ', description: ' Signed copy ' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: file.id, name: 'Offer – final.PDF', description: 'Signed copy' });
    const bytes = await download(t.app, put.json().fileUrl);
    expect(bytes.headers['content-disposition']).toBe(
      `inline; filename="Offer _ final.PDF"; filename*=UTF-8''Offer%20%E2%80%93%20final.PDF`,
    );
    expect(bytes.headers['content-security-policy']).toBeUndefined();
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/files/${file.id}`,
      headers: colleague.headers,
      payload: { name: 'offer.pdf', description: '' },
    });
    expect(cleared.json().description).toBeNull();
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/files/${file.id}`,
      headers: colleague.headers,
      payload: { name: 'offer.pdf', description: 'Kept' },
    });
    expect(kept.json().description).toBe('Kept');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/files/${file.id}`,
      headers: colleague.headers,
      payload: { name: 'offer-2.pdf' },
    });
    expect(renamed.json()).toMatchObject({ name: 'offer-2.pdf', description: 'Kept' });
  });

  it('answers 400 for an empty name or a changed extension', async () => {
    const { headers } = await t.signIn();
    const file = await uploadFile(t.app, headers, { name: 'photo.png' });
    const rename = (name: string) =>
      t.app.inject({ method: 'PUT', url: `/api/files/${file.id}`, headers, payload: { name } });
    expect((await rename(' ')).json()).toEqual({ name: ['*'] });
    const changed = await rename('photo.svg');
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ name: ['The file name must keep its extension .png'] });
    expect((await rename('photo')).statusCode).toBe(400);
  });

  it('deletes softly: 204, then 404 for the file, while the row and the bytes stay', async () => {
    const { headers } = await t.signIn(Role.USER);
    const file = await uploadFile(t.app, headers);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/files/${file.id}`, headers });
    expect(del.statusCode).toBe(204);
    for (const req of [
      { url: `/api/files/${file.id}` },
      { method: 'PUT' as const, url: `/api/files/${file.id}`, payload: { name: 'x.png' } },
      { method: 'DELETE' as const, url: `/api/files/${file.id}` },
    ]) {
      const res = await t.app.inject({ ...req, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'File not found' });
    }
    const row = await storedRow(file.id);
    expect(row.deletedOn).toBeInstanceOf(Date);
    expect(await t.app.storage.size(row.storageKey)).toBe(sampleFiles.png!.length);
    expect((await download(t.app, file.fileUrl!)).statusCode).toBe(200);
  });

  it('answers 404 for unknown ids and refuses bytes for a deleted file', async () => {
    const { headers } = await t.signIn();
    expect((await t.app.inject({ url: '/api/files/999', headers })).json()).toEqual({ error: 'File not found' });
    expect((await t.app.inject({ url: '/api/files/abc', headers })).statusCode).toBe(400);
    const { presignedUrl, file } = await createPendingFile(t.app, headers);
    await t.app.inject({ method: 'DELETE', url: `/api/files/${file.id}`, headers });
    const put = await putBytes(t.app, presignedUrl, sampleFiles.png!);
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ error: 'File not found' });
    expect(await t.app.storage.size((await storedRow(file.id)).storageKey)).toBeNull();
  });
});
