import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../route-deps.ts';
import { clientReportRoutes } from './client-report.routes.ts';
import { reportShareRoutes } from './report-sharing.routes.ts';

export { findReportLink, lockReportLink, recordReportOpened, reportLinkOpens } from './report-link.service.ts';

/** Staff share a Completed report; its ship owner reads it and its documents in the client area. */
export const reportSharingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  await app.register(reportShareRoutes, deps);
  await app.register(clientReportRoutes, deps);
};
