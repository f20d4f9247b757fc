import type { Readable } from 'node:stream';
import { errorBody, fileTooLargeMessage, limits } from '@backoffice/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { contentDisposition, showsInline, storedFileCsp } from './disposition.ts';
import { KeyTakenError, type LocalStorage, UploadTooLargeError } from './local-storage.ts';
import type { UrlOperation } from './signed-url.ts';

export const storageMessages = {
  invalidLink: 'This link is invalid or has expired',
  blobTypeRequired: 'The header x-ms-blob-type: BlockBlob is required',
  uploadInProgress: 'The file is being uploaded already',
} as const;

/**
 * What the upload route asks the files feature: how many bytes the file under a key may have, and
 * whether what arrived is what was declared.
 */
export interface UploadReceiver {
  /** The declared size of the file waiting for its bytes under `key`; throws (404, 409) otherwise. */
  expectedSize(key: string): Promise<number>;
  /** Checks the stored bytes; throws a 400 (and removes them) when they do not match. */
  received(key: string): Promise<void>;
}

const tooLarge = () => new AppError(413, fileTooLargeMessage);
const tags = ['storage'];

function signedKey(request: FastifyRequest, storage: LocalStorage, op: UrlOperation) {
  const key = (request.params as { '*': string })['*'];
  const params = storage.checkUrl(op, key, request.query as Record<string, unknown>);
  if (!params) throw forbidden(storageMessages.invalidLink);
  return { key, params };
}

/** Until the body has been read, an answer ends the connection rather than reading the rest. */
function closeUnlessRead(reply: FastifyReply, read: boolean) {
  if (read) reply.removeHeader('connection');
  else reply.header('connection', 'close');
}

/**
 * `PUT` and `GET /api/storage/<key>?…` of the local driver: the URLs signed by `uploadUrl` and
 * `downloadUrl`, usable without a token (the signature is the permission).
 */
export const localStorageRoutes: FastifyPluginAsync<{ storage: LocalStorage; uploads: UploadReceiver }> = async (
  app,
  { storage, uploads },
) => {
  // Keys whose bytes are arriving in this process: a second PUT to the same URL meanwhile gets a
  // 409 before its body is read. Across processes on one shared folder the storage decides: it
  // publishes the bytes create-only, and the later of two uploads gets the same 409 (KeyTakenError).
  const receiving = new Set<string>();

  // Raw bodies of any type stream to the handler (in this plugin only; JSON stays JSON elsewhere).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    '/*',
    {
      bodyLimit: limits.maxUploadBytes,
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Store the bytes of a file (local driver)',
        description:
          'The `presignedUrl` of `POST files`: send the raw bytes with `x-ms-blob-type: BlockBlob`. At most the ' +
          'declared `contentSize` is read (413 beyond it); the bytes are then checked against the declared size ' +
          'and type (400 and nothing kept when they differ). 403 for a bad or expired link, 409 when the file ' +
          'already has its bytes or another upload to the same URL is under way.',
        response: {
          201: z.null().describe('Stored and checked; no body'),
          400: errorResponses[400],
          403: errorBody,
          404: errorBody,
          409: errorBody,
          413: errorBody,
        },
      },
    },
    async (request, reply) => {
      closeUnlessRead(reply, false);
      const { key } = signedKey(request, storage, 'put');
      if (request.headers['x-ms-blob-type'] !== 'BlockBlob') throw badRequest(storageMessages.blobTypeRequired);
      if (receiving.has(key)) throw conflict(storageMessages.uploadInProgress);
      receiving.add(key);
      try {
        const maxBytes = await uploads.expectedSize(key);
        const length = Number(request.headers['content-length']);
        if (Number.isFinite(length) && length > maxBytes) throw tooLarge();
        try {
          await storage.receive(key, request.body as Readable | undefined, maxBytes);
        } catch (err) {
          if (err instanceof UploadTooLargeError) throw tooLarge();
          if (!(err instanceof KeyTakenError)) throw err;
          // Another upload stored its bytes first; this body has been read whole.
          closeUnlessRead(reply, true);
          throw conflict(storageMessages.uploadInProgress);
        }
        closeUnlessRead(reply, true);
        await uploads.received(key);
      } finally {
        receiving.delete(key);
      }
      return reply.status(201).send();
    },
  );

  app.get(
    '/*',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Read the bytes of a file (local driver)',
        description:
          'The `fileUrl` of a file: its bytes with its type, its name as Content-Disposition (inline for images ' +
          'and PDF) and a sandboxing Content-Security-Policy. 403 for a bad or expired link.',
        response: { 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { key, params } = signedKey(request, storage, 'get');
      const stored = await storage.openRead(key);
      if (!stored) throw notFound('File');
      const type = params.type || 'application/octet-stream';
      const secondsLeft = Math.max(0, Math.floor(Number((request.query as { exp: string }).exp) - Date.now() / 1000));
      const csp = storedFileCsp(type);
      if (csp) reply.header('content-security-policy', csp);
      else reply.removeHeader('content-security-policy');
      return reply
        .type(type === 'text/plain' ? 'text/plain; charset=utf-8' : type)
        .header('content-length', stored.size)
        .header(
          'content-disposition',
          contentDisposition(params.name || key, showsInline(type) ? 'inline' : 'attachment'),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .send(stored.stream);
    },
  );
};
