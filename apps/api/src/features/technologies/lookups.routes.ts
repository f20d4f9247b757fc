import { lookupItem } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { RouteDeps } from '../route-deps.ts';
import type { LookupList } from './lookups.queries.ts';
import * as technologiesService from './technologies.service.ts';
import { readable } from './technology-routes.data.ts';

/** The seeded lists a technology picks from. */
export const lookupRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { listLookup } = deps.withDb(technologiesService);
  const tags = ['technologies'];

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
      () => listLookup(list),
    );
  }
};
