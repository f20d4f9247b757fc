export { technologyLinksRoutes } from './technology-links.routes.ts';
