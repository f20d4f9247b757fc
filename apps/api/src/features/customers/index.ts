export { customersRoutes } from './customers.routes.ts';
export {
  customerIsVisible,
  findVisibleCustomer,
  findVisibleProject,
  projectIsVisible,
  type VisibleProjectRow,
} from './visibility.queries.ts';
