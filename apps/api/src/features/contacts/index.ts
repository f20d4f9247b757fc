export { contactsOfCustomer } from './contacts.queries.ts';
export { contactsRoutes } from './contacts.routes.ts';
