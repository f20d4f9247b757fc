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

/** Empties every table of the application, keeping the schema and the migrations record. */
export async function resetDatabase(database: Database) {
  const result = await database.db.execute(
    sql`select string_agg(format('%I', tablename), ', ') as tables from pg_tables where schemaname = 'public'`,
  );
  const tables = (result as unknown as { rows: { tables: string | null }[] }).rows[0]?.tables;
  if (tables) await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
}
