import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';
import { includedTechnologyRoutes } from './included-technologies.routes.ts';
import { reportRoutes } from './reports.routes.ts';

export { type CatalogueTechnology, includeCatalogueTechnologies } from './report-seed.service.ts';
export { insertNewReport } from './reports.service.ts';

export const reportsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  await app.register(reportRoutes, deps);
  await app.register(includedTechnologyRoutes, deps);
};
