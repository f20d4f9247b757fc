export { seedCatalogueMakers } from './catalogue-makers.service.ts';
export { technologyLinksRoutes } from './technology-links.routes.ts';
