import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';

/**
 * pg-boss's SQL run through our drizzle connection: the app's pool, or a transaction so a job row
 * and its pg-boss job are stored together or not at all.
 */
export function pgBossDb(db: Pick<Db, 'execute'>): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await db.execute(toSql(text, values ?? []));
      return result as unknown as { rows: unknown[] };
    },
  };
}

/**
 * `select $1, $2` with values → drizzle SQL with the same parameters. `sql.param` passes each value
 * to the driver as it is (an array stays one array parameter, undefined becomes null).
 */
function toSql(text: string, values: unknown[]): SQL {
  // Without values the text may hold several statements, which only the simple protocol runs.
  if (values.length === 0) return sql.raw(text);
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1])));
  return sql.join(chunks, sql.raw(''));
}
