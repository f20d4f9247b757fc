export { toUserDto } from './user.dto.ts';
export { findActiveUser, findActiveUserCredentials, findSignedInUser } from './users.queries.ts';
export { userRoutes } from './users.routes.ts';
