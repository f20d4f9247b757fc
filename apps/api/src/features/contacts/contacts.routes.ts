import { contact, contactRequest, contactUpdateRequest, idParams, versionQuery } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent, versionedDelete } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as contactsService from './contacts.service.ts';

export const contactsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDb(contactsService);
  const tags = ['contacts'];

  app.get(
    '/customers/:id/contacts',
    {
      schema: { tags: ['customers'], params: idParams, response: { 200: contact.array(), ...errorResponses } },
    },
    (req) => service.listCustomerContacts(req.params.id),
  );

  app.post(
    '/contacts',
    {
      schema: {
        tags,
        description: '400 on `customer` when the customer is unknown or archived.',
        body: contactRequest,
        response: { 201: contact, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createContact(actorOf(req), req.body)),
  );

  app.put(
    '/contacts/:id',
    {
      schema: {
        tags,
        description: 'With `version` (the one of the listed contact) a save of an older version is refused (409).',
        params: idParams,
        body: contactUpdateRequest,
        response: { 200: contact, ...errorResponses },
      },
    },
    (req) => service.updateContact(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    '/contacts/:id',
    {
      schema: {
        tags,
        description: `Deletes the contact; its client's history keeps what it was. ${versionedDelete}`,
        params: idParams,
        querystring: versionQuery,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.deleteContact(actorOf(req), req.params.id, req.query.version);
      return reply.status(204).send(null);
    },
  );
};
