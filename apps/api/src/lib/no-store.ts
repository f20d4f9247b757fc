import type { FastifyReply, FastifyRequest } from 'fastify';

const underApi = /^\/api(?:[/?]|$)/;

/**
 * An `onSend` hook for every answer under `/api`, errors included: no browser or proxy cache may keep
 * one (`Cache-Control: no-store`), as they hold records, tokens, PINs and links. An answer that says
 * its own keeps it: a stored file by its signed link, the API document's static files.
 */
export async function noStoreUnderApi(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (underApi.test(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
}
