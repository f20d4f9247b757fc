import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { JobStatus, jobs } from '../db/schema/jobs.ts';
import { interruptedMessage, type JobRow } from './jobs.ts';

export { JobStatus } from '../db/schema/jobs.ts';

/** Reads and status changes of the `jobs` table, shared by both runners. Each is one short statement. */

export async function insertJob(db: Db, name: string, payload: unknown): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({ name, payload: payload ?? null })
    .returning();
  if (!row) throw new Error('The job was not stored');
  return row;
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  // An id that is no UUID names no job (and would make PostgreSQL answer an error).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** A Processing job whose process has not written its heartbeat for `staleAfterSeconds` (the database's clock). */
function stale(staleAfterSeconds: number) {
  return and(
    eq(jobs.status, JobStatus.processing),
    or(
      isNull(jobs.heartbeatOn),
      lt(jobs.heartbeatOn, sql`now() - make_interval(secs => ${staleAfterSeconds}::double precision)`),
    ),
  );
}

/** The run that claimed the job: its attempt, still Processing (not taken over since). */
function ownRun(job: Pick<JobRow, 'id' | 'attempts'>) {
  return and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, JobStatus.processing));
}

/** Marks a Pending job Processing with a first heartbeat and counts the attempt; undefined when another run took it. */
export async function claimJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ status: JobStatus.processing, attempts: sql`${jobs.attempts} + 1`, error: null, heartbeatOn: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, JobStatus.pending)))
    .returning();
  return row;
}

/**
 * The running job's heartbeat: answers false when the run no longer owns the job (it was taken
 * over after a silence). Leaves `modified_on` as it is: a heartbeat is no change of the job.
 */
export async function beatJob(db: Db, job: Pick<JobRow, 'id' | 'attempts'>): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ heartbeatOn: sql`now()`, modifiedOn: sql`${jobs.modifiedOn}` })
    .where(ownRun(job))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** Claims the oldest Pending job, if any. */
export async function claimNextPendingJob(db: Db): Promise<JobRow | undefined> {
  const [next] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.status, JobStatus.pending))
    .orderBy(asc(jobs.seq))
    .limit(1);
  return next ? claimJob(db, next.id) : undefined;
}

/** The run's outcome: Completed with the result, unless the job was taken over since. */
export async function completeJob(db: Db, job: Pick<JobRow, 'id' | 'attempts'>, result: unknown) {
  await db
    .update(jobs)
    .set({ status: JobStatus.completed, result: result ?? null, error: null })
    .where(ownRun(job));
}

/** The run's outcome: Failed with the reason, unless the job was taken over since. */
export async function failJob(db: Db, job: Pick<JobRow, 'id' | 'attempts'>, error: string) {
  await db.update(jobs).set({ status: JobStatus.failed, error }).where(ownRun(job));
}

/**
 * A job whose runs ended without an outcome too often (pg-boss's dead letter): Failed with the
 * reason, when it is Pending or stale (a job whose process still beats is left to it).
 */
export async function failInterruptedJob(db: Db, id: string, staleAfterSeconds: number) {
  await db
    .update(jobs)
    .set({ status: JobStatus.failed, error: interruptedMessage })
    .where(and(eq(jobs.id, id), or(eq(jobs.status, JobStatus.pending), stale(staleAfterSeconds))));
}

/**
 * Processing jobs without a heartbeat for `staleAfterSeconds` (their process died): Pending again
 * while they have had fewer than `maxAttempts` runs, else Failed with the reason. One UPDATE whose
 * WHERE is the claim: of instances looking at once, only one changes a row (PostgreSQL checks the
 * condition again on a row another statement just changed), and a heartbeat written first keeps it.
 */
export async function takeOverStaleJobs(db: Db, staleAfterSeconds: number, maxAttempts: number) {
  const retried = sql<boolean>`${jobs.attempts} < ${maxAttempts}`;
  return db
    .update(jobs)
    .set({
      status: sql`case when ${retried} then ${sql.raw(`${JobStatus.pending}`)} else ${sql.raw(`${JobStatus.failed}`)} end`,
      error: sql`case when ${retried} then null else ${interruptedMessage} end`,
      heartbeatOn: null,
    })
    .where(stale(staleAfterSeconds))
    .returning({ id: jobs.id, status: jobs.status });
}

/**
 * Jobs left Processing by a process that stopped: Pending again while attempts remain, else Failed
 * with the reason. Only for a database that one process alone can have open (PGlite).
 */
export async function recoverInterruptedJobs(db: Db, maxAttempts: number) {
  await db
    .update(jobs)
    .set({ status: JobStatus.pending })
    .where(and(eq(jobs.status, JobStatus.processing), lt(jobs.attempts, maxAttempts)));
  await db
    .update(jobs)
    .set({ status: JobStatus.failed, error: interruptedMessage })
    .where(eq(jobs.status, JobStatus.processing));
}
