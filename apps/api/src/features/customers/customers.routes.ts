import {
  customer,
  customerListItem,
  customerRequest,
  customerUpdateRequest,
  idParams,
  pagedSearchQuery,
  totalCountHeader,
  versionQuery,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent, versionedDelete } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as customersService from './customers.service.ts';

export const customersRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDb(customersService);
  const tags = ['customers'];

  app.get(
    '/customers',
    {
      schema: {
        tags,
        description:
          'Customers that are not archived, by name; search matches the name ignoring case. ' +
          'With `limit` (and `offset`) one page is answered and the header X-Total-Count gives the whole count.',
        querystring: pagedSearchQuery,
        response: { 200: customerListItem.array(), ...errorResponses },
      },
    },
    async (req, reply) => {
      const { search, limit, offset } = req.query;
      if (limit !== undefined) reply.header(totalCountHeader, await service.countCustomers(search));
      return service.listCustomers(search, { limit, offset });
    },
  );

  app.post(
    '/customers',
    { schema: { tags, body: customerRequest, response: { 201: customer, ...errorResponses } } },
    async (req, reply) => reply.status(201).send(await service.createCustomer(actorOf(req), req.body)),
  );

  app.get(
    '/customers/:id',
    { schema: { tags, params: idParams, response: { 200: customer, ...errorResponses } } },
    (req) => service.getCustomer(req.params.id),
  );

  app.put(
    '/customers/:id',
    {
      schema: {
        tags,
        description: 'With `version` (the one of the GET answer) a save of an older version is refused (409).',
        params: idParams,
        body: customerUpdateRequest,
        response: { 200: customer, ...errorResponses },
      },
    },
    (req) => service.updateCustomer(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    '/customers/:id',
    {
      schema: {
        tags,
        description: `Archives the customer: it and everything under it answer 404 from now on; nothing is deleted. ${versionedDelete}`,
        params: idParams,
        querystring: versionQuery,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.archiveCustomer(actorOf(req), req.params.id, req.query.version);
      return reply.status(204).send(null);
    },
  );
};
