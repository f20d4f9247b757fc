import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPendingFile, download, putBytes, sampleFiles, temporaryDataDir } from '../../../test/factories-files.ts';
import { buildTestApp, useTestApp } from '../../../test/test-app.ts';
import type { App } from '../../app.ts';
import { files } from '../../db/schema/index.ts';
import { storageMessages } from '../../plugins/storage/local-storage.routes.ts';
import { createUploadReceiver, fileMessages } from './index.ts';

const dataDir = temporaryDataDir();
const t = useTestApp({ dataDir });

/** A second API instance on the same database and the same storage folder, as another process would be. */
let other: App;
beforeAll(async () => {
  other = await buildTestApp({ dataDir });
});
afterAll(async () => {
  await other?.close();
});

/** Valid PNGs of one length that differ in a byte of their image data, so the stored bytes tell who won. */
function pngVariant(n: number): Buffer {
  const png = Buffer.from(sampleFiles.png!);
  png[45] = n;
  return png;
}

const conflictMessages = [storageMessages.uploadInProgress, fileMessages.alreadyUploaded];

async function uploadedOn(id: number) {
  const [row] = await t.database.db.select({ uploadedOn: files.uploadedOn }).from(files).where(eq(files.id, id));
  return row?.uploadedOn;
}

/** Everything in the storage folder but the stored files themselves: temporary files left behind. */
function leftoverTempFiles(): string[] {
  const incoming = path.join(dataDir, 'files', '.incoming');
  return readdirSync(path.join(dataDir, 'files'), { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(dataDir, 'files', entry))
    .filter((entry) => entry.startsWith(incoming) && entry !== incoming);
}

describe('uploads racing to one URL', () => {
  it('stores the bytes of one, answers 409 to the others, and never a 500', async () => {
    const { headers } = await t.signIn();
    for (let round = 0; round < 5; round += 1) {
      const { presignedUrl, file } = await createPendingFile(t.app, headers);
      const answers = await Promise.all([1, 2, 3].map(() => putBytes(t.app, presignedUrl, sampleFiles.png!)));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409]);
      const { fileUrl } = (await t.app.inject({ url: `/api/files/${file.id}`, headers })).json();
      expect((await download(t.app, fileUrl)).rawPayload.equals(sampleFiles.png!)).toBe(true);
    }
  });

  it('has one winner when two API instances share the storage folder, and keeps its bytes intact', async () => {
    const { headers } = await t.signIn();
    for (let round = 0; round < 8; round += 1) {
      const { presignedUrl, file } = await createPendingFile(t.app, headers);
      const senders = [t.app, other, t.app, other].map((app, n) => ({ app, bytes: pngVariant(n) }));
      const answers = await Promise.all(senders.map(({ app, bytes }) => putBytes(app, presignedUrl, bytes)));

      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
      for (const loser of answers.filter((a) => a.statusCode === 409)) {
        expect(conflictMessages).toContain(loser.json().error);
      }
      const winner = senders[answers.findIndex((a) => a.statusCode === 201)]!;
      expect(await uploadedOn(file.id)).toBeInstanceOf(Date);
      const { fileUrl } = (await t.app.inject({ url: `/api/files/${file.id}`, headers })).json();
      expect((await download(other, fileUrl)).rawPayload.equals(winner.bytes)).toBe(true);
      expect(leftoverTempFiles()).toEqual([]);
    }
  });

  it('marks the file uploaded once: of two requests that checked its bytes, the later gets 409', async () => {
    const { headers } = await t.signIn();
    const { file } = await createPendingFile(t.app, headers);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, file.id));
    await t.app.storage.write(row!.storageKey, sampleFiles.png!, 'image/png');
    const receivers = [t.app, other].map((app) => createUploadReceiver(t.database.db, app.storage));
    const outcomes = await Promise.allSettled(receivers.map((receiver) => receiver.received(row!.storageKey)));

    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 409, message: fileMessages.alreadyUploaded });
    expect((await t.app.storage.read(row!.storageKey)).equals(sampleFiles.png!)).toBe(true);
  });
});
