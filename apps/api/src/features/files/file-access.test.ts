import { fileTypeNotAllowedMessage, Role, uploadMessages } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createPendingFile,
  download,
  sampleFiles,
  temporaryDataDir,
  uploadFile,
} from '../../../test/factories-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { files } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { FileAccess } from '../file-access.types.ts';
import { createFileAccess } from './files.service.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });
let access: FileAccess;
beforeAll(() => {
  access = createFileAccess({ storage: t.app.storage });
});

async function fieldErrorOf(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { status: (err as AppError).statusCode, fields: (err as AppError).fields };
}

describe('requireAttachable', () => {
  it('passes an uploaded file whose type the usage allows', async () => {
    const { headers } = await t.signIn();
    const png = await uploadFile(t.app, headers, { name: 'a.png', usage: 'default' });
    await expect(access.requireAttachable(t.database.db, png.id, 'image', 'vesselImage1')).resolves.toBeUndefined();
    const svg = await uploadFile(t.app, headers, { name: 'b.svg', usage: 'image' });
    await expect(access.requireAttachable(t.database.db, svg.id, 'image', 'vesselImage1')).resolves.toBeUndefined();
  });

  it('answers a 400 on the field for a file not uploaded, deleted, of the wrong type, or unknown', async () => {
    const { headers } = await t.signIn();
    const pending = await createPendingFile(t.app, headers);
    const deleted = await uploadFile(t.app, headers);
    await t.app.inject({ method: 'DELETE', url: `/api/files/${deleted.id}`, headers });
    const pdf = await uploadFile(t.app, headers, { name: 'offer.pdf' });
    const cases = [
      [pending.file.id, uploadMessages.fileNotUploaded],
      [deleted.id, 'The file has been deleted'],
      [pdf.id, fileTypeNotAllowedMessage('image')],
      [9999, 'File not found'],
    ] as const;
    for (const [id, message] of cases) {
      const answer = await fieldErrorOf(access.requireAttachable(t.database.db, id, 'image', 'vesselImage2'));
      expect(answer, message).toEqual({ status: 400, fields: { vesselImage2: [message] } });
    }
  });

  it('works inside a transaction', async () => {
    const { headers } = await t.signIn();
    const png = await uploadFile(t.app, headers);
    await t.database.db.transaction(async (tx) => {
      await access.requireAttachable(tx, png.id, 'image', 'image');
    });
  });
});

describe('fileRef', () => {
  it('answers null for null, and the short form with a working signed URL, deleted or not', async () => {
    const { headers } = await t.signIn(Role.USER);
    expect(await access.fileRef(t.database.db, null)).toBeNull();
    const file = await uploadFile(t.app, headers, { name: 'hull.jpg' });
    await t.app.inject({ method: 'DELETE', url: `/api/files/${file.id}`, headers });
    const ref = await access.fileRef(t.database.db, file.id);
    expect(ref).toEqual({ id: file.id, name: 'hull.jpg', mimeType: 'image/jpeg', fileUrl: expect.any(String) });
    const bytes = await download(t.app, ref!.fileUrl!);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(sampleFiles.jpg!)).toBe(true);
  });

  it('has no URL for a file whose bytes have not arrived', async () => {
    const { headers } = await t.signIn();
    const pending = await createPendingFile(t.app, headers);
    expect((await access.fileRef(t.database.db, pending.file.id))?.fileUrl).toBeNull();
  });
});

describe('copyFile', () => {
  it('copies the bytes and the metadata into a new, uploaded file', async () => {
    const { headers, user } = await t.signIn();
    const file = await uploadFile(t.app, headers, { name: 'logo.svg', usage: 'image' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/files/${file.id}`,
      headers,
      payload: { name: 'logo.svg', description: 'Blue' },
    });
    const copyId = await access.copyFile(t.database.db, file.id);
    expect(copyId).not.toBe(file.id);
    const [source] = await t.database.db.select().from(files).where(eq(files.id, file.id));
    const [copy] = await t.database.db.select().from(files).where(eq(files.id, copyId));
    expect(copy).toMatchObject({
      name: 'logo.svg',
      description: 'Blue',
      contentSize: source!.contentSize,
      mimeType: 'image/svg+xml',
      usage: 'image',
      createdByUserId: user.id,
      deletedOn: null,
    });
    expect(copy!.uploadedOn).toBeInstanceOf(Date);
    expect(copy!.storageKey).not.toBe(source!.storageKey);
    expect((await t.app.storage.read(copy!.storageKey)).equals(sampleFiles.svg!)).toBe(true);

    await t.app.inject({ method: 'DELETE', url: `/api/files/${file.id}`, headers });
    await t.app.storage.delete(source!.storageKey);
    const read = await t.app.inject({ url: `/api/files/${copyId}`, headers });
    expect((await download(t.app, read.json().fileUrl)).body).toBe(sampleFiles.svg!.toString());
  });

  it('refuses a file whose bytes have not arrived', async () => {
    const { headers } = await t.signIn();
    const pending = await createPendingFile(t.app, headers);
    const err = await access.copyFile(t.database.db, pending.file.id).catch((e: unknown) => e);
    expect(err).toMatchObject({ statusCode: 400, message: uploadMessages.fileNotUploaded });
  });
});

describe('readContents', () => {
  it('reads many files by id: the bytes of uploaded ones, null before they arrive, deleted and unknown left out', async () => {
    const { headers } = await t.signIn();
    const png = await uploadFile(t.app, headers, { name: 'icon.png' });
    const svg = await uploadFile(t.app, headers, { name: 'icon.svg', usage: 'image' });
    const pending = await createPendingFile(t.app, headers, { name: 'later.pdf' });
    const deleted = await uploadFile(t.app, headers);
    await t.app.inject({ method: 'DELETE', url: `/api/files/${deleted.id}`, headers });

    const ids = [png.id, null, svg.id, pending.file.id, deleted.id, 9999, png.id];
    const contents = await access.readContents(t.database.db, ids);
    expect([...contents.keys()].sort()).toEqual([png.id, svg.id, pending.file.id].sort());
    expect(contents.get(png.id)).toEqual({ name: 'icon.png', content: sampleFiles.png! });
    expect(contents.get(svg.id)).toEqual({ name: 'icon.svg', content: sampleFiles.svg! });
    expect(contents.get(pending.file.id)).toEqual({ name: 'later.pdf', content: null });
    expect(await access.readContents(t.database.db, [null])).toEqual(new Map());
  });
});
