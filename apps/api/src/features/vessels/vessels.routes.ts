import {
  copyVesselRequest,
  createVesselRequest,
  idParams,
  updateVesselRequest,
  vessel,
  vesselConsumption,
  vesselConsumptionRate,
  vesselConsumptionRatesRequest,
  vesselConsumptionsRequest,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/route-schemas.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import * as consumption from './vessel-consumption.service.ts';
import { copyVessel } from './vessel-copy.service.ts';
import * as service from './vessels.service.ts';

/** Vessels, their consumption rates and consumption rows; every signed-in staff member. */
export const vesselsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const tags = ['vessels'];
  const { db } = deps;

  app.post(
    '/vessels',
    {
      schema: {
        tags,
        description: 'The project (and its customer) must not be archived. Rates start from the project rates.',
        body: createVesselRequest,
        response: { 201: vessel, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createVessel(deps, req.body)),
  );

  app.get(
    '/vessels/:id',
    {
      schema: {
        tags,
        description: '404 for an archived vessel, or one under an archived project or customer.',
        params: idParams,
        response: { 200: vessel, ...errorResponses },
      },
    },
    (req) => service.getVessel(deps, req.params.id),
  );

  app.put(
    '/vessels/:id',
    {
      schema: {
        tags,
        description: 'Send what changes. Images: {id} of an uploaded image file sets, {id: null} clears.',
        params: idParams,
        body: updateVesselRequest,
        response: { 200: vessel, ...errorResponses },
      },
    },
    (req) => service.updateVessel(deps, req.params.id, req.body),
  );

  app.delete(
    '/vessels/:id',
    {
      schema: {
        tags,
        description: 'Archives the vessel: it disappears, and all its data is kept.',
        params: idParams,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.archiveVessel(db, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/vessels/:id/copy',
    {
      schema: {
        tags,
        description:
          'Copies the vessel with its consumption rates and rows and its images into another project ' +
          '(of any customer) and answers the new vessel.',
        params: idParams,
        body: copyVesselRequest,
        response: { 201: vessel, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await copyVessel(deps, req.params.id, req.body)),
  );

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
    (req) => consumption.getVesselRates(db, req.params.id),
  );

  app.put(
    '/vessels/:id/consumption-rates',
    {
      schema: {
        tags,
        description: 'Sets price and CO2 constant of the listed project rates for this vessel; answers all rates.',
        params: idParams,
        body: vesselConsumptionRatesRequest,
        response: { 200: vesselConsumptionRate.array(), ...errorResponses },
      },
    },
    (req) => consumption.updateVesselRates(db, req.params.id, req.body),
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
    (req) => consumption.getConsumptions(db, req.params.id),
  );

  app.put(
    '/vessels/:id/consumptions',
    {
      schema: {
        tags,
        description: "Replaces all consumption rows, in the order given; each uses one of this vessel's rates.",
        params: idParams,
        body: vesselConsumptionsRequest,
        response: { 200: vesselConsumption.array(), ...errorResponses },
      },
    },
    (req) => consumption.replaceVesselConsumptions(db, req.params.id, req.body),
  );
};
