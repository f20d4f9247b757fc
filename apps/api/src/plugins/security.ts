import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { azureBlobOrigin } from './storage/azure-storage.ts';

export async function registerSecurity(app: FastifyInstance, config: Config) {
  // With Azure storage the browser uploads to and shows images from the blob endpoint.
  const blobOrigins = config.storage.driver === 'azure' ? [azureBlobOrigin(config.storage.connectionString)] : [];
  await app.register(helmet, {
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
  // Limits are set per route (sign-in, forgot password); in memory per API instance.
  await app.register(rateLimit, { global: false });
}
