export { technologiesRoutes } from './technologies.routes.ts';
export { currentSnapshot, currentSnapshots } from './technology-snapshots.service.ts';
