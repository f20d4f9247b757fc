import {
  idParams,
  lookupItem,
  pathId,
  searchQuery,
  technology,
  technologyRequest,
  vesselTypeTechnologyDetail,
  vesselTypeTechnologyDetailRequest,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/route-schemas.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { LookupList } from './lookups.queries.ts';
import * as service from './technologies.service.ts';
import * as vesselTypeDetails from './vessel-type-details.service.ts';

const vesselTypeDetailParams = idParams.extend({ vesselTypeId: pathId });

const readable = 'Readable by every signed-in staff member: reports and vessel screens pick from it.';
const writeRules =
  'Admins only. Name unique among active technologies ignoring case (400 on name). Unknown savingsCategory, ' +
  'implementationStages, regulatoryImpactTypes or consumptionCategories ids: 400 on that field. icon {id} must be ' +
  'an uploaded image file (png, jpg, jpeg, svg); null or absent clears it. consumptionCategories are the ' +
  "technology's consumption_technologies rows: a newly ticked category gets calculationSequence = (number of " +
  'technologies in it) + 1, an unticked one loses the row. One transaction.';

/** Technologies, their vessel-type values and the lookup lists they pick from. */
export const technologiesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['technologies'];
  const admin = { access: 'admin' } as const;

  app.get(
    '/technologies',
    {
      schema: {
        tags,
        description: `${readable} Active technologies by name; search matches name or shortName (ignoring case).`,
        querystring: searchQuery,
        response: { 200: technology.array(), ...errorResponses },
      },
    },
    (req) => service.listTechnologies(deps, req.query.search),
  );

  app.post(
    '/technologies',
    {
      config: admin,
      schema: {
        tags,
        description: writeRules,
        body: technologyRequest,
        response: { 201: technology, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createTechnology(deps, req.body)),
  );

  app.get(
    '/technologies/:id',
    {
      schema: {
        tags,
        description: `${readable} 404 for an archived technology.`,
        params: idParams,
        response: { 200: technology, ...errorResponses },
      },
    },
    (req) => service.getTechnology(deps, req.params.id),
  );

  app.put(
    '/technologies/:id',
    {
      config: admin,
      schema: {
        tags,
        description: `Replaces the technology's values. ${writeRules} An unchanged icon is not checked again.`,
        params: idParams,
        body: technologyRequest,
        response: { 200: technology, ...errorResponses },
      },
    },
    (req) => service.updateTechnology(deps, req.params.id, req.body),
  );

  app.delete(
    '/technologies/:id',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Admins only. Archives the technology: it answers 404 and leaves every list and picker, its name is free ' +
          'again, its consumption_technologies rows are deleted (it no longer acts in category orders); reports and ' +
          'snapshots that use it keep their values.',
        params: idParams,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.archiveTechnology(db, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/technologies/:id/vessel-type-details',
    {
      schema: {
        tags,
        description:
          `${readable} One entry per vessel type with values of its own; a null value means the technology's ` +
          'own value applies. 404 for an unknown or archived technology.',
        params: idParams,
        response: { 200: vesselTypeTechnologyDetail.array(), ...errorResponses },
      },
    },
    (req) => vesselTypeDetails.getVesselTypeDetails(db, req.params.id),
  );

  app.put(
    '/technologies/:id/vessel-type-details/:vesselTypeId',
    {
      config: admin,
      schema: {
        tags,
        description:
          "Admins only. Sets the five values for the vessel type, each a number ≥ 0 or null (the technology's " +
          'own value applies); all null removes the entry. Snapshots taken for that vessel type use these. 404 for ' +
          'an unknown vessel type or an unknown or archived technology.',
        params: vesselTypeDetailParams,
        body: vesselTypeTechnologyDetailRequest,
        response: { 200: vesselTypeTechnologyDetail, ...errorResponses },
      },
    },
    (req) => vesselTypeDetails.saveVesselTypeDetails(db, req.params.id, req.params.vesselTypeId, req.body),
  );

  const lookups: [string, LookupList][] = [
    ['/savings-categories', 'savingsCategories'],
    ['/implementation-stages', 'implementationStages'],
    ['/regulatory-impact-types', 'regulatoryImpactTypes'],
  ];
  for (const [path, list] of lookups) {
    app.get(
      path,
      {
        schema: {
          tags,
          description: `${readable} Seeded list, by id.`,
          response: { 200: lookupItem.array(), ...errorResponses },
        },
      },
      () => service.listLookup(db, list),
    );
  }
};
