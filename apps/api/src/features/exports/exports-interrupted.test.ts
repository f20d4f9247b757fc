import { Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCustomer, buildUser } from '../../../test/factories.ts';
import { exportWorkbook, finishedExport } from '../../../test/factories-exports.ts';
import { temporaryDataDir } from '../../../test/factories-files.ts';
import { useJobCrashes } from '../../../test/job-crash.ts';
import { type App, buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { dataExportJob } from './index.ts';

// Apart from exports.test.ts: no other app may run on the worker's database while the stopped
// process holds the job (on PostgreSQL it would take the job before that process does).

const dataDir = temporaryDataDir();

/** The app as it starts again on the database the stopped process used. */
async function restartedApp(database: Database) {
  const app = await buildApp({
    config: testConfig({ dataDir }),
    database,
    mailer: { send: async () => undefined },
    // PostgreSQL notices the stopped instance's job once its heartbeat has been silent for 1 s here (a minute by default).
    jobs: { maxAttempts: 2, heartbeatIntervalSeconds: 0.25, staleAfterSeconds: 1, pollingIntervalSeconds: 0.5 },
  });
  await app.ready();
  return app;
}

describe('an export interrupted by a stopped server', () => {
  const crashed = useJobCrashes();

  it('is not left Processing: the restarted server takes it up again and it completes', async () => {
    const { id, reopened, cleanUp } = await crashed(2, dataExportJob);
    let app: App | undefined;
    try {
      await buildCustomer(reopened.db, { name: 'Baltic Reefers AS' });
      app = await restartedApp(reopened);
      const restartedAt = Date.now();
      const admin = await buildUser(reopened.db, { role: Role.ADMIN });
      const headers = { authorization: `bearer ${(await app.tokens.issue(admin)).bearerToken}` };
      const done = await finishedExport(app, headers, id, 60_000);
      expect(done).toMatchObject({ status: 3, statusText: 'Completed', error: null });
      // Soon after the 1 s threshold (the time is mostly the export's own work on a busy machine),
      // far within pg-boss's expiry, which keeps its 15 minutes here.
      expect(Date.now() - restartedAt).toBeLessThan(120_000);
      expect(await reopened.db.select({ attempts: jobs.attempts }).from(jobs).where(eq(jobs.id, id))).toEqual([
        { attempts: 2 },
      ]);
      const sheets = await exportWorkbook(app, done);
      expect(sheets.get('Clients')!.map((row) => row.Name)).toContain('Baltic Reefers AS');
    } finally {
      await app?.close();
      await cleanUp();
    }
  }, 180_000);
});
