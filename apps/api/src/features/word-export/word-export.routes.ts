import { errorBody, fileDto, idParams, reportExportFormats } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as onFirstUse from './load-on-first-use.ts';

/** Export as Word or PDF: the report filled into its type's template, kept in the report files. */
export const wordExportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { exportReportAsDocx, exportReportAsPdf, reportExportFormats: exportFormats } = deps.withDeps(onFirstUse);
  app.post(
    '/reports/:id/export-as-docx',
    {
      schema: {
        tags: ['reports'],
        description:
          'Fills the newest uploaded template of the report type (or the default one) with the report, stores ' +
          'the document and adds it to the report files; answers the file with its fileUrl. Works on a ' +
          'Completed report too. 422 with the reason when the template cannot be filled.',
        params: idParams,
        response: { 201: fileDto, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await exportReportAsDocx(req.params.id, staffOf(req).id)),
  );

  app.get(
    '/reports/export-formats',
    {
      schema: {
        tags: ['reports'],
        description: 'The formats a report exports to on this server: Word always, PDF where LibreOffice is installed.',
        response: { 200: reportExportFormats, ...errorResponses },
      },
    },
    () => exportFormats(),
  );
  app.post(
    '/reports/:id/export-as-pdf',
    {
      schema: {
        tags: ['reports'],
        description:
          'The document export-as-docx makes, converted to PDF by LibreOffice (at most two at a time, each within ' +
          'PDF_TIMEOUT_MS), stored and added to the report files; answers the file with its fileUrl. 422 with ' +
          'the reason when the template cannot be filled or the conversion fails or takes too long (nothing is ' +
          'stored); 501 where the server has no LibreOffice.',
        params: idParams,
        response: {
          201: fileDto,
          ...errorResponses,
          422: errorBody.describe('The template cannot be filled, or LibreOffice failed or took too long'),
          501: errorBody.describe('The server has no LibreOffice'),
        },
      },
    },
    async (req, reply) => reply.status(201).send(await exportReportAsPdf(req.params.id, staffOf(req).id)),
  );
};
