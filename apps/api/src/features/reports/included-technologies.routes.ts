import {
  createIncludedTechnologyRequest,
  idParams,
  includedTechnology,
  noteKeys,
  noteRequest,
  pathId,
  updateIncludedTechnologyRequest,
  versionQuery,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContent, versionedDelete } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as includedService from './included-technologies.service.ts';

const techParams = z.object({ id: pathId, techId: pathId });
const noteParams = z.object({ techId: pathId, noteKey: z.enum(noteKeys) });

const locked = '409 when the report is Completed.';
const versioned =
  'With `version` (the included technology’s, from its GET) a save of an older version is refused with 409 naming ' +
  'who changed it and when, and nothing changes; without it the last save wins. Each change is in the report’s history.';
const formRules =
  'Savings (%) > 0 unless a fixed MT value is > 0 (then it is stored as 0); confidence interval and the three ' +
  'costs required; in a solution design `technologyMaker` is required. The maker (by maker id) must be an active ' +
  'maker of the technology, the supplier an active supplier of it; fixed savings only on the technology’s own ' +
  'consumption categories and existing consumption types, once per pair (values ≤ 0 are not kept); ' +
  '`calculationFile` an uploaded xlsx or xls. `calcSavingsInMt` is ignored: its value is the engine’s.';

/** A report's included technologies and their notes. */
export const includedTechnologyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const included = deps.withDeps(includedService);
  const tags = ['reports'];

  app.get(
    '/reports/:id/included-technologies',
    {
      schema: {
        tags,
        description:
          'The included technologies as added. `calcSavingsInMt.value` is the engine’s fuel saving of the ' +
          'technology in this report (null while results cannot be calculated); `generatedTotalCost.value` ' +
          'equipment + installation + operation cost.',
        params: idParams,
        response: { 200: includedTechnology.array(), ...errorResponses },
      },
    },
    (req) => included.listIncludedTechnologies(req.params.id),
  );

  app.post(
    '/reports/:id/included-technologies',
    {
      schema: {
        tags,
        description:
          'Adds an active technology, named by `technology {id}` or by a snapshot of it; the technology’s current ' +
          'snapshot for the vessel’s type is stored. `originalValue`s come from the chosen maker’s link, else from ' +
          `the snapshot. 400 \`technology\` when already included, unknown or archived. ${formRules} ${locked}`,
        params: idParams,
        body: createIncludedTechnologyRequest,
        response: { 201: includedTechnology, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await included.createIncludedTechnology(actorOf(req), req.params.id, req.body)),
  );

  app.put(
    '/reports/:id/included-technologies/:techId',
    {
      schema: {
        tags,
        description: `Replaces the report’s values; the snapshot stays. A new maker resets the original values. ${formRules} ${locked} ${versioned}`,
        params: techParams,
        body: updateIncludedTechnologyRequest,
        response: { 200: includedTechnology, ...errorResponses },
      },
    },
    (req) => included.updateIncludedTechnology(actorOf(req), req.params.id, req.params.techId, req.body),
  );

  app.delete(
    '/reports/:id/included-technologies/:techId',
    {
      schema: {
        tags,
        description: `Removes the technology from the report. ${locked} ${versionedDelete}`,
        params: techParams,
        querystring: versionQuery,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await included.deleteIncludedTechnology(actorOf(req), req.params.id, req.params.techId, req.query.version);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/included-technologies/:techId/:noteKey',
    {
      schema: {
        tags,
        description: `Sets the note of one value (\`noteKey\` one of ${noteKeys.join(', ')}); empty or null removes it. ${locked} ${versioned}`,
        params: noteParams,
        body: noteRequest,
        response: { 200: includedTechnology, ...errorResponses },
      },
    },
    (req) => included.setIncludedTechnologyNote(actorOf(req), req.params.techId, req.params.noteKey, req.body),
  );
};
