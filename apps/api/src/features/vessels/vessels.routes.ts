import {
  copyVesselRequest,
  createVesselRequest,
  idParams,
  updateVesselRequest,
  versionQuery,
  vessel,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent, versionedDelete } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as vesselCopy from './vessel-copy.service.ts';
import * as vesselsService from './vessels.service.ts';

/** Vessels and their copy; every signed-in staff member. */
export const vesselRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDeps(vesselsService);
  const { archiveVessel } = deps.withDb(vesselsService);
  const { copyVessel } = deps.withDeps(vesselCopy);
  const tags = ['vessels'];

  app.post(
    '/vessels',
    {
      schema: {
        tags,
        description: 'The project (and its customer) must not be archived. Rates start from the project rates.',
        body: createVesselRequest,
        response: { 201: vessel, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createVessel(actorOf(req), req.body)),
  );

  app.get(
    '/vessels/:id',
    {
      schema: {
        tags,
        description: '404 for an archived vessel, or one under an archived project or customer.',
        params: idParams,
        response: { 200: vessel, ...errorResponses },
      },
    },
    (req) => service.getVessel(req.params.id),
  );

  app.put(
    '/vessels/:id',
    {
      schema: {
        tags,
        description:
          'Send what changes. Images: {id} of an uploaded image file sets, {id: null} clears. With `version` ' +
          '(the one of the GET answer) a save of an older version is refused (409).',
        params: idParams,
        body: updateVesselRequest,
        response: { 200: vessel, ...errorResponses },
      },
    },
    (req) => service.updateVessel(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    '/vessels/:id',
    {
      schema: {
        tags,
        description: `Archives the vessel: it disappears, and all its data is kept. ${versionedDelete}`,
        params: idParams,
        querystring: versionQuery,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await archiveVessel(actorOf(req), req.params.id, req.query.version);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/vessels/:id/copy',
    {
      schema: {
        tags,
        description:
          'Copies the vessel with its consumption rates and rows and its images into another project ' +
          '(of any customer) and answers the new vessel.',
        params: idParams,
        body: copyVesselRequest,
        response: { 201: vessel, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await copyVessel(actorOf(req), req.params.id, req.body)),
  );
};
