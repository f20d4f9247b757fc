import net, { type AddressInfo } from 'node:net';
import { Role, requestMessages } from '@backoffice/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { testDatabase, testPostgresUrl } from './database.ts';
import { buildUser } from './factories.ts';
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

/**
 * A TCP relay to the database's server on a port of its own: `cut()` closes the port and ends every
 * connection through it, so the database cannot be reached at all (refused), as when its host is down.
 */
async function relayTo(url: string) {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', end);
      socket.on('close', () => {
        end();
        sockets.delete(socket);
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String((server.address() as AddressInfo).port);
  return {
    url: relayed.toString(),
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
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

  itOnPostgres(
    'while the database cannot be reached, calls answer 500 with a message that says so',
    async () => {
      const relay = await relayTo(await testPostgresUrl());
      const database = openDatabase({
        databaseUrl: relay.url,
        dataDir: null,
        poolSize: 4,
        onConnectionError: () => {},
      });
      const app = await buildApp({ config: testConfig(), database, mailer: { send: async () => undefined } });
      try {
        await app.ready();
        const admin = await buildUser((await testDatabase()).db, { role: Role.ADMIN });
        const headers = { authorization: `bearer ${(await app.tokens.issue(admin)).bearerToken}` };
        expect((await app.inject({ url: '/api/users/me', headers })).statusCode).toBe(200);

        await relay.cut();
        for (const call of [
          { url: '/api/users/me', headers },
          { url: '/api/customers', headers },
          { method: 'POST' as const, url: '/api/auth/token', payload: { username: admin.email, password: 'wrong' } },
        ]) {
          const res = await app.inject(call);
          expect(res.statusCode, call.url).toBe(500);
          expect(res.json()).toEqual({ error: requestMessages.databaseUnreachable });
        }
        // Health keeps its own answer; 503 with the maintenance message stays for maintenance.
        expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);
      } finally {
        await app.close();
        await database.close();
      }
      // Each call after the cut may wait the pool's whole 5 s connect timeout: four calls reach 20 s.
    },
    60_000,
  );
});
