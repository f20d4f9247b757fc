import { createFileRequest, createFileResponse, fileDto, idParams, updateFileRequest } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as filesService from './files.service.ts';

const whoMayChange =
  "A file's access is its record's, whoever uploaded it: data-export workbooks and report templates are " +
  "for admins only (403 to a User); master-data files (technology icons, makers' templates, the company " +
  'logo) are read by any staff member and renamed or deleted by admins only; any other file (report, ' +
  'vessel and particulars files, client uploads, uploads not attached yet) by any staff member. A ' +
  "client-area token answers 403: the client reaches its form's files through the client area. 404 for " +
  'an unknown or deleted file.';

export const filesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDb(filesService);
  const tags = ['files'];
  const storage = deps.files.storage;

  app.post(
    '/files',
    {
      schema: {
        tags,
        description:
          'Declares a file and answers where to PUT its bytes (`presignedUrl`, valid 15 minutes, header ' +
          '`x-ms-blob-type: BlockBlob`). The size must not exceed 94,371,840 bytes; the extension of `name` must be ' +
          'allowed for `usage` and `mimeType` must be the type of that extension. The bytes are checked against ' +
          'the declared size and type once they arrive; until then `fileUrl` is null.',
        body: createFileRequest,
        response: { 201: createFileResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createFile(storage, { staffId: staffOf(req).id }, req.body)),
  );

  app.get(
    '/files/:id',
    {
      schema: {
        tags,
        description: `The file with a signed download link (\`fileUrl\`, valid 60 minutes) once its bytes are stored and checked. ${whoMayChange}`,
        params: idParams,
        response: { 200: fileDto, ...errorResponses },
      },
    },
    (req) => service.getFile(storage, req.params.id, staffOf(req)),
  );

  app.put(
    '/files/:id',
    {
      schema: {
        tags,
        description: `Renames the file (keeping its extension) and sets its description (absent: kept; null or empty: cleared). ${whoMayChange}`,
        params: idParams,
        body: updateFileRequest,
        response: { 200: fileDto, ...errorResponses },
      },
    },
    (req) => service.updateFile(storage, req.params.id, req.body, staffOf(req)),
  );

  app.delete(
    '/files/:id',
    {
      schema: {
        tags,
        description:
          `Removes the file from use: it can no longer be read, changed or attached here. Where it is already ` +
          `attached it keeps working, so its bytes are kept. ${whoMayChange}`,
        params: idParams,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.deleteFile(req.params.id, staffOf(req));
      return reply.status(204).send(null);
    },
  );
};
