import {
  department,
  departmentRequest,
  departmentUpdateRequest,
  idParams,
  searchQuery,
  versionQuery,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent, versionedDelete } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as departmentsService from './departments.service.ts';

export const departmentRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, 'withDb'>> = async (app, deps) => {
  const service = deps.withDb(departmentsService);
  const tags = ['departments'];
  const admin = { access: 'admin' } as const;

  app.get(
    '/departments',
    {
      schema: {
        tags,
        description: 'Readable by every signed-in user: the profile page picks a department from it.',
        querystring: searchQuery,
        response: { 200: department.array(), ...errorResponses },
      },
    },
    (req) => service.listDepartments(req.query.search),
  );

  app.post(
    '/departments',
    { config: admin, schema: { tags, body: departmentRequest, response: { 201: department, ...errorResponses } } },
    async (req, reply) => reply.status(201).send(await service.createDepartment(actorOf(req), req.body)),
  );

  app.get(
    '/departments/:id',
    { schema: { tags, params: idParams, response: { 200: department, ...errorResponses } } },
    (req) => service.getDepartment(req.params.id),
  );

  app.put(
    '/departments/:id',
    {
      config: admin,
      schema: {
        tags,
        description: 'With `version` (the one of the GET answer) a save of an older version is refused (409).',
        params: idParams,
        body: departmentUpdateRequest,
        response: { 200: department, ...errorResponses },
      },
    },
    (req) => service.updateDepartment(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    '/departments/:id',
    {
      config: admin,
      schema: {
        tags,
        description: `409 while active users still belong to the department. ${versionedDelete}`,
        params: idParams,
        querystring: versionQuery,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.deleteDepartment(actorOf(req), req.params.id, req.query.version);
      return reply.status(204).send(null);
    },
  );
};
