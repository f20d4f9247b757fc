// What the rest of the API uses of the jobs: features get a `Jobs` through FeatureDeps.
export { createJobs } from './create-jobs.ts';
export { JobStatus } from './job-rows.queries.ts';
export type { JobRow, Jobs, JobsOptions } from './jobs.ts';
export { registerJobs } from './register-jobs.ts';
