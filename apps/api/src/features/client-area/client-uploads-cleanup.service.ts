import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../feature-deps.ts';
import { unattachedClientUploads } from './client-particulars.queries.ts';

export const clientUploadsCleanupJob = 'client-uploads-cleanup';
/** An upload nobody attached within a day is taken to be abandoned. */
const keepForMs = 24 * 60 * 60 * 1000;
const everyMs = 6 * 60 * 60 * 1000;
const batch = 500;

/**
 * Removes what clients uploaded to a particulars form more than a day ago and never attached:
 * bytes gone, file marked deleted. Answers how many were removed.
 */
export async function removeUnattachedClientUploads(deps: Pick<FeatureDeps, 'db' | 'files'>, now = new Date()) {
  const before = new Date(now.getTime() - keepForMs);
  let removed = 0;
  for (;;) {
    const ids = await unattachedClientUploads(deps.db, before, batch);
    if (ids.length === 0) return { removed };
    removed += await deps.files.discard(deps.db, ids);
  }
}

/**
 * Runs the clean-up as a job every six hours while the app runs (every instance asks; a run that
 * finds nothing is cheap).
 */
export function scheduleClientUploadsCleanup(deps: FeatureDeps, app: FastifyInstance) {
  deps.jobs.register(clientUploadsCleanupJob, () => removeUnattachedClientUploads(deps));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      deps.jobs.enqueue(clientUploadsCleanupJob, {}).catch((err) => app.log.warn({ err }, 'clean-up not queued'));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
