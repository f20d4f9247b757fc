export { toUserDto } from './user.dto.ts';
export { findActiveUser, findActiveUserCredentials, signedInUserLookup } from './users.queries.ts';
export { userRoutes } from './users.routes.ts';
