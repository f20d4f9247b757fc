import { reportTemplateFile, reportTemplateFileRequest, reportTypes } from '@backoffice/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { contentDisposition } from '../../plugins/storage/disposition.ts';
import type { RouteDeps } from '../route-deps.ts';
import { defaultTemplate } from './default-templates.ts';
import { templateGuide } from './template-guide.ts';

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function sendDocx(reply: FastifyReply, fileName: string, content: Buffer) {
  return reply.type(docxType).header('content-disposition', contentDisposition(fileName, 'attachment')).send(content);
}

import * as reportTemplatesService from './report-templates.service.ts';

/** Word templates per report type. */
export const reportTemplatesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDeps(reportTemplatesService);
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
    () => service.listReportTemplates(),
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
    async (req, reply) => reply.status(201).send(await service.createReportTemplate(staffOf(req).id, req.body)),
  );

  app.get(
    '/report-template-files/guide',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Admins only. The template guide (docx): every tag, loop, condition and picture a template may use.',
        response: { ...errorResponses },
      },
    },
    async (_req, reply) => sendDocx(reply, 'Report template guide.docx', await templateGuide()),
  );

  app.get(
    '/report-template-files/default/:reportType',
    {
      config: admin,
      schema: {
        tags,
        description: 'Admins only. The default template of report type 0 or 1 (docx), used while none is uploaded.',
        params: z.object({
          reportType: z
            .enum(['0', '1'])
            .transform((type) => (type === '0' ? reportTypes.ScreeningReport : reportTypes.SolutionDesignReport)),
        }),
        response: { ...errorResponses },
      },
    },
    async (req, reply) => {
      const type = req.params.reportType;
      const name =
        type === reportTypes.ScreeningReport
          ? 'Screening report template.docx'
          : 'Solution design report template.docx';
      return sendDocx(reply, name, await defaultTemplate(type));
    },
  );
};
