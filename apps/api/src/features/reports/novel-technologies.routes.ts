import { idParams, novelTechnology, novelTechnologyRequest } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as novelTechnologiesService from './novel-technologies.service.ts';

/** A screening report's novel technologies. */
export const novelTechnologyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDb(novelTechnologiesService);
  const tags = ['reports'];

  app.get(
    '/reports/:id/novel-technologies',
    {
      schema: {
        tags,
        description: 'By name.',
        params: idParams,
        response: { 200: novelTechnology.array(), ...errorResponses },
      },
    },
    (req) => service.listNovelTechnologies(req.params.id),
  );

  app.post(
    '/reports/:id/novel-technologies',
    {
      schema: {
        tags,
        description:
          "An active technology, by `technology {id}` or a snapshot of it; the report keeps the technology's " +
          'current snapshot for the vessel type. 409 on a solution design or a Completed report.',
        params: idParams,
        body: novelTechnologyRequest,
        response: { 201: novelTechnology, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.addNovelTechnology(actorOf(req), req.params.id, req.body)),
  );

  app.delete(
    '/novel-technologies/:id',
    {
      schema: {
        tags,
        description: '409 when the report is Completed.',
        params: idParams,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.removeNovelTechnology(actorOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
