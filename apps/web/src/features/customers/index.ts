// What other features use of customers: the customer and project pickers of a vessel's copy.
export { useCustomerProjects, useCustomers } from './customers-api.ts';
