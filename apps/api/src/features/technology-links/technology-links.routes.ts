import {
  idParams,
  pathId,
  technologyMaker,
  technologyMakerRequest,
  technologySupplier,
  technologySupplierRequest,
  versionQuery,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent, versionedDelete } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as makersService from './technology-makers.service.ts';
import * as suppliersService from './technology-suppliers.service.ts';

const supplierParams = idParams.extend({ supplierId: pathId });
const makerParams = idParams.extend({ makerId: pathId });

const admin = { access: 'admin' } as const;
const technology404 = 'An unknown or archived technology answers 404 (Technology not found).';
const readable = `Readable by every signed-in user (reports pick from it); writes are admin-only. ${technology404}`;
const adminOnly = `Admin only. ${technology404}`;

/** A technology's suppliers and makers. `{supplierId}` and `{makerId}` are the company's id, not the link's. */
export const technologyLinksRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const suppliers = deps.withDb(suppliersService);
  const makers = deps.withDeps(makersService);
  const tags = ['technologies'];

  app.get(
    '/technologies/:id/suppliers',
    {
      schema: {
        tags,
        description: `Active links whose supplier is active, by supplier name. ${readable}`,
        params: idParams,
        response: { 200: technologySupplier.array(), ...errorResponses },
      },
    },
    (req) => suppliers.getTechnologySuppliers(req.params.id),
  );

  app.post(
    '/technologies/:id/suppliers',
    {
      config: admin,
      schema: {
        tags,
        description:
          `${adminOnly} 400 on \`supplier\` when it is unknown or archived (Unknown choice); ` +
          '409 when the supplier is already linked.',
        params: idParams,
        body: technologySupplierRequest,
        response: { 201: technologySupplier, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await suppliers.addTechnologySupplier(actorOf(req), req.params.id, req.body.supplier.id)),
  );

  app.delete(
    '/technologies/:id/suppliers/:supplierId',
    {
      config: admin,
      schema: {
        tags,
        description: `${adminOnly} Archives the link (the supplier stays); 404 when the supplier is not linked.`,
        params: supplierParams,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await suppliers.removeTechnologySupplier(actorOf(req), req.params.id, req.params.supplierId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/technologies/:id/makers',
    {
      schema: {
        tags,
        description: `Active links whose maker is active, by maker name, with their templates. ${readable}`,
        params: idParams,
        response: { 200: technologyMaker.array(), ...errorResponses },
      },
    },
    (req) => makers.getTechnologyMakers(req.params.id),
  );

  const makerBodyRules =
    'The Word template (docx) is required (400 on `wordTemplateFile`); the calculation template is optional, xlsx. ' +
    '400 on `maker` when it is unknown or archived; 409 when the maker is already linked.';

  app.post(
    '/technologies/:id/makers',
    {
      config: admin,
      schema: {
        tags,
        description: `${adminOnly} ${makerBodyRules}`,
        params: idParams,
        body: technologyMakerRequest,
        response: { 201: technologyMaker, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await makers.addTechnologyMaker(actorOf(req), req.params.id, req.body)),
  );

  app.get(
    '/technologies/:id/makers/:makerId',
    {
      schema: {
        tags,
        description: `404 when the maker is not linked or archived. ${readable}`,
        params: makerParams,
        response: { 200: technologyMaker, ...errorResponses },
      },
    },
    (req) => makers.getTechnologyMaker(req.params.id, req.params.makerId),
  );

  app.put(
    '/technologies/:id/makers/:makerId',
    {
      config: admin,
      schema: {
        tags,
        description:
          `${adminOnly} Replaces the link's values; \`maker\` may move the link to another maker. ${makerBodyRules} ` +
          'Templates already attached are not checked again. With `version` (the link’s, from its GET) a save of an ' +
          'older version is refused with 409 naming who changed it and when, and nothing changes; without it the last ' +
          'save wins. Links added, changed and removed are in the technology’s history.',
        params: makerParams,
        body: technologyMakerRequest,
        response: { 200: technologyMaker, ...errorResponses },
      },
    },
    (req) => makers.changeTechnologyMaker(actorOf(req), req.params.id, req.params.makerId, req.body),
  );

  app.delete(
    '/technologies/:id/makers/:makerId',
    {
      config: admin,
      schema: {
        tags,
        description: `${adminOnly} Archives the link (the maker stays); 404 when the maker is not linked. ${versionedDelete}`,
        params: makerParams,
        querystring: versionQuery,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await makers.removeTechnologyMaker(actorOf(req), req.params.id, req.params.makerId, req.query.version);
      return reply.status(204).send(null);
    },
  );
};
