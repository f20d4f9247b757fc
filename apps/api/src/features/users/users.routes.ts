import {
  createUserRequest,
  idParams,
  searchQuery,
  staffContact,
  updateProfileRequest,
  updateUserRequest,
  user,
  userListItem,
  versionQuery,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent, versionedDelete } from '../../lib/route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import type { RouteDeps } from '../route-deps.ts';
import { toUserDto } from './user.dto.ts';
import * as usersService from './users.service.ts';

export const userRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, 'withDb'>> = async (app, deps) => {
  const service = deps.withDb(usersService);
  const tags = ['users'];
  const admin = { access: 'admin' } as const;

  app.get(
    '/users',
    {
      config: admin,
      schema: { tags, querystring: searchQuery, response: { 200: userListItem.array(), ...errorResponses } },
    },
    (req) => service.listUsers(req.query.search),
  );

  app.get(
    '/staff-contacts',
    {
      schema: {
        tags,
        description: 'Active users by name, for the report contact pick-list; every signed-in staff member.',
        response: { 200: staffContact.array(), ...errorResponses },
      },
    },
    () => service.staffContacts(),
  );

  app.post(
    '/users',
    { config: admin, schema: { tags, body: createUserRequest, response: { 201: user, ...errorResponses } } },
    async (req, reply) => reply.status(201).send(await service.createUser(staffOf(req), req.body)),
  );

  app.get('/users/me', { schema: { tags, response: { 200: user, ...errorResponses } } }, async (req) =>
    toUserDto(staffOf(req).row),
  );

  app.put(
    '/users/me',
    {
      schema: {
        tags,
        description: 'With `version` (the one of GET users/me) a save of an older version is refused (409).',
        body: updateProfileRequest,
        response: { 200: user, ...errorResponses },
      },
    },
    (req) => service.updateProfile(staffOf(req), req.body),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        description: 'Admins read any user; others only themselves.',
        params: idParams,
        response: { 200: user, ...errorResponses },
      },
    },
    (req) => service.getUser(staffOf(req), req.params.id),
  );

  app.put(
    '/users/:id',
    {
      config: admin,
      schema: {
        tags,
        description:
          'With `version` (the one of the GET answer) a save of an older version is refused (409). A new `password` ' +
          'keeps the version and ends the user’s sessions.',
        params: idParams,
        body: updateUserRequest,
        response: { 200: user, ...errorResponses },
      },
    },
    (req) => service.updateUser(staffOf(req), req.params.id, req.body),
  );

  app.delete(
    '/users/:id',
    {
      config: admin,
      schema: {
        tags,
        description: `Deactivates the user: they can no longer sign in, and everything that names them keeps them. ${versionedDelete}`,
        params: idParams,
        querystring: versionQuery,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.deleteUser(staffOf(req), req.params.id, req.query.version);
      return reply.status(204).send(null);
    },
  );
};
