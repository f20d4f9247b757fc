import { idParams, particulars, updateParticularsRequest } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as particularsService from './particulars.service.ts';

/** The staff side of a vessel's particulars; every signed-in staff member. */
export const particularsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDeps(particularsService);
  const tags = ['particulars'];

  app.get(
    '/vessels/:id/particulars',
    {
      schema: {
        tags,
        description:
          'The vessel particulars: status, client link and PIN, and the sections by position with their files. ' +
          'Every vessel has them from its creation (Draft, default sections). 404 for an archived vessel.',
        params: idParams,
        response: { 200: particulars, ...errorResponses },
      },
    },
    (req) => service.getParticulars(req.params.id),
  );

  app.put(
    '/vessels/:id/particulars',
    {
      schema: {
        tags,
        description:
          'Saves the status and the whole ordered list of sections: an entry with id changes that section ' +
          '(title or responseText left out keep their value), one without id is added, sections left out are ' +
          'deleted. Position = index in the list. files is the complete list of the section: new ones must be ' +
          'uploaded files of a default type. A status change sets the vessel status (3 + status). With ' +
          "`version` other than the form's current one (staff and ship owner saves raise it) it answers 409 " +
          'naming who changed it and when, and saves nothing; without it the last save wins. The changes go to ' +
          "the form's history. Answers the particulars.",
        params: idParams,
        body: updateParticularsRequest,
        response: { 200: particulars, ...errorResponses },
      },
    },
    (req) => service.updateParticulars(actorOf(req), req.params.id, req.body),
  );
};
