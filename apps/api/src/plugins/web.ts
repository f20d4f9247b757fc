import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

function escapeAttribute(value: string) {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * Serves the built web app: hashed assets cached for a year, compressed by the build (.br, .gz beside
 * each script and stylesheet) for browsers that accept it, other files (media) for an hour, every other
 * page path and /index.html itself answered with index.html, never cached without asking (the browser
 * router takes over). The client key, when configured, goes into a meta tag.
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
    // index.html asked by its own path gets the not-found handler's copy, as every page path does:
    // no-cache, so a new build's asset names reach the browser, and the client key's meta tag.
    globIgnore: ['index.html'],
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
