import {
  createReportRequest,
  idParams,
  regulatoryImpactFileRequest,
  regulatoryImpactRequest,
  report,
  updateReportRequest,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as regulatoryImpact from './regulatory-impact.service.ts';
import * as reportCopy from './report-copy.service.ts';
import * as reportsService from './reports.service.ts';

const regulatoryImpactVersioned =
  'With `version` (the report’s `regulatoryImpactVersion`) a save of an older version is refused with 409 naming ' +
  'who changed the regulatory impact and when, and nothing changes; without it the last save wins.';

/** Reports, their copy and regulatory impact; every signed-in staff member. */
export const reportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDeps(reportsService);
  const { copyReport } = deps.withDb(reportCopy);
  const { setRegulatoryImpactFile, updateRegulatoryImpact } = deps.withDeps(regulatoryImpact);
  const tags = ['reports'];

  app.post(
    '/reports',
    {
      schema: {
        tags,
        description:
          'A Draft report of a visible vessel; the caller is its contact. A solution design (type 1) needs ' +
          '`basedOn`, a screening report of the same vessel, and starts with its included technologies; a ' +
          'screening report ignores `basedOn`. The vessel takes the report status.',
        body: createReportRequest,
        response: { 201: report, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createReport(actorOf(req), req.body)),
  );

  app.get('/reports/:id', { schema: { tags, params: idParams, response: { 200: report, ...errorResponses } } }, (req) =>
    service.getReport(req.params.id),
  );

  app.put(
    '/reports/:id',
    {
      schema: {
        tags,
        description:
          'Name, contact (an active user) and status (one of the report type). Allowed when Completed: ' +
          'another status reopens the report and stops its sharing with the ship owner. A new status sets the ' +
          'vessel status.',
        params: idParams,
        body: updateReportRequest,
        response: { 200: report, ...errorResponses },
      },
    },
    (req) => service.updateReport(actorOf(req), req.params.id, req.body),
  );

  app.post(
    '/reports/:id/copy',
    {
      schema: {
        tags,
        description:
          "A Draft copy named '<name> (copy)' with all content: included and novel technologies, regulatory " +
          'impact and its file, report files (linked, not duplicated) and the same base report.',
        params: idParams,
        response: { 201: report, ...errorResponses },
      },
    },
    async (req, reply) => {
      const id = await copyReport(actorOf(req), req.params.id);
      return reply.status(201).send(await service.getReport(id));
    },
  );

  app.put(
    '/reports/:id/regulatory-impact',
    {
      schema: {
        tags,
        description: `409 when the report is Completed. ${regulatoryImpactVersioned}`,
        params: idParams,
        body: regulatoryImpactRequest,
        response: { 200: report, ...errorResponses },
      },
    },
    (req) => updateRegulatoryImpact(actorOf(req), req.params.id, req.body),
  );

  app.put(
    '/reports/:id/regulatory-impact/file',
    {
      schema: {
        tags,
        description:
          'An uploaded xlsx file (usage `regulatoryImpact`) sets the file; absent or null removes it. ' +
          `409 when the report is Completed. ${regulatoryImpactVersioned}`,
        params: idParams,
        body: regulatoryImpactFileRequest,
        response: { 200: report, ...errorResponses },
      },
    },
    (req) => setRegulatoryImpactFile(actorOf(req), req.params.id, req.body),
  );
};
