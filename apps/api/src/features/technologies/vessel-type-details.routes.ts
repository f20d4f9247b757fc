import { idParams, pathId, vesselTypeTechnologyDetail, vesselTypeTechnologyDetailRequest } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import { readable } from './technology-routes.data.ts';
import * as vesselTypeDetailsService from './vessel-type-details.service.ts';

const vesselTypeDetailParams = idParams.extend({ vesselTypeId: pathId });

/** A technology's own values for a vessel type. */
export const vesselTypeDetailRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const vesselTypeDetails = deps.withDb(vesselTypeDetailsService);
  const tags = ['technologies'];
  const admin = { access: 'admin' } as const;

  app.get(
    '/technologies/:id/vessel-type-details',
    {
      schema: {
        tags,
        description:
          `${readable} One entry per vessel type with values of its own; a null value means the technology's ` +
          'own value applies. 404 for an unknown or archived technology.',
        params: idParams,
        response: { 200: vesselTypeTechnologyDetail.array(), ...errorResponses },
      },
    },
    (req) => vesselTypeDetails.getVesselTypeDetails(req.params.id),
  );

  app.put(
    '/technologies/:id/vessel-type-details/:vesselTypeId',
    {
      config: admin,
      schema: {
        tags,
        description:
          "Admins only. Sets the five values for the vessel type, each a number ≥ 0 or null (the technology's " +
          'own value applies); all null removes the entry. Snapshots taken for that vessel type use these. 404 for ' +
          'an unknown vessel type or an unknown or archived technology. The change is in the technology’s history; ' +
          'these values have no version of their own, so the last save wins.',
        params: vesselTypeDetailParams,
        body: vesselTypeTechnologyDetailRequest,
        response: { 200: vesselTypeTechnologyDetail, ...errorResponses },
      },
    },
    (req) => vesselTypeDetails.saveVesselTypeDetails(actorOf(req), req.params.id, req.params.vesselTypeId, req.body),
  );
};
