export { customersRoutes } from './customers.routes.ts';
export {
  customerIsVisible,
  findVisibleCustomer,
  findVisibleProject,
  projectIsVisible,
  type VisibleProjectRow,
  visibleProjects,
} from './visibility.queries.ts';
