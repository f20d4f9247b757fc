import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Runs independent reads at once on the pool, and one after another inside a transaction: a
 * transaction has one connection, which runs one query at a time (node-postgres queues a second
 * one, a use it deprecates).
 */
export async function readAll<T extends readonly unknown[]>(db: Db, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
