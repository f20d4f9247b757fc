export { clientAccessRoutes } from './client-access.routes.ts';
export { clientAreaRoutes } from './client-area.routes.ts';
export { clientAreaFormCheck } from './client-area-access.service.ts';
