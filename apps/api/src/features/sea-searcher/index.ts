export { seaSearcherRoutes } from './sea-searcher.routes.ts';
