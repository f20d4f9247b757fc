import { historyEntry, historyQuery, messages } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError, forbidden } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as historyService from './history.service.ts';

export const historyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDb(historyService);

  app.get(
    '/history',
    {
      schema: {
        tags: ['history'],
        description:
          "Newest first: `limit` entries (50 unless given, at most 200) older than the entry `before`. Staff read one record's " +
          'history (`recordType` and `recordId`); admins may leave them out and filter by `userId`, `recordType`, `from` and ' +
          "`to` (days in the company's time zone). Each entry names its record as it is now (`record`): its name, or " +
          "for a questionnaire or particulars its vessel's name and `vesselId`; a record that no longer exists is " +
          '`deleted`, named ' +
          "'<kind> #<id> (deleted)'. 400 on `recordType` when only `recordId` is given; 403 for staff without both, " +
          "and for another user's history (a user reads only their own, as GET users/{id}).",
        querystring: historyQuery,
        response: { 200: historyEntry.array(), ...errorResponses },
      },
    },
    async (req) => {
      const { recordType, recordId } = req.query;
      if (recordId !== undefined && recordType === undefined) throw fieldError('recordType', messages.required);
      if (!req.staff?.isAdmin && (recordId === undefined || (recordType === 'user' && recordId !== req.staff?.id))) {
        throw forbidden(messages.forbidden);
      }
      return service.listHistory(req.query);
    },
  );
};
