export { seedCatalogueIcons } from './catalogue-icons.service.ts';
export { technologiesRoutes } from './technologies.routes.ts';
export {
  currentSnapshot,
  currentSnapshots,
  currentSnapshotValues,
  type SnapshotCandidate,
  type TechnologySnapshot,
} from './technology-snapshots.service.ts';
