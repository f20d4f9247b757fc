import type { Db } from '../db/client.ts';
import { runAsBackgroundWork } from '../db/sharing-pglite.ts';
import { beatJob, completeJob, failJob } from './job-rows.queries.ts';
import type { JobHandler, JobRow, ResolvedJobsOptions } from './jobs.ts';

/**
 * Runs a claimed (Processing) job's handler and records the outcome: Completed with the handler's
 * answer, or Failed with its error message. A handler's error is the job's outcome, not a reason to retry.
 * While the handler runs, the job's heartbeat is written every `heartbeatIntervalSeconds`.
 */
export async function runClaimedJob(
  db: Db,
  handlers: ReadonlyMap<string, JobHandler>,
  job: JobRow,
  options: Pick<ResolvedJobsOptions, 'log' | 'heartbeatIntervalSeconds'>,
) {
  const { log } = options;
  const handler = handlers.get(job.name);
  if (!handler) {
    await failJob(db, job, `Unknown job: ${job.name}`);
    return;
  }
  const stopBeating = beatWhileRunning(db, job, options);
  let result: unknown;
  try {
    result = await runAsBackgroundWork(() => handler(job.payload, job));
  } catch (err) {
    log?.warn({ err, jobId: job.id, job: job.name }, 'job failed');
    await failJob(db, job, err instanceof Error ? err.message : String(err));
    return;
  } finally {
    stopBeating();
  }
  try {
    await completeJob(db, job, result);
  } catch (err) {
    // e.g. an answer that is no JSON: the work is done but its result cannot be kept.
    log?.error({ err, jobId: job.id, job: job.name }, 'job result not stored');
    await failJob(db, job, `The job's result could not be stored: ${err instanceof Error ? err.message : err}`);
  }
}

/** Writes the job's heartbeat on a timer until the answered function is called. */
function beatWhileRunning(
  db: Db,
  job: JobRow,
  { log, heartbeatIntervalSeconds }: Pick<ResolvedJobsOptions, 'log' | 'heartbeatIntervalSeconds'>,
) {
  let beating: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (beating) return; // the last one is still on its way (a slow database)
    beating = beatJob(db, job)
      .then((owned) => {
        if (!owned) log?.warn({ jobId: job.id, job: job.name }, 'job taken over after a silence of its heartbeat');
      })
      .catch((err) => log?.warn({ err, jobId: job.id, job: job.name }, 'job heartbeat not written'))
      .finally(() => {
        beating = undefined;
      });
  }, heartbeatIntervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
