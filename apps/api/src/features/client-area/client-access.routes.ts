import { clientAccess, idParams } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as clientAreaAccess from './client-area-access.service.ts';

/** Staff action 'New link and PIN' on the questionnaire and the particulars pages; every signed-in staff member. */
export const clientAccessRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { renewClientAccess } = deps.withDb(clientAreaAccess);
  for (const form of ['questionnaire', 'particulars'] as const) {
    app.post(
      `/vessels/:id/${form}/new-link`,
      {
        schema: {
          tags: ['vessels'],
          description:
            `Gives the vessel's ${form} a new client link and PIN and answers them. The old link opens ` +
            'nothing any more and client tokens of it stop working at once (401). The form keeps its version; ' +
            'its history records the renewal (never the link or PIN). The body is ignored.',
          params: idParams,
          response: { 200: clientAccess, ...errorResponses },
        },
      },
      (req) => renewClientAccess(actorOf(req), form, req.params.id),
    );
  }
};
