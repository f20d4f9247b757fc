import { calculationDataExtract, errorBody, idParams } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as calculationDataService from './calculation-data.service.ts';

/** The values of an uploaded calculation file, for the included technology form. */
export const calculationDataRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { extractCalculationData } = deps.withDeps(calculationDataService);

  app.get(
    '/files/:id/extract-calculation-data',
    {
      schema: {
        tags: ['files'],
        description:
          'The calculation values of an uploaded xlsx calculation file: each from the workbook’s defined name ' +
          '(calcSavings, calcConfidenceInterval, calcEquipmentCost, calcInstallationCost, calcOperationCost), else ' +
          'from a sheet row whose column A holds that name and column B the number; a value not found is null. ' +
          '422 with the warning text when nothing is found, the workbook cannot be read, or the file is an .xls. ' +
          '403 for a file the staff member may not read (a data export or a report template for a User).',
        params: idParams,
        response: { 200: calculationDataExtract, ...errorResponses, 422: errorBody },
      },
    },
    (req) => extractCalculationData(req.params.id, staffOf(req)),
  );
};
