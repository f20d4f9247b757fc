export { consumptionTechnologiesRoutes } from './consumption-technologies.routes.ts';
