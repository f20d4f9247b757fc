import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Job status as the specification numbers it (Export: Pending 1, Processing 2, Completed 3, Failed 4). */
export const JobStatus = { pending: 1, processing: 2, completed: 3, failed: 4 } as const;
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus];

/**
 * Background work and its outcome: the status the app reads, whichever runner carries the work.
 * The id is a UUID so that, on PostgreSQL, the pg-boss job carrying it can have the same id.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Enqueue order: creation times can tie (a coarse clock), a sequence cannot. */
    seq: integer().notNull().generatedAlwaysAsIdentity(),
    /** The handler's registered name, e.g. `word-export`. */
    name: text().notNull(),
    payload: jsonb().notNull(),
    status: smallint().$type<JobStatus>().notNull().default(JobStatus.pending),
    /** Why the job failed: the handler's error message, or why it was interrupted. */
    error: text(),
    result: jsonb(),
    /** How often a runner started the handler (more than once after an interruption). */
    attempts: integer().notNull().default(0),
    /**
     * While Processing: when the process running it last said it still does (every ~15 s, the
     * database's clock). A Processing job without one for a minute was interrupted (docs/decisions/0021-background-jobs.md).
     */
    heartbeatOn: timestamp('heartbeat_on', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('jobs_status_seq_idx').on(t.status, t.seq)],
);
