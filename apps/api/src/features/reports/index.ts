import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';
import { includedTechnologyRoutes } from './included-technologies.routes.ts';
import { reportRoutes } from './reports.routes.ts';

export { includedTechnologiesWithResults, listIncludedTechnologies } from './included-technologies.service.ts';
export { listNovelTechnologies } from './novel-technologies.service.ts';
export { requireReport } from './report-access.service.ts';
export { calculatedResults } from './report-calculation.service.ts';
export { addGeneratedReportFile } from './report-files.service.ts';
export { type CatalogueTechnology, includeCatalogueTechnologies } from './report-seed.service.ts';
export { getReport, insertNewReport } from './reports.service.ts';

export const reportsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  await app.register(reportRoutes, deps);
  await app.register(includedTechnologyRoutes, deps);
};
