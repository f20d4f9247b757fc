export { authRoutes } from './auth.routes.ts';
export { sessionStarter } from './auth.service.ts';
