// Started by job-crash.ts as a separate process: opens the given database, starts a job (named
// CRASH_JOB_NAME, default `blocks`) whose handler never finishes, prints `started <job id>` and
// waits to be killed. pg-boss's expiry keeps its default (15 minutes): only the job's heartbeat,
// silent once the process is killed, can tell the next process that the job is free again.
import { openDatabase } from '../src/db/client.ts';
import { createJobs } from '../src/jobs/create-jobs.ts';

const database = openDatabase({
  databaseUrl: process.env.CRASH_DATABASE_URL || undefined,
  dataDir: process.env.CRASH_DATA_DIR || null,
});
await database.migrate();
const jobs = createJobs(database, {
  maxAttempts: Number(process.env.CRASH_MAX_ATTEMPTS),
  heartbeatIntervalSeconds: 0.25,
  pollingIntervalSeconds: 0.5,
});
const name = process.env.CRASH_JOB_NAME || 'blocks';
jobs.register(name, (_payload, job) => {
  console.log(`started ${job.id}`);
  setInterval(() => {}, 60_000);
  return new Promise(() => {});
});
await jobs.start();
await jobs.enqueue(name, { crash: true });
