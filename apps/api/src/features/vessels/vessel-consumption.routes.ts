import {
  idParams,
  vesselConsumption,
  vesselConsumptionRate,
  vesselConsumptionRatesRequest,
  vesselConsumptionsRequest,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as consumptionService from './vessel-consumption.service.ts';

/** A vessel's consumption rates and consumption rows; every signed-in staff member. */
export const vesselConsumptionRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const consumption = deps.withDb(consumptionService);
  const tags = ['vessels'];

  app.get(
    '/vessels/:id/consumption-rates',
    {
      schema: {
        tags,
        description: "One per rate of the vessel's project, by consumption type name.",
        params: idParams,
        response: { 200: vesselConsumptionRate.array(), ...errorResponses },
      },
    },
    (req) => consumption.getVesselRates(req.params.id),
  );

  app.put(
    '/vessels/:id/consumption-rates',
    {
      schema: {
        tags,
        description:
          'Sets price and CO2 constant of the listed project rates for this vessel; answers all rates. With ' +
          "`version` (the vessel's `consumptionRatesVersion`) a save of older rates is refused (409).",
        params: idParams,
        body: vesselConsumptionRatesRequest,
        response: { 200: vesselConsumptionRate.array(), ...errorResponses },
      },
    },
    (req) => consumption.updateVesselRates(actorOf(req), req.params.id, req.body),
  );

  app.get(
    '/vessels/:id/consumptions',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: vesselConsumption.array(), ...errorResponses },
      },
    },
    (req) => consumption.getConsumptions(req.params.id),
  );

  app.put(
    '/vessels/:id/consumptions',
    {
      schema: {
        tags,
        description:
          "Replaces all consumption rows, in the order given; each uses one of this vessel's rates. With " +
          "`version` (the vessel's `consumptionsVersion`) a save of older rows is refused (409).",
        params: idParams,
        body: vesselConsumptionsRequest,
        response: { 200: vesselConsumption.array(), ...errorResponses },
      },
    },
    (req) => consumption.replaceVesselConsumptions(actorOf(req), req.params.id, req.body),
  );
};
