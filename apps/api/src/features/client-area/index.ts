export { clientAreaFormCheck, newClientAccess } from './client-access.ts';
export { clientAreaRoutes } from './client-area.routes.ts';
