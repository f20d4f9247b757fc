import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../route-deps.ts';
import { vesselConsumptionRoutes } from './vessel-consumption.routes.ts';
import { vesselRoutes } from './vessels.routes.ts';

export { rateChanges } from './consumption-changes.ts';
export { vesselCardsByProject } from './vessel-cards.queries.ts';
export {
  insertVesselRates,
  listVesselRates,
  listVesselRatesForVessels,
  replaceConsumptions,
  vesselConsumptionRows,
} from './vessel-consumption.queries.ts';
export { createVessels } from './vessel-creation.service.ts';
export { createVesselForms } from './vessel-forms.service.ts';
export { recordCreatedVessels } from './vessel-history.service.ts';
export { reportCardColumns, toReportCard } from './vessel-reports.queries.ts';

export const vesselsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  await app.register(vesselRoutes, deps);
  await app.register(vesselConsumptionRoutes, deps);
};
