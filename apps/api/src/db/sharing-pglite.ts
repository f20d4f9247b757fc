import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const background = new AsyncLocalStorage<true>();

/** Runs a long job's work (a data export, an import) behind the requests: see SharingPGlite. */
export function runAsBackgroundWork<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

/** How long the database must have had no request's query before background work takes its next turn. */
const quietMs = 15;
/** The longest background work waits for a quiet moment, so that steady traffic cannot starve it. */
const longestWaitMs = 500;

/**
 * PGlite runs one query at a time in this thread and answers without a turn of the event loop: a long
 * job's chain of queries (a data export of thousands of rows, an import) would hold every other
 * request back until it ended, health checks and sign-ins included. Here each query first lets the
 * event loop turn, and background work (runAsBackgroundWork) waits until no request has used the
 * database for a moment, so a request waits behind at most one of the job's queries and the work
 * between two of them.
 */
export class SharingPGlite extends PGlite {
  #requestQueries = 0;
  #lastRequestQueryEnded = 0;

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#taking(() => super.query<T>(query, params, options));
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#taking(() => super.transaction(callback));
  }

  async #taking<T>(run: () => Promise<T>): Promise<T> {
    if (background.getStore()) {
      await this.#quietMoment();
      return run();
    }
    this.#requestQueries++;
    try {
      await nextTurn();
      return await run();
    } finally {
      this.#requestQueries--;
      this.#lastRequestQueryEnded = performance.now();
    }
  }

  async #quietMoment() {
    await nextTurn();
    const started = performance.now();
    while (performance.now() - started < longestWaitMs) {
      const quietFor = performance.now() - this.#lastRequestQueryEnded;
      if (this.#requestQueries === 0 && quietFor >= quietMs) return;
      await sleep(this.#requestQueries === 0 ? quietMs - quietFor : quietMs);
    }
  }
}
