import { fileDto, idParams } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as wordExport from './word-export.service.ts';

/** Export as Word: the report filled into its type's template, kept in the report files. */
export const wordExportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { exportReportAsDocx } = deps.withDeps(wordExport);
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
};
