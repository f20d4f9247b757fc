import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { JobStatus, jobs } from '../db/schema/jobs.ts';
import { interruptedMessage, type JobRow } from './jobs.ts';

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

/** Marks the job Processing and counts the attempt; undefined when it is already finished. */
export async function claimJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ status: JobStatus.processing, attempts: sql`${jobs.attempts} + 1`, error: null })
    .where(and(eq(jobs.id, id), inArray(jobs.status, [JobStatus.pending, JobStatus.processing])))
    .returning();
  return row;
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

export async function completeJob(db: Db, id: string, result: unknown) {
  await db
    .update(jobs)
    .set({ status: JobStatus.completed, result: result ?? null, error: null })
    .where(eq(jobs.id, id));
}

export async function failJob(db: Db, id: string, error: string) {
  await db.update(jobs).set({ status: JobStatus.failed, error }).where(eq(jobs.id, id));
}

/** A job whose run ended without an outcome: Failed with the reason, unless it already has one. */
export async function failInterruptedJob(db: Db, id: string) {
  await db
    .update(jobs)
    .set({ status: JobStatus.failed, error: interruptedMessage })
    .where(and(eq(jobs.id, id), inArray(jobs.status, [JobStatus.pending, JobStatus.processing])));
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
