import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDatabase, testDatabase, testPostgresUrl } from '../../test/database.ts';
import { useJobCrashes } from '../../test/job-crash.ts';
import { describeOnPostgres } from '../../test/postgres-only.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { jobs as jobsTable } from '../db/schema/jobs.ts';
import { createJobs } from './create-jobs.ts';
import { JobStatus } from './job-rows.queries.ts';
import { interruptedMessage, type JobRow, type Jobs, type JobsOptions } from './jobs.ts';

// Short intervals so the PostgreSQL runner (pg-boss) polls quickly and a silent heartbeat is noticed within a second.
const fast: JobsOptions = {
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  stopTimeoutMs: 1_000,
  heartbeatIntervalSeconds: 0.2,
  staleAfterSeconds: 1,
};

let database: Database;
const runners: Jobs[] = [];

function runner(options: JobsOptions = {}, on: Database = database) {
  const jobs = createJobs(on, { ...fast, ...options });
  runners.push(jobs);
  return jobs;
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Waits until the job has the status, and answers its row. */
async function until(jobs: Jobs, id: string, status: JobStatus, timeout = 10_000): Promise<JobRow> {
  return vi.waitFor(
    async () => {
      const row = await jobs.get(id);
      expect(row?.status).toBe(status);
      return row as JobRow;
    },
    { timeout, interval: 50 },
  );
}

beforeEach(async () => {
  database = await testDatabase();
  await resetDatabase(database);
});

afterEach(async () => {
  await Promise.all(runners.splice(0).map((jobs) => jobs.stop()));
});

describe('jobs', () => {
  it('stores a Pending job, runs it (Processing) and keeps the Completed result', async () => {
    const jobs = runner();
    const started = deferred();
    const release = deferred<{ pages: number }>();
    jobs.register<{ report: number }>('word-export', async (payload) => {
      expect(payload).toEqual({ report: 7 });
      started.resolve();
      return release.promise;
    });
    const queued = await jobs.enqueue('word-export', { report: 7 });
    expect(queued).toMatchObject({
      name: 'word-export',
      payload: { report: 7 },
      status: JobStatus.pending,
      attempts: 0,
      error: null,
      result: null,
    });
    expect(await jobs.get(queued.id)).toMatchObject({ status: JobStatus.pending });

    await jobs.start();
    await started.promise;
    expect(await jobs.get(queued.id)).toMatchObject({ status: JobStatus.processing, attempts: 1 });

    release.resolve({ pages: 3 });
    const done = await until(jobs, queued.id, JobStatus.completed);
    expect(done).toMatchObject({ result: { pages: 3 }, error: null, attempts: 1 });
    expect(done.modifiedOn.getTime()).toBeGreaterThanOrEqual(done.createdOn.getTime());
  });

  it('fails a job whose handler throws, with the error message, and does not retry it', async () => {
    const jobs = runner();
    let calls = 0;
    jobs.register('broken', async () => {
      calls += 1;
      throw new Error('The template has no body');
    });
    await jobs.start();
    const { id } = await jobs.enqueue('broken', {});
    const failed = await until(jobs, id, JobStatus.failed);
    expect(failed).toMatchObject({ error: 'The template has no body', result: null, attempts: 1 });
    expect(calls).toBe(1);
  });

  it('fails a job of a name without handler', async () => {
    const jobs = runner();
    await jobs.start();
    const { id } = await jobs.enqueue('no-such-job', { a: 1 });
    expect(await until(jobs, id, JobStatus.failed)).toMatchObject({ error: 'Unknown job: no-such-job' });
  });

  it('runs jobs one at a time, oldest first', async () => {
    const jobs = runner();
    const order: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    jobs.register<{ n: number }>('step', async ({ n }) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((r) => setTimeout(r, 20));
      order.push(n);
      running -= 1;
      return n;
    });
    const queued = [];
    for (const n of [1, 2, 3, 4]) queued.push(await jobs.enqueue('step', { n }));
    await jobs.start();
    for (const job of queued) await until(jobs, job.id, JobStatus.completed);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(mostAtOnce).toBe(1);
  });

  it('writes the heartbeat of a running job and never takes over a job that beats', async () => {
    const jobs = runner();
    const beats: Date[] = [];
    let calls = 0;
    jobs.register('long', async (_payload, job) => {
      calls += 1;
      // Runs for 2.5 times the stale threshold, noting the heartbeat as it goes.
      for (let i = 0; i < 5; i += 1) {
        await new Promise((r) => setTimeout(r, 500));
        beats.push((await jobs.get(job.id))!.heartbeatOn!);
      }
      return 'done';
    });
    await jobs.start();
    const { id } = await jobs.enqueue('long', {});
    expect(await until(jobs, id, JobStatus.completed)).toMatchObject({ attempts: 1, result: 'done' });
    expect(calls).toBe(1);
    expect(beats.at(-1)!.getTime()).toBeGreaterThan(beats[0]!.getTime());
  });

  it('answers no job for an unknown or malformed id', async () => {
    const jobs = runner();
    expect(await jobs.get('7d9f0c52-3c0e-4a43-9a51-0d6f4f4f0a11')).toBeUndefined();
    expect(await jobs.get('42')).toBeUndefined();
  });

  it('takes no job after stop', async () => {
    const jobs = runner();
    let calls = 0;
    jobs.register('count', async () => {
      calls += 1;
    });
    await jobs.start();
    await jobs.stop();
    const { id } = await jobs.enqueue('count', {});
    await new Promise((r) => setTimeout(r, 1_200)); // longer than the polling interval
    expect(await jobs.get(id)).toMatchObject({ status: JobStatus.pending });
    expect(calls).toBe(0);
  });

  it('runs with the app: started when it is ready, stopped when it closes', async () => {
    const app = await buildTestApp();
    try {
      const { id } = await app.jobs.enqueue('not-registered', {});
      expect(await until(app.jobs, id, JobStatus.failed)).toMatchObject({ error: 'Unknown job: not-registered' });
    } finally {
      await app.close();
    }
    const { id } = await app.jobs.enqueue('not-registered', {});
    await new Promise((r) => setTimeout(r, 2_500)); // longer than the app's polling interval
    expect(await app.jobs.get(id)).toMatchObject({ status: JobStatus.pending });
  });
});

describe('a job interrupted by a killed process', () => {
  // A second process starts and opens the database (on PGlite: initialises a data folder), then it is opened again.
  const crashTestTimeout = 90_000;
  const crashed = useJobCrashes();

  it(
    'is taken up again once its heartbeat is silent (at the next start on PGlite) while attempts remain, and completes',
    async () => {
      const { id, reopened, cleanUp } = await crashed(2);
      const killedAt = Date.now();
      try {
        const jobs = runner({ maxAttempts: 2 }, reopened);
        jobs.register('blocks', async (payload) => ({ resumed: payload }));
        expect(await jobs.get(id)).toMatchObject({ status: JobStatus.processing, attempts: 1 });
        await jobs.start();
        const done = await until(jobs, id, JobStatus.completed, 15_000);
        expect(done).toMatchObject({ result: { resumed: { crash: true } }, attempts: 2, error: null });
        // Soon after the 1 s threshold on a busy machine (pg-boss's own expiry would take 15 minutes).
        expect(Date.now() - killedAt).toBeLessThan(60_000);
        await jobs.stop();
      } finally {
        await cleanUp();
      }
    },
    crashTestTimeout,
  );

  it(
    'is Failed with the reason once its attempts are used up',
    async () => {
      const { id, reopened, cleanUp } = await crashed(1);
      try {
        const jobs = runner({ maxAttempts: 1 }, reopened);
        let calls = 0;
        jobs.register('blocks', async () => {
          calls += 1;
        });
        await jobs.start();
        const failed = await until(jobs, id, JobStatus.failed, 15_000);
        expect(failed).toMatchObject({ error: interruptedMessage, attempts: 1 });
        expect(calls).toBe(0);
        await jobs.stop();
      } finally {
        await cleanUp();
      }
    },
    crashTestTimeout,
  );
});

describeOnPostgres('several API instances on one PostgreSQL', () => {
  it('share the jobs, and each job runs once', async () => {
    const second = openDatabase({ databaseUrl: await testPostgresUrl(), dataDir: null, poolSize: 2 });
    try {
      const ranBy = new Map<number, string[]>();
      const instances = [runner({}, database), runner({}, second)];
      instances.forEach((jobs, i) => {
        jobs.register<{ n: number }>('slow', async ({ n }) => {
          ranBy.set(n, [...(ranBy.get(n) ?? []), `instance ${i}`]);
          await new Promise((r) => setTimeout(r, 300));
        });
      });
      await Promise.all(instances.map((jobs) => jobs.start()));
      const queued = [];
      for (let n = 0; n < 6; n += 1) queued.push(await instances[0]!.enqueue('slow', { n }));
      for (const job of queued) await until(instances[0]!, job.id, JobStatus.completed);
      expect([...ranBy.values()].every((by) => by.length === 1)).toBe(true);
      expect(new Set([...ranBy.values()].flat())).toEqual(new Set(['instance 0', 'instance 1']));
    } finally {
      await Promise.all(runners.splice(0).map((jobs) => jobs.stop()));
      await second.close();
    }
  });

  it('take up a job whose heartbeat went silent once, whichever notices it first', async () => {
    const url = await testPostgresUrl();
    const others = [1, 2].map(() => openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 }));
    try {
      const instances = [database, ...others].map((on) => runner({}, on));
      let calls = 0;
      for (const jobs of instances) {
        jobs.register('lost', async () => {
          calls += 1;
          await new Promise((r) => setTimeout(r, 300));
          return 'again';
        });
      }
      // A job left Processing by an instance that died an hour ago, its pg-boss job still active.
      const { id } = await instances[0]!.enqueue('lost', {});
      await database.db
        .update(jobsTable)
        .set({ status: JobStatus.processing, attempts: 1, heartbeatOn: new Date(Date.now() - 3_600_000) })
        .where(eq(jobsTable.id, id));
      await Promise.all(instances.map((jobs) => jobs.start()));
      expect(await until(instances[0]!, id, JobStatus.completed)).toMatchObject({ attempts: 2, result: 'again' });
      await new Promise((r) => setTimeout(r, 1_500)); // more sweeps and polls of every instance
      expect(calls).toBe(1);
      expect(await instances[0]!.get(id)).toMatchObject({ status: JobStatus.completed, attempts: 2 });
    } finally {
      await Promise.all(runners.splice(0).map((jobs) => jobs.stop()));
      await Promise.all(others.map((on) => on.close()));
    }
  });

  it('leave a job that beats to its instance: no other runs it, however long it takes', async () => {
    const second = openDatabase({ databaseUrl: await testPostgresUrl(), dataDir: null, poolSize: 2 });
    try {
      const ranBy: string[] = [];
      const instances = [runner({}, database), runner({}, second)];
      instances.forEach((jobs, i) => {
        jobs.register('long', async () => {
          ranBy.push(`instance ${i}`);
          await new Promise((r) => setTimeout(r, 2_500)); // 2.5 times the stale threshold
        });
      });
      await instances[0]!.start();
      const { id } = await instances[0]!.enqueue('long', {});
      await until(instances[0]!, id, JobStatus.processing);
      await instances[1]!.start();
      expect(await until(instances[1]!, id, JobStatus.completed)).toMatchObject({ attempts: 1 });
      expect(ranBy).toEqual(['instance 0']);
    } finally {
      await Promise.all(runners.splice(0).map((jobs) => jobs.stop()));
      await second.close();
    }
  });
});
