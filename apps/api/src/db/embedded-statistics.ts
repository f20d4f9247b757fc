import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { runAsBackgroundWork } from './sharing-pglite.ts';

/** How often the embedded database's tables are analysed. */
const everyMs = 10 * 60_000;

/**
 * PGlite runs no autovacuum, so without this its planner never learns how large the tables have grown
 * and joins them as if they were empty: a page of the data export's consumption sheet took 300 ms
 * instead of 15. Analyses every table at start and then every ten minutes, one table at a time, as
 * background work (requests go first). PostgreSQL's own autovacuum does this there. The answer stops
 * it, once the table under way is done.
 */
export function keepEmbeddedStatisticsFresh(database: Database, log: (err: unknown) => void): () => Promise<void> {
  if (database.driver !== 'pglite') return async () => {};
  let stopped = false;
  let running: Promise<void> | null = null;
  const analyse = () => {
    running ??= runAsBackgroundWork(() => analyseEveryTable(database, () => stopped))
      .catch(log)
      .finally(() => {
        running = null;
      });
  };
  analyse();
  const timer = setInterval(analyse, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

async function analyseEveryTable({ db }: Database, stopped: () => boolean) {
  const { rows } = (await db.execute(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { name: string }[] };
  for (const { name } of rows) {
    if (stopped()) return;
    await db.execute(sql`analyze ${sql.identifier(name)}`);
  }
}
