// Started by job-crash.ts as a separate process: opens the given database, starts a job (named
// CRASH_JOB_NAME, default `blocks`) whose handler never finishes, prints `started <job id>` and
// waits to be killed. With CRASH_IMPORT set, it adds a user instead and takes their import slot for
// an import that never finishes, printing `started import <user id>`. pg-boss's expiry keeps its
// default (15 minutes): only the job's heartbeat, silent once the process is killed, can tell the
// next process that the job is free again.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { runningImports, users } from '../src/db/schema/index.ts';
import { withImportSlot } from '../src/features/import-slots/index.ts';
import { createJobs } from '../src/jobs/create-jobs.ts';

const database = openDatabase({
  databaseUrl: process.env.CRASH_DATABASE_URL || undefined,
  dataDir: process.env.CRASH_DATA_DIR || null,
});
await database.migrate();
if (process.env.CRASH_IMPORT) {
  const [user] = await database.db
    .insert(users)
    .values({ fullName: 'Importing User', email: `importing-${process.pid}@example.com`, passwordHash: 'x' })
    .returning({ id: users.id });
  void withImportSlot(database.db, user!.id, () => new Promise(() => {}), {
    heartbeatIntervalSeconds: 0.25,
    staleAfterSeconds: 60,
  });
  // Once the slot is taken and has beaten at least once.
  for (;;) {
    const [slot] = await database.db.select().from(runningImports).where(eq(runningImports.userId, user!.id));
    if (slot && slot.heartbeatOn > slot.startedOn) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(`started import ${user!.id}`);
  setInterval(() => {}, 60_000);
} else {
  await startBlockingJob();
}

async function startBlockingJob() {
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
}
