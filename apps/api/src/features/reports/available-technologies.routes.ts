import { idParams, reportAvailableTechnology } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as availableService from './available-technologies.service.ts';

/** The technologies a report may still include. */
export const availableTechnologyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { availableTechnologies } = deps.withDeps(availableService);
  const tags = ['reports'];

  app.get(
    '/reports/:id/available-technologies',
    {
      schema: {
        tags,
        description:
          'Every active technology acting on at least one consumption category that the report does not include, ' +
          'by name, with its current values for the vessel’s type. `vesselTypeTechnologyDetailSnapshotId` names an ' +
          'existing snapshot of exactly these values, null when none was taken yet (this call takes none).',
        params: idParams,
        response: { 200: reportAvailableTechnology.array(), ...errorResponses },
      },
    },
    (req) => availableTechnologies(req.params.id),
  );
};
