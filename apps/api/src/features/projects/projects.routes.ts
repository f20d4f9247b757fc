import {
  customerProject,
  idParams,
  importVesselsResult,
  limits,
  project,
  projectConsumptionRate,
  projectConsumptionRatesRequest,
  projectRequest,
  projectUpdateRequest,
  uploadMessages,
  versionQuery,
} from '@backoffice/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent, versionedDelete } from '../../lib/route-schemas.ts';
import { importLimitsDescription, uploadedXlsx } from '../../lib/uploaded-xlsx.ts';
import { staffOf } from '../../plugins/auth.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as projectsService from './projects.service.ts';
import * as vesselImport from './vessel-import.service.ts';

export const projectsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDb(projectsService);
  const { importUploadedVessels } = deps.withDb(vesselImport);
  const tags = ['projects'];
  await app.register(multipart, { limits: { files: 1, fileSize: limits.maxImportFileBytes } });

  app.post(
    '/projects',
    {
      schema: {
        tags,
        description:
          'Creates the project with a consumption rate per consumption type from the type defaults. ' +
          '400 on `customer` when the customer is unknown or archived.',
        body: projectRequest,
        response: { 201: project, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createProject(actorOf(req), req.body)),
  );

  app.get(
    '/customers/:id/projects',
    {
      schema: {
        tags: ['customers'],
        description: 'Projects that are not archived, by name, each with its vessels that are not archived.',
        params: idParams,
        response: { 200: customerProject.array(), ...errorResponses },
      },
    },
    (req) => service.getCustomerProjects(req.params.id),
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        tags,
        description: 'A project is found while neither it nor its customer is archived.',
        params: idParams,
        response: { 200: project, ...errorResponses },
      },
    },
    (req) => service.getProject(req.params.id),
  );

  app.put(
    '/projects/:id',
    {
      schema: {
        tags,
        description: 'With `version` (the one of the GET answer) a save of an older version is refused (409).',
        params: idParams,
        body: projectUpdateRequest,
        response: { 200: project, ...errorResponses },
      },
    },
    (req) => service.updateProject(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    '/projects/:id',
    {
      schema: {
        tags,
        description: `Archives the project: it and its vessels answer 404 from now on; nothing is deleted. ${versionedDelete}`,
        params: idParams,
        querystring: versionQuery,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.archiveProject(actorOf(req), req.params.id, req.query.version);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/projects/:id/consumption-rates',
    {
      schema: {
        tags,
        description: 'One rate per consumption type, by type name; types added later start from their defaults.',
        params: idParams,
        response: { 200: projectConsumptionRate.array(), ...errorResponses },
      },
    },
    (req) => service.getProjectRates(req.params.id),
  );

  app.put(
    '/projects/:id/consumption-rates',
    {
      schema: {
        tags,
        description:
          'Sets price and CO2 constant of the listed consumption types; answers all rates. With `version` (the ' +
          "project's `consumptionRatesVersion`) a save of older rates is refused (409).",
        params: idParams,
        body: projectConsumptionRatesRequest,
        response: { 200: projectConsumptionRate.array(), ...errorResponses },
      },
    },
    (req) => service.updateProjectRates(actorOf(req), req.params.id, req.body),
  );

  app.post(
    '/projects/:id/import-vessels',
    {
      schema: {
        tags,
        description:
          'multipart/form-data with an .xlsx in the field `file`: the first sheet, columns Name and Vessel Type ' +
          '(name or short name). Rows with an unknown type or a name already in the project or the file are ' +
          `skipped. An unreadable file answers 400 { error: '${uploadMessages.importFailed}' } and imports nothing. ` +
          importLimitsDescription,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: importVesselsResult, ...errorResponses },
      },
    },
    (req) => importUploadedVessels(staffOf(req).id, actorOf(req), req.params.id, () => uploadedXlsx(req)),
  );
};
