import type { FastifyBaseLogger } from 'fastify';
import type { jobs } from '../db/schema/jobs.ts';

export type JobRow = typeof jobs.$inferSelect;

/** Does the work of one job; what it answers (JSON) becomes the job's result. */
export type JobHandler<P = unknown> = (payload: P, job: JobRow) => Promise<unknown>;

/** Background jobs: the same interface on PostgreSQL (pg-boss) and on the embedded PGlite (in process). */
export interface Jobs {
  /** Registers the handler of the jobs named `name`; register before start(). */
  register<P>(name: string, handler: JobHandler<P>): void;
  /** Stores a Pending job and hands it to the runner; answers the stored row. */
  enqueue(name: string, payload: unknown): Promise<JobRow>;
  /** The job's row, or undefined for an unknown id. */
  get(id: string): Promise<JobRow | undefined>;
  /** Begins running jobs (on PGlite, first recovers those a stopped process left Processing). */
  start(): Promise<void>;
  /**
   * Stops taking jobs and waits up to `stopTimeoutMs` for a running one. One still running then is
   * retried: on PostgreSQL by another instance, on PGlite at the next start.
   */
  stop(): Promise<void>;
}

export interface JobsOptions {
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** How often an interrupted job is started in all before it is Failed (a handler's own error is never retried). */
  maxAttempts?: number;
  /** How long stop() waits for a running job. */
  stopTimeoutMs?: number;
  /** How often the process running a job writes its heartbeat (and, on PostgreSQL, each instance looks for stale ones). */
  heartbeatIntervalSeconds?: number;
  /**
   * PostgreSQL: after how long without a heartbeat a Processing job counts as interrupted (its instance
   * died) and is taken up again. (On PGlite, only one process has the database open: a job found
   * Processing at start was interrupted.)
   */
  staleAfterSeconds?: number;
  /**
   * PostgreSQL: pg-boss's own limit on a job's run, a backstop behind the heartbeat: a job whose pg-boss
   * job expires while it still beats is not started again.
   */
  expireInSeconds?: number;
  /** PostgreSQL: how often pg-boss looks for expired jobs (one instance at a time). */
  maintenanceIntervalSeconds?: number;
  /** PostgreSQL: how often each instance asks for new jobs. */
  pollingIntervalSeconds?: number;
}

export const jobDefaults = {
  maxAttempts: 3,
  stopTimeoutMs: 8_000,
  heartbeatIntervalSeconds: 15,
  staleAfterSeconds: 60,
  expireInSeconds: 15 * 60,
  maintenanceIntervalSeconds: 60,
  pollingIntervalSeconds: 2,
} satisfies Required<Omit<JobsOptions, 'log'>>;

export type ResolvedJobsOptions = typeof jobDefaults & Pick<JobsOptions, 'log'>;

export const interruptedMessage = 'Interrupted: the server stopped while this job ran';
