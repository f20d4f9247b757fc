import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { testPostgresUrl } from './database.ts';
import { describeOnPostgres, itOnPostgres } from './postgres-only.ts';
import { buildTestApp } from './test-app.ts';

/** Ends every other connection to the database, as a PostgreSQL restart would. */
async function terminateBackends(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
  } finally {
    await admin.end();
  }
}

async function eventually<T>(attempt: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describeOnPostgres('when PostgreSQL ends its connections', () => {
  itOnPostgres('the pool reports the loss, keeps the process alive and serves again by itself', async () => {
    const url = await testPostgresUrl();
    const lost: Error[] = [];
    const database = openDatabase({
      databaseUrl: url,
      dataDir: null,
      poolSize: 4,
      onConnectionError: (e) => lost.push(e),
    });
    try {
      // Four connections open and idle in the pool, then the server ends them.
      await Promise.all([1, 2, 3, 4].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
      await terminateBackends(url);
      await eventually(async () => expect(lost.length).toBeGreaterThan(0));
      const answer = await eventually(() => database.db.execute(sql`select 1 as one`));
      expect((answer as unknown as { rows: { one: number }[] }).rows[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  });

  itOnPostgres('the API answers again within seconds after its backends were ended under load', async () => {
    const url = await testPostgresUrl();
    const app = await buildTestApp();
    try {
      const load = Array.from({ length: 20 }, () => app.inject({ url: '/api/health' }));
      await terminateBackends(url);
      const during = await Promise.all(load);
      // While the connections go, a call may fail, but never with a crash of the process.
      for (const res of during) expect([200, 503]).toContain(res.statusCode);
      const after = await eventually(async () => {
        const res = await app.inject({ url: '/api/health' });
        if (res.statusCode !== 200) throw new Error(`health ${res.statusCode}`);
        return res;
      });
      expect(after.json()).toMatchObject({ status: 'ok', database: 'postgres' });
    } finally {
      await app.close();
    }
  });
});
