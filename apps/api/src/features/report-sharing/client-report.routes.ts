import { clientReport, errorBody, fileDto } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { shipOwnerOf } from '../../plugins/auth.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as clientReportService from './client-report.service.ts';

const reportToken =
  "Needs the client token of a shared report (a form's token or a staff token answers 403); it stops working " +
  '(401) once the report is no longer shared or is reopened.';

/** The client area's shared report: what its ship owner reads, and its documents. */
export const clientReportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { exportClientReport, getClientReport } = deps.withDeps(clientReportService);
  const tags = ['client area'];
  const shipOwnerOnly = { access: 'shipOwner' } as const;

  app.get(
    '/client/report',
    {
      config: shipOwnerOnly,
      schema: {
        tags,
        description:
          "The shared report as its ship owner may see it: the company's name, logo and colour, the report's name, " +
          'type and date, the vessel, the contact (name and e-mail), the included technologies (savings, ' +
          'investment, payback, maker) and the calculated results (as GET reports/{id}/calculated-results). Never ' +
          `notes, PINs or other vessels. ${reportToken}`,
        response: { 200: clientReport, ...errorResponses },
      },
    },
    (req) => getClientReport(shipOwnerOf(req)),
  );

  for (const format of ['pdf', 'docx'] as const) {
    app.post(
      `/client/report/export-as-${format}`,
      {
        config: shipOwnerOnly,
        schema: {
          tags,
          description:
            `The document POST reports/{id}/export-as-${format} makes, kept in the report files as staff's are; ` +
            "answers the file with its fileUrl. The report's history records the download as the ship owner's. " +
            (format === 'pdf' ? '422 when the conversion fails or takes too long; 501 without LibreOffice. ' : '') +
            reportToken,
          response: {
            201: fileDto,
            ...errorResponses,
            422: errorBody.describe('The template cannot be filled, or the document could not be made'),
            ...(format === 'pdf' ? { 501: errorBody.describe('The server has no LibreOffice') } : {}),
          },
        },
      },
      async (req, reply) => reply.status(201).send(await exportClientReport(shipOwnerOf(req), format)),
    );
  }
};
