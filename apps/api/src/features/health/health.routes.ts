import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../route-deps.ts';
import * as healthQueries from './health.queries.ts';

const healthBody = z.object({
  status: z.enum(['ok', 'busy', 'unavailable']),
  database: z.string(),
  maintenance: z.boolean(),
  /** How long the check's own query took: the wait behind other work on the database, and the query. */
  databaseWaitMs: z.number().nullable(),
});

/** A check that waited longer than this for the database answers 'busy'. */
const busyAfterMs = 1_000;

export interface HealthOptions extends Pick<RouteDeps, 'withDb'> {
  /** 'pglite' or 'postgres', as the answer names it. */
  driver: string;
  maintenance: boolean;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { withDb, driver, maintenance }) => {
  const { pingDatabase } = withDb(healthQueries);
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        security: [],
        description:
          "Checks the database: 'ok'; 'busy' when the check waited over a second behind other work on the " +
          "database (`databaseWaitMs`); 503 'unavailable' when it does not answer.",
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (req, reply) => {
      const started = performance.now();
      try {
        await pingDatabase();
        const databaseWaitMs = Math.round(performance.now() - started);
        const status = databaseWaitMs > busyAfterMs ? ('busy' as const) : ('ok' as const);
        return { status, database: driver, maintenance, databaseWaitMs };
      } catch (err) {
        req.log.error({ err }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'unavailable', database: driver, maintenance, databaseWaitMs: null });
      }
    },
  );
};
