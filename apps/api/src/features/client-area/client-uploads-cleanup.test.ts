import type { CreateFileResponse } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import { buildParticulars, clientHeaders, type Headers } from '../../../test/factories-client-area.ts';
import { putBytes, sampleFiles, temporaryDataDir } from '../../../test/factories-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { files } from '../../db/schema/index.ts';
import { JobStatus } from '../../jobs/index.ts';
import { clientUploadsCleanupJob } from './client-uploads-cleanup.service.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });
const db = () => t.database.db;

async function clientUpload(headers: Headers, name: string) {
  const payload = { name, contentSize: sampleFiles.pdf!.length, mimeType: 'application/pdf' };
  const res = await t.app.inject({ method: 'POST', url: '/api/client/files', headers, payload });
  const { presignedUrl, file } = res.json() as CreateFileResponse;
  expect((await putBytes(t.app, presignedUrl, sampleFiles.pdf!)).statusCode).toBe(201);
  return file;
}

const stored = async (id: number) => (await db().select().from(files).where(eq(files.id, id)))[0]!;
const twoDaysAgo = () => new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);

describe('the clean-up of abandoned client uploads', () => {
  it('removes uploads older than a day that no item holds, and keeps attached and recent ones', async () => {
    const vessel = await buildVessel(db());
    const { form, items } = await buildParticulars(db(), vessel.id);
    const headers = await clientHeaders(t.app, form);
    const attached = await clientUpload(headers, 'drawing.pdf');
    const abandoned = await clientUpload(headers, 'draft.pdf');
    const recent = await clientUpload(headers, 'new.pdf');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/client/particulars',
      headers,
      payload: { formItems: [{ id: items[0]!.id, responseText: null, files: [{ id: attached.id }] }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const file of [attached, abandoned]) {
      await db().update(files).set({ createdOn: twoDaysAgo() }).where(eq(files.id, file.id));
    }

    const job = await t.app.jobs.enqueue(clientUploadsCleanupJob, {});
    const done = await vi.waitFor(
      async () => {
        const row = await t.app.jobs.get(job.id);
        expect(row?.status).toBe(JobStatus.completed);
        return row!;
      },
      // On PostgreSQL the job waits for pg-boss's next poll of the queue.
      { timeout: 30_000, interval: 50 },
    );
    expect(done.result).toEqual({ removed: 1 });

    const gone = await stored(abandoned.id);
    expect(gone.deletedOn).not.toBeNull();
    expect(await t.app.storage.size(gone.storageKey)).toBeNull();
    for (const kept of [attached, recent]) {
      const row = await stored(kept.id);
      expect(row.deletedOn).toBeNull();
      expect(await t.app.storage.size(row.storageKey)).toBe(sampleFiles.pdf!.length);
    }
  }, 45_000);
});
