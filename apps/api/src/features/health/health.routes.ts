import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const healthBody = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string(), maintenance: z.boolean() });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; maintenance: boolean }> = async (
  app,
  { database, maintenance },
) => {
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
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.driver, maintenance };
      } catch (err) {
        req.log.error({ err }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'unavailable', database: database.driver, maintenance });
      }
    },
  );
};
