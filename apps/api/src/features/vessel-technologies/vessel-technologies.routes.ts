import { idParams, technologiesInstalledStatus, updateTechnologiesInstalledStatusRequest } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as vesselTechnologies from './vessel-technologies.service.ts';

/** A vessel's technologies with their installed status; every signed-in staff member. */
export const vesselTechnologiesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { getTechnologiesInstalledStatus, updateTechnologiesInstalledStatus } = deps.withDb(vesselTechnologies);
  const tags = ['vessels'];

  app.get(
    '/vessels/:id/technologies-installed-status',
    {
      schema: {
        tags,
        description:
          "The vessel's technology statuses (named as when chosen), the current snapshot of every active " +
          "technology for the vessel's type, and the questionnaire's existing energy-saving technologies " +
          "(null without a questionnaire), and `version` (the list's, the vessel's `technologiesVersion`) " +
          'that a save sends back. 404 for an archived vessel.',
        params: idParams,
        response: { 200: technologiesInstalledStatus, ...errorResponses },
      },
    },
    (req) => getTechnologiesInstalledStatus(req.params.id),
  );

  app.put(
    '/vessels/:id/technologies-installed-status',
    {
      schema: {
        tags,
        description:
          'Replaces the list (one entry per technology). Each entry names a snapshot ' +
          '(vesselTypeTechnologyDetailSnapshotId, of an active technology for the vessel type) or a ' +
          'technology ({id} of an active technology: its current snapshot is taken). A technology ' +
          'already on the vessel keeps its snapshot. plannedToBeInstalledOn only with installedStatus 1 (PLANNED). ' +
          "With `version` (the GET's) a save of an older list is refused (409 naming the last change, by staff " +
          "or a ship owner's questionnaire) and nothing changes; without it the last save wins. A change is " +
          "written to the vessel's history and raises the version; a save that changes nothing keeps it.",
        params: idParams,
        body: updateTechnologiesInstalledStatusRequest,
        response: { 200: technologiesInstalledStatus, ...errorResponses },
      },
    },
    (req) => updateTechnologiesInstalledStatus(actorOf(req), req.params.id, req.body),
  );
};
