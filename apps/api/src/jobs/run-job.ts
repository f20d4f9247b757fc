import type { Db } from '../db/client.ts';
import { completeJob, failJob } from './job-rows.ts';
import type { JobHandler, JobRow, ResolvedJobsOptions } from './jobs.ts';

/**
 * Runs a claimed (Processing) job's handler and records the outcome: Completed with the handler's
 * answer, or Failed with its error message. A handler's error is the job's outcome, not a reason to retry.
 */
export async function runClaimedJob(
  db: Db,
  handlers: ReadonlyMap<string, JobHandler>,
  job: JobRow,
  log: ResolvedJobsOptions['log'],
) {
  const handler = handlers.get(job.name);
  if (!handler) {
    await failJob(db, job.id, `Unknown job: ${job.name}`);
    return;
  }
  let result: unknown;
  try {
    result = await handler(job.payload, job);
  } catch (err) {
    log?.warn({ err, jobId: job.id, job: job.name }, 'job failed');
    await failJob(db, job.id, err instanceof Error ? err.message : String(err));
    return;
  }
  try {
    await completeJob(db, job.id, result);
  } catch (err) {
    // e.g. an answer that is no JSON: the work is done but its result cannot be kept.
    log?.error({ err, jobId: job.id, job: job.name }, 'job result not stored');
    await failJob(db, job.id, `The job's result could not be stored: ${err instanceof Error ? err.message : err}`);
  }
}
