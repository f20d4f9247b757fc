import { idParams, searchQuery, technology, technologyRequest, versionQuery } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent, versionedDelete } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as technologiesService from './technologies.service.ts';
import { readable } from './technology-routes.data.ts';

const writeRules =
  'Admins only. Name unique among active technologies ignoring case (400 on name). Unknown savingsCategory, ' +
  'implementationStages, regulatoryImpactTypes or consumptionCategories ids: 400 on that field. icon {id} must be ' +
  'an uploaded image file (png, jpg, jpeg, svg); null or absent clears it. consumptionCategories are the ' +
  "technology's consumption_technologies rows: a newly ticked category gets calculationSequence = (number of " +
  'technologies in it) + 1, an unticked one loses the row. One transaction.';

/** The technology catalogue. */
export const technologyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDeps(technologiesService);
  const { archiveTechnology } = deps.withDb(technologiesService);
  const tags = ['technologies'];
  const admin = { access: 'admin' } as const;

  app.get(
    '/technologies',
    {
      schema: {
        tags,
        description: `${readable} Active technologies by name; search matches name or shortName (ignoring case).`,
        querystring: searchQuery,
        response: { 200: technology.array(), ...errorResponses },
      },
    },
    (req) => service.listTechnologies(req.query.search),
  );

  app.post(
    '/technologies',
    {
      config: admin,
      schema: {
        tags,
        description: writeRules,
        body: technologyRequest,
        response: { 201: technology, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createTechnology(actorOf(req), req.body)),
  );

  app.get(
    '/technologies/:id',
    {
      schema: {
        tags,
        description: `${readable} 404 for an archived technology.`,
        params: idParams,
        response: { 200: technology, ...errorResponses },
      },
    },
    (req) => service.getTechnology(req.params.id),
  );

  app.put(
    '/technologies/:id',
    {
      config: admin,
      schema: {
        tags,
        description:
          `Replaces the technology's values. ${writeRules} An unchanged icon is not checked again. With \`version\` ` +
          '(from its GET) a save of an older version is refused with 409 naming who changed it and when, and nothing ' +
          'changes; without it the last save wins. Creating, changing and archiving are in the technology’s history.',
        params: idParams,
        body: technologyRequest,
        response: { 200: technology, ...errorResponses },
      },
    },
    (req) => service.updateTechnology(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    '/technologies/:id',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Admins only. Archives the technology: it answers 404 and leaves every list and picker, its name is free ' +
          'again, its consumption_technologies rows are deleted (it no longer acts in category orders); reports and ' +
          `snapshots that use it keep their values. ${versionedDelete}`,
        params: idParams,
        querystring: versionQuery,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await archiveTechnology(actorOf(req), req.params.id, req.query.version);
      return reply.status(204).send(null);
    },
  );
};
