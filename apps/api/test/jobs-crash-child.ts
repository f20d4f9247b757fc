// Started by jobs.test.ts as a separate process: opens the given database, starts a job whose
// handler never finishes, prints `started <job id>` and waits to be killed.
import { openDatabase } from '../src/db/client.ts';
import { createJobs } from '../src/jobs/create-jobs.ts';

const database = openDatabase({
  databaseUrl: process.env.CRASH_DATABASE_URL || undefined,
  dataDir: process.env.CRASH_DATA_DIR || null,
});
await database.migrate();
const jobs = createJobs(database, {
  maxAttempts: Number(process.env.CRASH_MAX_ATTEMPTS),
  expireInSeconds: 1,
  maintenanceIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
});
jobs.register('blocks', (_payload, job) => {
  console.log(`started ${job.id}`);
  setInterval(() => {}, 60_000);
  return new Promise(() => {});
});
await jobs.start();
await jobs.enqueue('blocks', { crash: true });
