// Evaluated first: vessels, which this feature's routes reach, use these while their module loads.
export {
  customerIsVisible,
  findVisibleCustomer,
  findVisibleProject,
  projectIsVisible,
  type VisibleProjectRow,
} from './visibility.queries.ts';

export { customersRoutes } from './customers.routes.ts';
