import { timingSafeEqual } from 'node:crypto';
import { messages, requestMessages } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const alwaysOpen = ['/api/health', '/api/docs'];
/**
 * Pages the browser opens by itself, which cannot send the client key: the identity provider's sign-in
 * button and the provider's way back (its flow and answer ride in their own cookies).
 */
const navigations = ['/api/auth/oidc/start', '/api/auth/oidc/callback'];

function isApi(url: string) {
  return url === '/api' || url.startsWith('/api/');
}

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Maintenance mode (503) and the client key (401), before any route runs. */
export function registerRequestGuards(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!isApi(url) || alwaysOpen.some((p) => url.startsWith(p))) return;
    if (config.maintenance) return reply.status(503).send({ error: messages.maintenance });
    // Signed storage URLs carry their own proof and are opened by <img> tags and links,
    // which cannot send the header.
    const navigation = navigations.some((path) => url === path || url.startsWith(`${path}?`));
    if (config.apiClientKey && !url.startsWith('/api/storage/') && !navigation) {
      const given = request.headers['x-client-key'];
      if (typeof given !== 'string' || !sameSecret(given, config.apiClientKey)) {
        return reply.status(401).send({ error: requestMessages.invalidClientKey });
      }
    }
  });
}
