export { departmentRoutes } from './departments.routes.ts';
