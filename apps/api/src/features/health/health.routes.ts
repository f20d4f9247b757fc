import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '../feature-deps.ts';
import { pingDatabase } from './health.queries.ts';

const healthBody = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string(), maintenance: z.boolean() });

export interface HealthOptions extends Pick<FeatureDeps, 'db'> {
  /** 'pglite' or 'postgres', as the answer names it. */
  driver: string;
  maintenance: boolean;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { db, driver, maintenance }) => {
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
        await pingDatabase(db);
        return { status: 'ok' as const, database: driver, maintenance };
      } catch (err) {
        req.log.error({ err }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'unavailable', database: driver, maintenance });
      }
    },
  );
};
