import {
  consumptionCategoryListItem,
  consumptionType,
  consumptionTypeRequest,
  consumptionTypeUpdateRequest,
  idParams,
  versionQuery,
  vesselType,
  vesselTypeRequest,
  vesselTypeUpdateRequest,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent, versionedDelete } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as referenceDataService from './reference-data.service.ts';

/** Vessel types, consumption types and categories: readable by every signed-in user, written by admins. */
export const referenceDataRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDb(referenceDataService);
  const admin = { access: 'admin' } as const;
  const vesselTypeTags = ['vessel-types'];
  const consumptionTags = ['consumptions'];
  const readable = 'Readable by every signed-in user: the vessel dialogs and rate screens pick from it.';
  const versionedSave = 'With `version` (the one of the GET answer) a save of an older version is refused (409).';

  app.get(
    '/vessel-types',
    {
      schema: { tags: vesselTypeTags, description: readable, response: { 200: vesselType.array(), ...errorResponses } },
    },
    () => service.listVesselTypes(),
  );

  app.post(
    '/vessel-types',
    {
      config: admin,
      schema: {
        tags: vesselTypeTags,
        description: 'Names are unique ignoring case.',
        body: vesselTypeRequest,
        response: { 201: vesselType, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createVesselType(actorOf(req), req.body)),
  );

  app.put(
    '/vessel-types/:id',
    {
      config: admin,
      schema: {
        tags: vesselTypeTags,
        description: versionedSave,
        params: idParams,
        body: vesselTypeUpdateRequest,
        response: { 200: vesselType, ...errorResponses },
      },
    },
    (req) => service.updateVesselType(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    '/vessel-types/:id',
    {
      config: admin,
      schema: {
        tags: vesselTypeTags,
        description: `409 while any vessel, archived or not, has the type. ${versionedDelete}`,
        params: idParams,
        querystring: versionQuery,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.deleteVesselType(actorOf(req), req.params.id, req.query.version);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/consumptions/categories',
    {
      schema: {
        tags: consumptionTags,
        description: `${readable} Each with the version of its technology list (see PUT …/technologies).`,
        response: { 200: consumptionCategoryListItem.array(), ...errorResponses },
      },
    },
    () => service.listConsumptionCategories(),
  );

  app.get(
    '/consumptions/types',
    {
      schema: {
        tags: consumptionTags,
        description: readable,
        response: { 200: consumptionType.array(), ...errorResponses },
      },
    },
    () => service.listConsumptionTypes(),
  );

  app.post(
    '/consumptions/types',
    {
      config: admin,
      schema: {
        tags: consumptionTags,
        description:
          'Names are unique ignoring case. Each project gets a rate for the new type from its defaults when its rates are next read.',
        body: consumptionTypeRequest,
        response: { 201: consumptionType, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createConsumptionType(actorOf(req), req.body)),
  );

  app.put(
    '/consumptions/types/:id',
    {
      config: admin,
      schema: {
        tags: consumptionTags,
        description: `Changed defaults apply to rates created afterwards; existing project rates keep their values. ${versionedSave}`,
        params: idParams,
        body: consumptionTypeUpdateRequest,
        response: { 200: consumptionType, ...errorResponses },
      },
    },
    (req) => service.updateConsumptionType(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    '/consumptions/types/:id',
    {
      config: admin,
      schema: {
        tags: consumptionTags,
        description: `409 while any project, archived or not, has a rate for the type. ${versionedDelete}`,
        params: idParams,
        querystring: versionQuery,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.deleteConsumptionType(actorOf(req), req.params.id, req.query.version);
      return reply.status(204).send(null);
    },
  );
};
