import { type Database, openDatabase } from '@backoffice/api/db';
import { Role } from '@backoffice/contracts';
import pg from 'pg';
import { departments, users } from '../../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';
import { makeDepartments, makePeople, seededRandom } from './people.ts';
import type { Settings } from './settings.ts';

const batchSize = 1_000;

function quoteIdent(name: string) {
  return `"${name.replaceAll('"', '""')}"`;
}

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops and creates the bench database through the server's `postgres` database. */
export async function recreateDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name || name === 'postgres')
    throw new Error(`BENCH_DATABASE_URL must name a database of its own: ${databaseUrl}`);
  url.pathname = '/postgres';
  await withClient(url.toString(), async (client) => {
    await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    await client.query(`create database ${quoteIdent(name)}`);
  });
  return name;
}

export interface SeedSummary {
  departments: number;
  users: number;
  activeUsers: number;
  adminId: number;
}

/** Departments, one Super Admin with a known password, then the generated staff in multi-row inserts. */
export async function seed(database: Database, settings: Settings): Promise<SeedSummary> {
  const { db } = database;
  const random = seededRandom(settings.seed);
  const now = new Date();
  // argon2id is slow on purpose: one hash serves every row.
  const passwordHash = await hashPassword(settings.adminPassword);

  const departmentIds = (
    await db.insert(departments).values(makeDepartments(random, settings.departments)).returning({ id: departments.id })
  ).map((d) => d.id);

  const [admin] = await db
    .insert(users)
    .values({
      fullName: 'Super Admin',
      email: settings.adminEmail,
      role: Role.SUPERADMIN,
      departmentId: departmentIds[0],
      passwordHash,
    })
    .returning({ id: users.id });

  const people = makePeople(random, settings.users, departmentIds.length, now);
  for (let start = 0; start < people.length; start += batchSize) {
    const rows = people.slice(start, start + batchSize).map((p) => ({
      fullName: p.fullName,
      email: p.email,
      role: p.role,
      title: p.title,
      phone: p.phone,
      departmentId: p.department === null ? null : departmentIds[p.department],
      passwordHash,
      deletedOn: p.deleted ? now : null,
      createdOn: p.createdOn,
      modifiedOn: p.createdOn,
    }));
    await db.insert(users).values(rows);
  }

  return {
    departments: departmentIds.length,
    users: people.length + 1,
    activeUsers: people.filter((p) => !p.deleted).length + 1,
    adminId: admin!.id,
  };
}

/** Fresh statistics, as autovacuum would have them on a database that has been running a while. */
export async function analyze(databaseUrl: string) {
  await withClient(databaseUrl, (client) => client.query('vacuum analyze'));
}

/** Counts the active users the list search should return, independently of the API's query code. */
export async function countMatches(databaseUrl: string, search: string): Promise<number> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return withClient(databaseUrl, async (client) => {
    const result = await client.query<{ n: number }>(
      'select count(*)::int as n from users where deleted_on is null and (full_name ilike $1 or email ilike $1)',
      [pattern],
    );
    return result.rows[0]!.n;
  });
}

/** The plan PostgreSQL runs for a compiled query, with timings and buffer use. */
export async function explainAnalyze(databaseUrl: string, query: { sql: string; params: unknown[] }) {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${query.sql}`,
      query.params,
    );
    return result.rows.map((r) => r['QUERY PLAN']);
  });
}

export function openBenchDatabase(settings: Settings): Database {
  return openDatabase({ databaseUrl: settings.databaseUrl, dataDir: null, poolSize: settings.poolSize });
}
