import type { Database } from '../db/client.ts';
import { createInProcessRunner } from './in-process-runner.ts';
import { type Jobs, type JobsOptions, jobDefaults, type ResolvedJobsOptions } from './jobs.ts';
import { createPgBossRunner } from './pg-boss-runner.ts';

/** The runner that suits the database: pg-boss on PostgreSQL, in process on PGlite. */
export function createJobs(database: Database, options: JobsOptions = {}): Jobs {
  const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  const resolved: ResolvedJobsOptions = { ...jobDefaults, ...given };
  return database.driver === 'postgres'
    ? createPgBossRunner(database.db, resolved)
    : createInProcessRunner(database.db, resolved);
}
