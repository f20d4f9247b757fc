export { clientAreaRoutes } from './client-area.routes.ts';
export { clientAreaFormCheck, newClientAccess } from './client-area-access.service.ts';
