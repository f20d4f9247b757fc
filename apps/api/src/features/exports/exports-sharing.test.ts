import { type DataExport, Role } from '@backoffice/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildProject, referenceData } from '../../../test/factories.ts';
import { finishedExport, startExport } from '../../../test/factories-exports.ts';
import { temporaryDataDir } from '../../../test/factories-files.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });

describe('a data export shares the database', () => {
  it('answers a read sent while it runs before it ends', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const project = await buildProject(t.database.db, { name: 'Fleet of many' });
    const vesselTypeId = (await referenceData(t.database.db)).vesselTypes[0]!.id;
    // Enough rows for the export to read them in many pages.
    await t.database.db.execute(sql`
      insert into vessels (project_id, vessel_type_id, name)
      select ${project.id}, ${vesselTypeId}, 'Vessel ' || n from generate_series(1, 6000) as n`);

    // Over a real socket: an answer is sent only when the event loop turns, which a job that never
    // lets it turn would hold back (app.inject answers without the event loop).
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const get = (path: string) => fetch(`${url}${path}`, { headers: admin.headers });
    const started = await startExport(t.app, admin.headers);
    await vi.waitFor(
      async () => {
        const exports = (await (await get('/api/exports')).json()) as DataExport[];
        expect(exports.find((row) => row.id === started.id)?.statusText).toBe('Processing');
      },
      { timeout: 60_000, interval: 5 },
    );
    const read = await get(`/api/projects/${project.id}`);
    const answeredAt = new Date();
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ name: 'Fleet of many' });

    const done = await finishedExport(t.app, admin.headers, started.id, 120_000);
    expect(done.statusText).toBe('Completed');
    // Completed after the read was answered: the read did not wait for the whole export.
    expect(new Date(done.modifiedOn).getTime()).toBeGreaterThan(answeredAt.getTime());
  }, 180_000);
});
