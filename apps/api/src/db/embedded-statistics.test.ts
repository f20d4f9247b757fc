import { sql } from 'drizzle-orm';
import { afterAll, expect, vi } from 'vitest';
import { itOnPglite } from '../../test/postgres-only.ts';
import { openDatabase } from './client.ts';
import { keepEmbeddedStatisticsFresh } from './embedded-statistics.ts';

const database = openDatabase({ dataDir: null });
afterAll(() => database.close());

const statisticsOf = async (table: string) =>
  (
    (await database.db.execute(
      sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = ${table}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

itOnPglite(
  "gives the embedded database's planner statistics of every table, which PGlite never gathers itself",
  async () => {
    await database.migrate();
    await database.db.execute(
      sql`insert into customers (name) select 'Customer ' || n from generate_series(1, 200) as n`,
    );
    expect(await statisticsOf('customers')).toBe(0);
    const stop = keepEmbeddedStatisticsFresh(database, (err) => {
      throw err;
    });
    try {
      await vi.waitFor(async () => expect(await statisticsOf('customers')).toBeGreaterThan(0), { timeout: 30_000 });
      expect(await statisticsOf('vessels')).toBe(0); // an empty table has nothing to sample
    } finally {
      await stop();
    }
  },
);
