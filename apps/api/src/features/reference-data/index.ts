export { referenceDataRoutes } from './reference-data.routes.ts';
