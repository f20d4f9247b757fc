import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import { claimJob, failInterruptedJob, findJob, insertJob, JobStatus, takeOverStaleJobs } from './job-rows.queries.ts';
import type { JobHandler, Jobs, ResolvedJobsOptions } from './jobs.ts';
import { pgBossDb, pgBossWorkerDb } from './pg-boss-db.queries.ts';
import { runClaimedJob } from './run-job.ts';

/** pg-boss queue carrying `{jobId}` of every job; its dead letters are jobs interrupted too often. */
const queue = 'jobs';
const interruptedQueue = 'jobs-interrupted';

interface Carried {
  jobId: string;
}

/**
 * PostgreSQL's runner: pg-boss carries the work, so every API instance takes jobs from one queue
 * (one at a time each). The instance running a job writes its heartbeat; every instance looks for
 * Processing jobs whose heartbeat went silent (their instance died) and puts them back: Pending with a
 * new pg-boss job, or Failed with the reason after `maxAttempts` runs. pg-boss's own expiry and
 * retries stay behind that as a backstop; its dead letters are marked Failed unless their job still beats.
 */
export function createPgBossRunner(db: Db, options: ResolvedJobsOptions): Jobs {
  const handlers = new Map<string, JobHandler>();
  const boss = new PgBoss({
    db: pgBossWorkerDb(db, (err) =>
      options.log?.warn({ err }, 'a finished job was not marked in the queue; it ends when it expires'),
    ),
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  });
  boss.on('error', (err) => options.log?.error({ err }, 'job queue error'));
  const retry = { retryLimit: options.maxAttempts - 1, retryDelay: 0, expireInSeconds: options.expireInSeconds };
  let state: 'new' | 'running' | 'stopped' = 'new';
  let workerId: string | undefined;
  let prepared: Promise<void> | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;

  /** pg-boss's schema and our queues, made once (also when a job is enqueued before start). */
  function prepare() {
    prepared ??= (async () => {
      await boss.start();
      await boss.createQueue(interruptedQueue);
      await boss.createQueue(queue, { name: queue, ...retry, deadLetter: interruptedQueue });
    })();
    return prepared;
  }

  /**
   * Jobs whose instance stopped beating: Pending again, each with a new pg-boss job, or Failed after
   * their last attempt; the dead instance's pg-boss jobs are ended. All in one transaction.
   */
  async function takeOverStale() {
    const retried = await db.transaction(async (tx) => {
      const rows = await takeOverStaleJobs(tx, options.staleAfterSeconds, options.maxAttempts);
      for (const { id, status } of rows) {
        await boss.complete(queue, id, {}, { db: pgBossDb(tx) });
        if (status !== JobStatus.pending) continue;
        const carried: Carried = { jobId: id };
        await boss.send(queue, carried, { ...retry, deadLetter: interruptedQueue, db: pgBossDb(tx) });
      }
      return rows.some((row) => row.status === JobStatus.pending);
    });
    if (retried && workerId && state === 'running') boss.notifyWorker(workerId);
  }

  function sweep() {
    if (sweeping || state !== 'running') return;
    sweeping = takeOverStale()
      .catch((err) => options.log?.warn({ err }, 'stale jobs not looked for'))
      .finally(() => {
        sweeping = undefined;
      });
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
        // A poll still under way when this instance stopped took it: failed in pg-boss, so another
        // instance, or the app's next start, retries it; the job stays Pending meanwhile.
        if (state === 'stopped') throw new Error('this instance has stopped taking jobs');
        // Not Pending (any more): another run has it, or it is finished; this pg-boss job just ends.
        const row = await claimJob(db, job.data.jobId);
        if (row) await runClaimedJob(db, handlers, row, options);
      });
      await boss.work<Carried>(interruptedQueue, work, async ([job]) => {
        if (job) await failInterruptedJob(db, job.data.jobId, options.staleAfterSeconds);
      });
      sweeper = setInterval(sweep, options.heartbeatIntervalSeconds * 1000);
      sweeper.unref();
      sweep();
    },
    async stop() {
      state = 'stopped';
      clearInterval(sweeper);
      await sweeping;
      if (!prepared) return;
      await prepared.catch(() => undefined);
      // A job still running after the timeout is failed in pg-boss, so another instance retries it.
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs, close: false });
    },
  };
}
