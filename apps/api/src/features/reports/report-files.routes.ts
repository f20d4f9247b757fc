import { idParams, pathId, reportFile, reportFileRequest } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContent } from '../../lib/route-schemas.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as reportFiles from './report-files.service.ts';

/** The report files page: files attached to a report. */
export const reportFileRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDeps(reportFiles);
  const { removeReportFile } = deps.withDb(reportFiles);
  const tags = ['reports'];

  app.get(
    '/reports/:id/files',
    {
      schema: {
        tags,
        description: 'Newest first.',
        params: idParams,
        response: { 200: reportFile.array(), ...errorResponses },
      },
    },
    (req) => service.listReportFiles(req.params.id),
  );

  app.post(
    '/reports/:id/files',
    {
      schema: {
        tags,
        description: 'An uploaded file of the default types. 409 when the report is Completed.',
        params: idParams,
        body: reportFileRequest,
        response: { 201: reportFile, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await service.addReportFile(req.params.id, req.body.file.id)),
  );

  app.delete(
    '/reports/:id/files/:fileId',
    {
      schema: {
        tags,
        description: 'Takes the file off the report; the file stays. 409 when the report is Completed.',
        params: z.object({ id: pathId, fileId: pathId }),
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await removeReportFile(req.params.id, req.params.fileId);
      return reply.status(204).send(null);
    },
  );
};
