import { fleetResponse, idParams } from '@backoffice/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { contentDisposition } from '../../plugins/storage/disposition.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as fleetService from './fleet.service.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendXlsx(reply: FastifyReply, { fileName, content }: { fileName: string; content: Buffer }) {
  return reply.type(xlsxType).header('content-disposition', contentDisposition(fileName, 'attachment')).send(content);
}

/** A client's fleet: every active vessel with its report of record's results (docs/calculation.md 'Fleet of a client'). */
export const fleetRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDb(fleetService);
  const tags = ['customers'];

  app.get(
    '/customers/:id/fleet',
    {
      schema: {
        tags,
        description:
          'Every active vessel of the client’s active projects with its report of record (the newest Completed ' +
          'solution design, else the newest Completed screening report, else the newest report) and its ' +
          'results in the current year: ETS cost, FuelEU penalty and CII rating of that year, before and after ' +
          'the package. `missing` says what keeps figures away. Totals sum the rows that have each figure; ' +
          '`pool` is the FuelEU pool (Article 21) of the vessels with a FuelEU figure; `macCurve` puts every ' +
          'report’s technologies on one curve. 404 for an unknown or archived client.',
        params: idParams,
        response: { 200: fleetResponse, ...errorResponses },
      },
    },
    (req) => service.fleetOf(req.params.id),
  );

  app.get(
    '/customers/:id/fleet/export',
    {
      schema: {
        tags,
        description:
          'The fleet table as an xlsx file named `<client name> fleet.xlsx`: a row per vessel, the totals row ' +
          'and the FuelEU pool line, each header with its unit and currency. 404 for an unknown or archived client.',
        params: idParams,
        response: { ...errorResponses },
      },
    },
    async (req, reply) => sendXlsx(reply, await service.fleetWorkbook(req.params.id)),
  );
};
