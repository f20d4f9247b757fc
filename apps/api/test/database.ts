import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';

let shared: Promise<Database> | undefined;
let postgresUrl: string | undefined;

/** PostgreSQL needs a database of its own per worker, created fresh from TEST_DATABASE_URL. */
async function freshPostgresUrl(baseUrl: string) {
  // TEST_DB_PREFIX keeps suites that run side by side on one server apart. Lower case: PostgreSQL folds
  // an unquoted name to it, and the connection URL must name the database it made.
  const prefix = (process.env.TEST_DB_PREFIX ?? '').toLowerCase();
  const name = `backoffice_test_${prefix}${process.env.VITEST_POOL_ID ?? process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function open(): Promise<Database> {
  const driver = process.env.TEST_DB_DRIVER ?? 'pglite';
  let database: Database;
  if (driver === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
    postgresUrl = await freshPostgresUrl(base);
    database = openDatabase({ databaseUrl: postgresUrl, dataDir: null, poolSize: 4 });
  } else {
    database = openDatabase({ dataDir: null });
  }
  await database.migrate();
  return database;
}

/** The worker's migrated database (PGlite in memory, or PostgreSQL when TEST_DB_DRIVER=postgres). */
export function testDatabase(): Promise<Database> {
  shared ??= open();
  return shared;
}

/** The connection string of the worker's PostgreSQL database (after testDatabase()), for a second pool or process. */
export async function testPostgresUrl(): Promise<string> {
  await testDatabase();
  if (!postgresUrl) throw new Error('The tests run on PGlite: there is no PostgreSQL database');
  return postgresUrl;
}

/**
 * Empties every table of the application and restarts its sequences, keeping the schema and the
 * migrations record: the database as migrated, before each test.
 *
 * Rows are deleted with the foreign keys' triggers off (`session_replication_role`), not truncated:
 * TRUNCATE makes new files for every table and index, 325 ms a test on PostgreSQL (66 on PGlite),
 * where deleting the few rows a test wrote takes milliseconds. A table grown past 1 MB (a test of
 * thousands of rows, or the dead rows of many deletes) is truncated, so no later test reads through it.
 */
const resetSql = sql.raw(`do $$
declare
  name text;
  large text[] := '{}';
begin
  perform set_config('session_replication_role', 'replica', true);
  for name in select format('%I.%I', schemaname, tablename) from pg_tables where schemaname = 'public' loop
    if pg_relation_size(name::regclass) > 1048576 then
      large := large || name;
    else
      execute 'delete from ' || name;
    end if;
  end loop;
  if cardinality(large) > 0 then
    execute 'truncate ' || array_to_string(large, ', ') || ' cascade';
  end if;
  perform setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false)
    from pg_sequences where schemaname = 'public' and last_value is not null;
end $$`);

export async function resetDatabase(database: Database) {
  await database.db.execute(resetSql);
}
