import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** Each table's row count and a hash of all its rows: equal fingerprints, unchanged data. */
export async function fingerprints(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as {
    rows: { name: string }[];
  };
  const prints: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const table = sql.identifier(name);
    const result = (await db.execute(
      sql`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${table} t`,
    )) as unknown as { rows: { n: number; h: string }[] };
    prints[name] = `${result.rows[0]!.n} ${result.rows[0]!.h}`;
  }
  return prints;
}
