import { createRequire } from 'node:module';
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

// pg-boss's own statements for ending a worker's jobs, to recognise them by their exact text.
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<string, (schema: string) => string>;
const workerEndings = new Set(['completeJobs', 'failJobsById'].map((plan) => plans[plan]?.('pgboss')));

/**
 * The connection pg-boss itself works on. Its worker ends each job without waiting for the answer
 * (pg-boss 10), so a lost connection at that moment would be an unhandled rejection that ends the
 * process. Such an ending is logged and forgotten instead: the pg-boss job stays active until it
 * expires and is retried, and the retry finds our job row no longer Pending and just ends it.
 */
export function pgBossWorkerDb(db: Pick<Db, 'execute'>, onLostEnding: (err: unknown) => void): PgBoss.Db {
  const inner = pgBossDb(db);
  return {
    executeSql: async (text, values) => {
      if (!workerEndings.has(text)) return inner.executeSql(text, values);
      try {
        return await inner.executeSql(text, values);
      } catch (err) {
        onLostEnding(err);
        return { rows: [{ count: '0' }] };
      }
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
