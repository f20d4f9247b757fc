import { idParams, reportShare } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as reportSharing from './report-sharing.service.ts';

/** Sharing a Completed report with its ship owner: a link and PIN to its page in the client area; staff. */
export const reportShareRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { getReportShare, shareReport } = deps.withDeps(reportSharing);
  const { stopReportSharing } = deps.withDb(reportSharing);
  const tags = ['reports'];

  app.post(
    '/reports/:id/share',
    {
      schema: {
        tags,
        description:
          "Shares a Completed report with its ship owner: a new link to the report's page in the client area " +
          "(`/client/report/{urlHash}`) and a six-digit PIN, opened with `POST client/token` as a form's are. While " +
          'it is shared it answers the same link and PIN again. 400 for a report that is not Completed; reopening a ' +
          "report stops its sharing. The report's history records who shared it (never the link or PIN). The body " +
          'is ignored.',
        params: idParams,
        response: { 200: reportShare, ...errorResponses },
      },
    },
    (req) => shareReport(actorOf(req), req.params.id),
  );

  app.get(
    '/reports/:id/share',
    {
      schema: {
        tags,
        description:
          "The report's link and PIN, who shared it and when, and when its ship owner last opened it; 404 while it " +
          'is not shared.',
        params: idParams,
        response: { 200: reportShare, ...errorResponses },
      },
    },
    (req) => getReportShare(req.params.id),
  );

  app.delete(
    '/reports/:id/share',
    {
      schema: {
        tags,
        description:
          "Stops sharing the report at once: its link opens nothing any more and its ship owner's tokens answer " +
          "401. The report's history records who stopped it. A report that is not shared stays so (204 too).",
        params: idParams,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await stopReportSharing(actorOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
