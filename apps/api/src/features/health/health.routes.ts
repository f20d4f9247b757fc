import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IdentityProviderStatus } from '../auth/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as healthQueries from './health.queries.ts';

const healthBody = z.object({
  status: z.enum(['ok', 'busy', 'unavailable']),
  database: z.string(),
  maintenance: z.boolean(),
  /** How long the check's own query took: the wait behind other work on the database, and the query. */
  databaseWaitMs: z.number().nullable(),
  /**
   * Sign-in through the company's identity provider (null when not configured): `ready` while its button
   * shows, else `problem` says why (the settings, or the discovery document that could not be read).
   */
  identityProvider: z.object({ name: z.string(), ready: z.boolean(), problem: z.string().nullable() }).nullable(),
});

/** A check that waited longer than this for the database answers 'busy'. */
const busyAfterMs = 1_000;

export interface HealthOptions extends Pick<RouteDeps, 'withDb'> {
  /** 'pglite' or 'postgres', as the answer names it. */
  driver: string;
  maintenance: boolean;
  /** The identity provider's state; null when none is configured. */
  identityProvider: (() => IdentityProviderStatus) | null;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  const { withDb, driver, maintenance } = options;
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
          "database (`databaseWaitMs`); 503 'unavailable' when it does not answer. `identityProvider` says whether " +
          'sign-in through the identity provider works, and why not; it does not change the status.',
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (req, reply) => {
      const identityProvider = options.identityProvider?.() ?? null;
      const started = performance.now();
      try {
        await pingDatabase();
        const databaseWaitMs = Math.round(performance.now() - started);
        const status = databaseWaitMs > busyAfterMs ? ('busy' as const) : ('ok' as const);
        return { status, database: driver, maintenance, databaseWaitMs, identityProvider };
      } catch (err) {
        req.log.error({ err }, 'health check: database unavailable');
        const answer = { status: 'unavailable' as const, database: driver, maintenance, databaseWaitMs: null };
        return reply.status(503).send({ ...answer, identityProvider });
      }
    },
  );
};
