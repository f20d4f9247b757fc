import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

function escapeAttribute(value: string) {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * Serves the built web app: hashed assets cached for a year, compressed by the build (.br, .gz beside
 * each script and stylesheet) for browsers that accept it, every other page path answered with
 * index.html (the browser router takes over). The client key, when configured, goes into a meta tag.
 */
export async function registerWeb(app: FastifyInstance, options: { dist: string | undefined; clientKey?: string }) {
  const indexFile = options.dist ? path.join(options.dist, 'index.html') : null;
  if (!options.dist || !indexFile || !existsSync(indexFile)) {
    app.log.warn('web app not built: only the API is served');
    return false;
  }
  let indexHtml = readFileSync(indexFile, 'utf8');
  if (options.clientKey) {
    const meta = `<meta name="api-client-key" content="${escapeAttribute(options.clientKey)}">`;
    indexHtml = indexHtml.replace('</head>', `${meta}</head>`);
  }
  await app.register(fastifyStatic, {
    root: options.dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  app.decorate('sendIndexHtml', indexHtml);
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    sendIndexHtml?: string;
  }
}
