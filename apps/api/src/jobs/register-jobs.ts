import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { createJobs } from './create-jobs.ts';
import type { Jobs, JobsOptions } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * The app's job runner: features register their handlers while their routes are registered; the
 * runner starts when the app is ready and stops on close, before the database is closed.
 */
export function registerJobs(app: FastifyInstance, database: Database, options: JobsOptions = {}): Jobs {
  const jobs = createJobs(database, { log: app.log, ...options });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  return jobs;
}
