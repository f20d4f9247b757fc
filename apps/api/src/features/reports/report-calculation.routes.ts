import { calculatedResultsResponse, idParams } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as calculationService from './report-calculation.service.ts';

/** A report's results from the calculation engine. */
export const reportCalculationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { calculatedResults } = deps.withDb(calculationService);
  const tags = ['reports'];

  app.get(
    '/reports/:id/calculated-results',
    {
      schema: {
        tags,
        description:
          'The report’s results from the calculation engine at full precision (docs/calculation.md). ' +
          '`canCalculate: false` with `reason` `noIncludedTechnologies` or `missingConsumption` when there are none.',
        params: idParams,
        response: { 200: calculatedResultsResponse, ...errorResponses },
      },
    },
    (req) => calculatedResults(req.params.id),
  );
};
