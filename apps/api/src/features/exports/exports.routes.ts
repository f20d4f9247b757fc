import { dataExport } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as dataExportService from './data-export.service.ts';
import * as exportsService from './exports.service.ts';

/** Data exports: a background job writes every entity into one xlsx (docs/decisions/0022-data-exports.md). */
export const exportsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDeps(exportsService);
  const tags = ['exports'];
  const admin = { access: 'admin' } as const;

  deps.jobs.register(dataExportService.dataExportJob, deps.withDeps(dataExportService).runDataExport);

  app.get(
    '/exports',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Admins only (403 for a User). Every data export, newest first (modified, else created). `name` and ' +
          '`file` are null until the export is Completed; `error` says why a Failed one failed.',
        response: { 200: dataExport.array(), ...errorResponses },
      },
    },
    () => service.listExports(),
  );

  app.post(
    '/exports',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Admins only (403 for a User). Empty body. Queues a data export and answers it at once, Pending; a ' +
          'background job then writes one xlsx with a sheet per entity and attaches it as `file`.',
        response: { 201: dataExport, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await service.startExport(staffOf(req).id)),
  );
};
