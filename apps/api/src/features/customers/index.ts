// Imported, then exported (not `export … from`), so these are bound before the routes load: vessels, which the
// routes reach and which reach back here, use them while they load.
import {
  customerIsVisible,
  findVisibleCustomer,
  findVisibleProject,
  projectIsVisible,
  type VisibleProjectRow,
} from './visibility.queries.ts';

export { customersRoutes } from './customers.routes.ts';
export { customerIsVisible, findVisibleCustomer, findVisibleProject, projectIsVisible, type VisibleProjectRow };
