import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../route-deps.ts';
import { availableTechnologyRoutes } from './available-technologies.routes.ts';
import { calculationDataRoutes } from './calculation-data.routes.ts';
import { includedTechnologyRoutes } from './included-technologies.routes.ts';
import { novelTechnologyRoutes } from './novel-technologies.routes.ts';
import { reportCalculationRoutes } from './report-calculation.routes.ts';
import { reportFileRoutes } from './report-files.routes.ts';
import { reportRoutes } from './reports.routes.ts';

export { makerOffers } from './included-technologies.queries.ts';
export { includedTechnologiesWithResults } from './included-technologies.service.ts';
export { listNovelTechnologies } from './novel-technologies.service.ts';
export { requireReport } from './report-access.service.ts';
export { calculatedResults, calculationInputsForReports } from './report-calculation.service.ts';
export { addGeneratedReportFile } from './report-files.service.ts';
export { includeCatalogueTechnologies } from './report-seed.service.ts';
export { findReportShare, findSharedReportByLink, markReportShareOpened } from './report-share.queries.ts';
export { recordShipOwnerVisit, startSharing, stopSharingReport } from './report-share.service.ts';
export { getReport, insertNewReport } from './reports.service.ts';

export const reportsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  await app.register(reportRoutes, deps);
  await app.register(novelTechnologyRoutes, deps);
  await app.register(reportFileRoutes, deps);
  await app.register(availableTechnologyRoutes, deps);
  await app.register(includedTechnologyRoutes, deps);
  await app.register(reportCalculationRoutes, deps);
  await app.register(calculationDataRoutes, deps);
};
