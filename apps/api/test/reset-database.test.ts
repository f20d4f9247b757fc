import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { resetDatabase, testDatabase } from './database.ts';
import { buildDepartment, buildUser } from './factories.ts';

let database: Database;

async function rowsInEveryTable() {
  const tables = await database.db.execute<{ name: string }>(
    sql`select format('%I', tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const names = (tables as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  expect(names.length).toBeGreaterThan(20);
  const counts = await database.db.execute(
    sql.raw(names.map((name) => `select '${name}' as name, count(*)::int as rows from ${name}`).join(' union all ')),
  );
  return (counts as unknown as { rows: { name: string; rows: number }[] }).rows.filter((row) => row.rows > 0);
}

describe('resetDatabase', () => {
  beforeAll(async () => {
    database = await testDatabase();
  });

  it('empties every table and starts ids at 1 again, as a newly migrated database', async () => {
    await resetDatabase(database);
    await buildUser(database.db);
    await buildUser(database.db);
    expect((await rowsInEveryTable()).map((row) => row.name)).toEqual(expect.arrayContaining(['users', 'departments']));

    await resetDatabase(database);
    expect(await rowsInEveryTable()).toEqual([]);
    expect((await buildDepartment(database.db)).id).toBe(1);
  });

  it('empties a table grown past 1 MB with the rows that refer to it', async () => {
    await resetDatabase(database);
    const department = await buildDepartment(database.db);
    await database.db.execute(
      sql`insert into departments (name, city, country) select 'Department ' || n || repeat('x', 200), 'Copenhagen', 'Denmark' from generate_series(1, 8000) n`,
    );
    await buildUser(database.db, { departmentId: department.id });
    const size = await database.db.execute(sql`select pg_relation_size('departments') as bytes`);
    expect(Number((size as unknown as { rows: { bytes: string }[] }).rows[0]?.bytes)).toBeGreaterThan(1048576);

    await resetDatabase(database);
    expect(await rowsInEveryTable()).toEqual([]);
    expect((await buildUser(database.db)).id).toBe(1);
  });
});
