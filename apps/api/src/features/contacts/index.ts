export { contactsRoutes } from './contacts.routes.ts';
