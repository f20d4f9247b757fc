import { consumptionTechnologiesRequest, consumptionTechnology, idParams, versionQuery } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as consumptionTechnologiesService from './consumption-technologies.service.ts';

/** The ordered technology list of each consumption category. */
export const consumptionTechnologiesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDb(consumptionTechnologiesService);
  const tags = ['consumptions'];

  app.get(
    '/consumptions/categories/:id/technologies',
    {
      schema: {
        tags,
        description:
          'Readable by every signed-in user (reports and vessel screens pick from the catalogue). The active ' +
          'technologies acting on the category, by calculationSequence, then technology name. ' +
          '404 for an unknown category.',
        params: idParams,
        response: { 200: consumptionTechnology.array(), ...errorResponses },
      },
    },
    (req) => service.getCategoryTechnologies(req.params.id),
  );

  app.put(
    '/consumptions/categories/:id/technologies',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Admins only (403 for a User). Replaces the whole list in one transaction and answers the new one. ' +
          'Sequences are stored as sent: the screen renumbers (a move swaps neighbours and numbers from 0, ' +
          'an addition gets the count plus 1). A technology left out no longer acts on the category (these ' +
          'are the same rows as the technology form’s consumption categories). 400 on `<index>.consumptionCategory` ' +
          'when not the category of the address, on `<index>.technology` for an unknown or archived ' +
          'technology or one listed twice, on `<index>.calculationSequence` for a sequence used twice. ' +
          'With `version` (the category’s, from GET consumptions/categories: the body is the list) a save of an ' +
          'older list is refused with 409 naming who changed it and when, and nothing changes.',
        params: idParams,
        querystring: versionQuery,
        body: consumptionTechnologiesRequest,
        response: { 200: consumptionTechnology.array(), ...errorResponses },
      },
    },
    (req) => service.replaceCategoryTechnologies(actorOf(req), req.params.id, req.body, req.query.version),
  );
};
