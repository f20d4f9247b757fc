import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../route-deps.ts';
import { lookupRoutes } from './lookups.routes.ts';
import { technologyRoutes } from './technologies.routes.ts';
import { vesselTypeDetailRoutes } from './vessel-type-details.routes.ts';

export { seedCatalogueIcons } from './catalogue-icons.service.ts';
export { calcValueLabels } from './technology-history.ts';
export {
  currentSnapshot,
  currentSnapshots,
  currentSnapshotValues,
} from './technology-snapshots.service.ts';

export const technologiesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  await app.register(technologyRoutes, deps);
  await app.register(vesselTypeDetailRoutes, deps);
  await app.register(lookupRoutes, deps);
};
