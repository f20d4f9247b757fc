import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import { claimJob, failInterruptedJob, findJob, insertJob } from './job-rows.ts';
import type { JobHandler, Jobs, ResolvedJobsOptions } from './jobs.ts';
import { pgBossDb } from './pg-boss-db.ts';
import { runClaimedJob } from './run-job.ts';

/** pg-boss queue carrying `{jobId}` of every job; its dead letters are jobs interrupted too often. */
const queue = 'jobs';
const interruptedQueue = 'jobs-interrupted';

interface Carried {
  jobId: string;
}

/**
 * PostgreSQL's runner: pg-boss carries the work, so every API instance takes jobs from one queue
 * (one at a time each). A job whose instance died is left active in pg-boss until `expireInSeconds`;
 * pg-boss's maintenance (one instance at a time) then retries it, up to `maxAttempts` starts, and
 * after the last one sends it to the dead-letter queue, whose worker marks the row Failed.
 */
export function createPgBossRunner(db: Db, options: ResolvedJobsOptions): Jobs {
  const handlers = new Map<string, JobHandler>();
  const boss = new PgBoss({
    db: pgBossDb(db),
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  });
  boss.on('error', (err) => options.log?.error({ err }, 'job queue error'));
  const retry = { retryLimit: options.maxAttempts - 1, retryDelay: 0, expireInSeconds: options.expireInSeconds };
  let state: 'new' | 'running' | 'stopped' = 'new';
  let workerId: string | undefined;
  let prepared: Promise<void> | undefined;

  /** pg-boss's schema and our queues, made once (also when a job is enqueued before start). */
  function prepare() {
    prepared ??= (async () => {
      await boss.start();
      await boss.createQueue(interruptedQueue);
      await boss.createQueue(queue, { name: queue, ...retry, deadLetter: interruptedQueue });
    })();
    return prepared;
  }

  return {
    register(name, handler) {
      handlers.set(name, handler as JobHandler);
    },
    async enqueue(name, payload) {
      if (state !== 'stopped') await prepare();
      // The row and the pg-boss job (with the row's id) are stored in one transaction.
      const row = await db.transaction(async (tx) => {
        const inserted = await insertJob(tx, name, payload);
        const carried: Carried = { jobId: inserted.id };
        await boss.send(queue, carried, { ...retry, id: inserted.id, deadLetter: interruptedQueue, db: pgBossDb(tx) });
        return inserted;
      });
      // This instance's worker looks now rather than at its next poll; any idle instance may take it first.
      if (workerId && state === 'running') boss.notifyWorker(workerId);
      return row;
    },
    get: (id) => findJob(db, id),
    async start() {
      if (state !== 'new') return;
      state = 'running';
      await prepare();
      const work = { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds };
      workerId = await boss.work<Carried>(queue, work, async ([job]) => {
        if (!job) return;
        const row = await claimJob(db, job.data.jobId);
        if (row) await runClaimedJob(db, handlers, row, options.log);
      });
      await boss.work<Carried>(interruptedQueue, work, async ([job]) => {
        if (job) await failInterruptedJob(db, job.data.jobId);
      });
    },
    async stop() {
      state = 'stopped';
      if (!prepared) return;
      await prepared.catch(() => undefined);
      // A job still running after the timeout is failed in pg-boss, so another instance retries it.
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs, close: false });
    },
  };
}
