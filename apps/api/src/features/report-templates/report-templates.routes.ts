import { reportTemplateFile, reportTemplateFileRequest } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import * as service from './report-templates.service.ts';

/** Word templates per report type. */
export const reportTemplatesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const tags = ['report-templates'];
  const admin = { access: 'admin' } as const;

  app.get(
    '/report-template-files',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Admins only (403 for a User). Every uploaded template, newest first (createdOn, then id); ' +
          '`inUse` marks the newest of each report type, the one Word export uses.',
        response: { 200: reportTemplateFile.array(), ...errorResponses },
      },
    },
    () => service.listReportTemplates(deps),
  );

  app.post(
    '/report-template-files',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Admins only (403 for a User). reportType 0 (screening) or 1 (solution design); file: an uploaded ' +
          'docx (400 on `file` otherwise). The new template becomes the one in use for its type; older ones ' +
          'stay listed.',
        body: reportTemplateFileRequest,
        response: { 201: reportTemplateFile, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createReportTemplate(deps, staffOf(req).id, req.body)),
  );
};
