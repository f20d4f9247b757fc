import { AsyncLocalStorage } from 'node:async_hooks';
import { vi } from 'vitest';
import type { Db } from '../src/db/client.ts';

const counting = new AsyncLocalStorage<{ queries: number }>();

/**
 * Runs `run` and counts the queries it makes: every query of the app and of its transactions goes
 * through the session class's prepareQuery. Only calls made inside `run`'s async context count, so a
 * query of the app's own timers (the job runner's sweep of stale jobs on PostgreSQL) that lands
 * meanwhile is not taken for the request's.
 */
export async function countQueries<T>(db: Db, run: () => Promise<T>): Promise<{ queries: number; result: T }> {
  const sessionClass = Object.getPrototypeOf((db as unknown as { session: object }).session) as {
    prepareQuery: (...args: unknown[]) => unknown;
  };
  const original = sessionClass.prepareQuery;
  const spy = vi.spyOn(sessionClass, 'prepareQuery').mockImplementation(function (this: unknown, ...args) {
    const tally = counting.getStore();
    if (tally) tally.queries += 1;
    return original.apply(this, args);
  });
  const tally = { queries: 0 };
  try {
    // Awaited inside the context: fastify's inject starts its request only when it is awaited.
    const result = await counting.run(tally, async () => await run());
    return { queries: tally.queries, result };
  } finally {
    spy.mockRestore();
  }
}
