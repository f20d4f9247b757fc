import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataFolder } from './data-folder-lock.ts';
import * as schema from './schema/index.ts';
import { SharingPGlite } from './sharing-pglite.ts';

type Schema = typeof schema;
/** The one database type the code sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string | null;
  poolSize?: number;
  /** Where a pooled connection's failure outside any query goes (the database went away); logged by default. */
  onConnectionError?: (err: Error) => void;
}

/** How long a request waits for a connection (a new one, or a free one of a busy pool) before it fails. */
const connectionTimeoutMs = 5_000;

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory when dataDir is null). */
export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: connectionTimeoutMs,
    });
    // An idle connection that the server ends (a restart, pg_terminate_backend) emits 'error' on the
    // pool; without a listener Node ends the process. The pool drops that connection and opens a new
    // one on the next request, so the API answers again once the database is back.
    const onError =
      options.onConnectionError ?? ((err: Error) => console.error('database connection lost:', err.message));
    pool.on('error', onError);
    // The pool listens only to idle connections. One ended while taken out (in a transaction, between
    // its statements) would emit an error nobody hears, which ends the process: it is heard here, and
    // the statements that follow on it fail (the request answers that the database cannot be reached).
    const onTakenOutError = (err: Error) => onError(err);
    pool.on('acquire', (client) => client.on('error', onTakenOutError));
    pool.on('release', (_err, client) => client.removeListener('error', onTakenOutError));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  let unlock = () => {};
  if (options.dataDir) {
    // One process at a time: a second PGlite on the same files corrupts them (DataFolderInUseError).
    unlock = lockDataFolder(options.dataDir);
    dir = path.join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const client = new SharingPGlite({ dataDir: dir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
