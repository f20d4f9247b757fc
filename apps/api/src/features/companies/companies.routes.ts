import {
  company,
  companyRequest,
  companyUpdateRequest,
  idParams,
  searchQuery,
  versionQuery,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent, versionedDelete } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import { type CompanyService, makerService, supplierService } from './companies.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

interface CompanyRoutes {
  /** 'suppliers' or 'makers': the path and the API docs tag. */
  path: string;
  /** 'supplier' or 'maker', as the API docs name one row. */
  noun: string;
  response: typeof company;
  service: CompanyService;
}

const admin = { access: 'admin' } as const;

/** The five calls of one company table (spec part 2 §7). */
function registerCompanyRoutes(
  app: ZodApp,
  deps: RouteDeps,
  { path, noun, response, service: unbound }: CompanyRoutes,
) {
  const service = deps.withDb(unbound);
  const tags = [path];
  const archivedNote = `Archived ${path} answer 404.`;

  app.get(
    `/${path}`,
    {
      schema: {
        tags,
        description:
          `Active ${path} sorted by lower(name), id; \`search\` matches part of the name ignoring case. ` +
          'Readable by every signed-in user: technology pages and reports pick from it. Writes are admin-only.',
        querystring: searchQuery,
        response: { 200: response.array(), ...errorResponses },
      },
    },
    (req) => service.list(req.query.search),
  );

  app.get(
    `/${path}/:id`,
    {
      schema: {
        tags,
        description: `Readable by every signed-in user. ${archivedNote}`,
        params: idParams,
        response: { 200: response, ...errorResponses },
      },
    },
    (req) => service.get(req.params.id),
  );

  app.post(
    `/${path}`,
    {
      config: admin,
      schema: {
        tags,
        description: `Admin only. Names of active ${path} are unique ignoring case (400 on \`name\`).`,
        body: companyRequest,
        response: { 201: response, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await service.create(actorOf(req), req.body)),
  );

  app.put(
    `/${path}/:id`,
    {
      config: admin,
      schema: {
        tags,
        description:
          `Admin only. Names of active ${path} are unique ignoring case (400 on \`name\`). ${archivedNote} ` +
          'With `version` (the one of the GET answer) a save of an older version is refused (409).',
        params: idParams,
        body: companyUpdateRequest,
        response: { 200: response, ...errorResponses },
      },
    },
    (req) => service.update(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    `/${path}/:id`,
    {
      config: admin,
      schema: {
        tags,
        description:
          `Admin only. Archives the ${noun} (sets archived_on): it answers 404, leaves every list and picker ` +
          "and its technologies' lists, and its name is free again; technology links and reports naming it keep it. " +
          versionedDelete,
        params: idParams,
        querystring: versionQuery,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.remove(actorOf(req), req.params.id, req.query.version);
      return reply.status(204).send(null);
    },
  );
}

/** Suppliers and makers: readable by every signed-in user, written by admins. */
export const companiesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  registerCompanyRoutes(app, deps, {
    path: 'suppliers',
    noun: 'supplier',
    response: company,
    service: supplierService,
  });
  registerCompanyRoutes(app, deps, {
    path: 'makers',
    noun: 'maker',
    response: company,
    service: makerService,
  });
};
