import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../route-deps.ts';
import * as healthQueries from './health.queries.ts';

const healthBody = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string(), maintenance: z.boolean() });

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
        description: 'Checks the database; 503 when it does not answer.',
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (req, reply) => {
      try {
        await pingDatabase();
        return { status: 'ok' as const, database: driver, maintenance };
      } catch (err) {
        req.log.error({ err }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'unavailable', database: driver, maintenance });
      }
    },
  );
};
