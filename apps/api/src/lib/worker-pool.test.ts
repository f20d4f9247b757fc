import { afterEach, describe, expect, it } from 'vitest';
import { WorkerLimitExceeded, WorkerPool } from './worker-pool.ts';

const pools: WorkerPool<string, string>[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

/** Two workers of test/holding.worker.ts; tasks of lane `check` hold one of them at most. */
function pool() {
  const made = new WorkerPool<string, string>(
    new URL('../../test/holding.worker.ts', import.meta.url),
    2,
    { timeoutMs: 120_000, maxOldGenerationSizeMb: 64 },
    60_000,
    { check: 1 },
  );
  pools.push(made);
  return made;
}

/** A task that never ends on its own; the pool's close rejects it. */
function held(workers: WorkerPool<string, string>, lane?: string) {
  const task = workers.run('hold', lane);
  task.catch(() => {});
  return task;
}

// A worker starts in about a second, far more on a busy machine.
describe('WorkerPool lanes', { timeout: 120_000 }, () => {
  it('keeps a worker for tasks of no lane while tasks of a bounded lane wait', async () => {
    const workers = pool();
    held(workers, 'check');
    held(workers, 'check');
    // One holds a worker, the other waits for it.
    await expect.poll(() => workers.running, { timeout: 60_000 }).toBe(1);
    expect(await workers.run('export')).toBe('export');
    expect(await workers.run('another export')).toBe('another export');
    expect(workers.running).toBe(1);
  });

  it('runs every task of a lane, in their order', async () => {
    const workers = pool();
    expect(await Promise.all(['a', 'b', 'c'].map((input) => workers.run(input, 'check')))).toEqual(['a', 'b', 'c']);
  });

  it('lets tasks of no lane take every worker', async () => {
    const workers = pool();
    held(workers);
    held(workers);
    let answered = false;
    const queued = workers.run('export').then(() => {
      answered = true;
    });
    queued.catch(() => {});
    await expect.poll(() => workers.running, { timeout: 60_000 }).toBe(2);
    expect(answered).toBe(false);
  });
});

describe('WorkerPool limits', { timeout: 120_000 }, () => {
  it('fails a task that outgrows the heap limit at once, alone: the pool and its next task go on', async () => {
    const workers = pool();
    const outgrown = workers.run('outgrow');
    await expect(outgrown).rejects.toBeInstanceOf(WorkerLimitExceeded);
    await expect(outgrown).rejects.toMatchObject({ limit: 'memory', message: 'needed more than 64 MB' });
    expect(await workers.run('after')).toBe('after');
  });

  it('fails the task of a worker that stopped, saying how, and gives the next task a new worker', async () => {
    const workers = pool();
    await expect(workers.run('exit')).rejects.toThrow('the worker stopped (exit code 3)');
    expect(await workers.run('after')).toBe('after');
  });

  it('ends a task at its time limit', async () => {
    const workers = pool();
    expect(await workers.run('warm')).toBe('warm');
    workers.setLimits({ timeoutMs: 500 });
    await expect(workers.run('hold')).rejects.toMatchObject({ limit: 'time' });
    expect(workers.running).toBe(0);
  });
});
