import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { noStoreUnderApi } from '../lib/no-store.ts';

/** The headers helmet sets for these options, worked out once: helmet sets them on a response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not set its headers at once');
  return headers;
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  // With Azure storage the browser uploads to and shows images from the blob endpoint.
  const blobOrigins =
    config.storage.driver === 'azure'
      ? [(await import('./storage/azure-storage.ts')).azureBlobOrigin(config.storage.connectionString)]
      : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...blobOrigins],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'", ...blobOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The front page video and images are same-origin; nothing else embeds this app.
    crossOriginEmbedderPolicy: false,
  });
  // The same headers on every answer; a route may still replace one (stored files set their own CSP).
  // @fastify/helmet would build helmet's middleware again for every request.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', noStoreUnderApi);
  // Limits are set per route (sign-in, forgot password); in memory per API instance.
  await app.register(rateLimit, { global: false });
}
