import type { Db } from '../db/client.ts';
import { claimNextPendingJob, findJob, insertJob, recoverInterruptedJobs } from './job-rows.queries.ts';
import type { JobHandler, Jobs, ResolvedJobsOptions } from './jobs.ts';
import { runClaimedJob } from './run-job.ts';

/**
 * The embedded database's runner: one job at a time, oldest Pending first, in this process. PGlite
 * has one connection, so every status change is one short statement and handlers run outside
 * transactions. Only this process can have the database open, so a job found Processing at start
 * was interrupted by a stop of this same process.
 */
export function createInProcessRunner(db: Db, options: ResolvedJobsOptions): Jobs {
  const handlers = new Map<string, JobHandler>();
  let state: 'new' | 'running' | 'stopped' = 'new';
  let draining: Promise<void> | undefined;
  let wokenWhileDraining = false;

  async function drain() {
    while (state === 'running') {
      const job = await claimNextPendingJob(db);
      if (!job) return;
      await runClaimedJob(db, handlers, job, options);
    }
  }

  function wake() {
    if (state !== 'running') return;
    if (draining) {
      wokenWhileDraining = true;
      return;
    }
    draining = (async () => {
      try {
        do {
          wokenWhileDraining = false;
          await drain();
        } while (wokenWhileDraining && state === 'running');
      } catch (err) {
        // The job keeps its status; a Processing one is recovered at the next start.
        options.log?.error({ err }, 'job runner stopped by an error');
      } finally {
        draining = undefined;
      }
    })();
  }

  return {
    register(name, handler) {
      handlers.set(name, handler as JobHandler);
    },
    async enqueue(name, payload) {
      const row = await insertJob(db, name, payload);
      wake();
      return row;
    },
    get: (id) => findJob(db, id),
    async start() {
      if (state !== 'new') return;
      await recoverInterruptedJobs(db, options.maxAttempts);
      state = 'running';
      wake();
    },
    async stop() {
      state = 'stopped';
      if (!draining) return;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, options.stopTimeoutMs);
      });
      await Promise.race([draining, timeout]);
      clearTimeout(timer);
    },
  };
}
