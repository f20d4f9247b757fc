import { idParams, technologiesInstalledStatus, updateTechnologiesInstalledStatusRequest } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
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
          '(null without a questionnaire). 404 for an archived vessel.',
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
          'already on the vessel keeps its snapshot. plannedToBeInstalledOn only with installedStatus 1 (PLANNED).',
        params: idParams,
        body: updateTechnologiesInstalledStatusRequest,
        response: { 200: technologiesInstalledStatus, ...errorResponses },
      },
    },
    (req) => updateTechnologiesInstalledStatus(req.params.id, req.body),
  );
};
