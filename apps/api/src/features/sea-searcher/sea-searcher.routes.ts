import { errorBody, idParams, questionnaire, seaSearcherStatus as seaSearcherStatusBody } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as seaSearcherService from './sea-searcher.service.ts';

/** Fills a questionnaire from the Sea Searcher vessel database; every signed-in staff member. */
export const seaSearcherRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { importFromSeaSearcher, seaSearcherStatus } = deps.withDeps(seaSearcherService);
  app.get(
    '/sea-searcher',
    {
      schema: {
        tags: ['vessels'],
        description: 'Whether Sea Searcher is configured on this server.',
        response: { 200: seaSearcherStatusBody, ...errorResponses },
      },
    },
    () => seaSearcherStatus(),
  );

  app.put(
    '/vessels/:id/questionnaire/import-from-sea-searcher',
    {
      schema: {
        tags: ['vessels'],
        description:
          "Looks the questionnaire's IMO number (the item mapped to imoNumber) up in Sea Searcher and " +
          'sets the value of every general and machinery item whose kind the answer has a value for; ' +
          "other items stay; the questionnaire's version is raised and its history names the values changed. " +
          'Answers the questionnaire. 400 without an IMO number, 404 for a vessel ' +
          'Sea Searcher does not know, 501 when not configured, 502 for an unreadable answer, 504 on ' +
          'timeout; then nothing changes. The body is ignored.',
        params: idParams,
        response: {
          200: questionnaire,
          ...errorResponses,
          501: errorBody.describe('Sea Searcher is not configured'),
          502: errorBody.describe('Sea Searcher failed or gave an unreadable answer'),
          504: errorBody.describe('Sea Searcher did not answer in time'),
        },
      },
    },
    (req) => importFromSeaSearcher(actorOf(req), req.params.id),
  );
};
