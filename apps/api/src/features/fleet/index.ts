export { fleetRoutes } from './fleet.routes.ts';
