import {
  calculatedResultsResponse,
  calculationDataExtract,
  createIncludedTechnologyRequest,
  errorBody,
  idParams,
  includedTechnology,
  noteKeys,
  noteRequest,
  pathId,
  reportAvailableTechnology,
  updateIncludedTechnologyRequest,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContent } from '../../lib/route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { availableTechnologies } from './available-technologies.service.ts';
import { extractCalculationData } from './calculation-data.service.ts';
import * as included from './included-technologies.service.ts';
import { calculatedResults } from './report-calculation.service.ts';

const techParams = z.object({ id: pathId, techId: pathId });
const noteParams = z.object({ techId: pathId, noteKey: z.enum(noteKeys) });

const locked = '409 when the report is Completed.';
const formRules =
  'Savings (%) > 0 unless a fixed MT value is > 0 (then it is stored as 0); confidence interval and the three ' +
  'costs required; in a solution design `technologyMaker` is required. The maker (by maker id) must be an active ' +
  'maker of the technology, the supplier an active supplier of it; fixed savings only on the technology’s own ' +
  'consumption categories and existing consumption types, once per pair (values ≤ 0 are not kept); ' +
  '`calculationFile` an uploaded xlsx or xls. `calcSavingsInMt` is ignored: its value is the engine’s.';

/** A report's available and included technologies, their notes, the calculated results and calculation-file values. */
export const includedTechnologyRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const tags = ['reports'];

  app.get(
    '/reports/:id/available-technologies',
    {
      schema: {
        tags,
        description:
          'Every active technology acting on at least one consumption category that the report does not include, ' +
          'by name, with its current values for the vessel’s type. `vesselTypeTechnologyDetailSnapshotId` names an ' +
          'existing snapshot of exactly these values, null when none was taken yet (this call takes none).',
        params: idParams,
        response: { 200: reportAvailableTechnology.array(), ...errorResponses },
      },
    },
    (req) => availableTechnologies(deps, req.params.id),
  );

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
    (req) => included.listIncludedTechnologies(deps, req.params.id),
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
      reply.status(201).send(await included.createIncludedTechnology(deps, req.params.id, req.body)),
  );

  app.put(
    '/reports/:id/included-technologies/:techId',
    {
      schema: {
        tags,
        description: `Replaces the report’s values; the snapshot stays. A new maker resets the original values. ${formRules} ${locked}`,
        params: techParams,
        body: updateIncludedTechnologyRequest,
        response: { 200: includedTechnology, ...errorResponses },
      },
    },
    (req) => included.updateIncludedTechnology(deps, req.params.id, req.params.techId, req.body),
  );

  app.delete(
    '/reports/:id/included-technologies/:techId',
    {
      schema: {
        tags,
        description: `Removes the technology from the report. ${locked}`,
        params: techParams,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await included.deleteIncludedTechnology(deps.db, req.params.id, req.params.techId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/included-technologies/:techId/:noteKey',
    {
      schema: {
        tags,
        description: `Sets the note of one value (\`noteKey\` one of ${noteKeys.join(', ')}); empty or null removes it. ${locked}`,
        params: noteParams,
        body: noteRequest,
        response: { 200: includedTechnology, ...errorResponses },
      },
    },
    (req) => included.setIncludedTechnologyNote(deps, req.params.techId, req.params.noteKey, req.body.note ?? null),
  );

  app.get(
    '/reports/:id/calculated-results',
    {
      schema: {
        tags,
        description:
          'The report’s results from the calculation engine at full precision (CALCULATION in ARCHITECTURE.md). ' +
          '`canCalculate: false` with `reason` `noIncludedTechnologies` or `missingConsumption` when there are none.',
        params: idParams,
        response: { 200: calculatedResultsResponse, ...errorResponses },
      },
    },
    (req) => calculatedResults(deps.db, req.params.id),
  );

  app.get(
    '/files/:id/extract-calculation-data',
    {
      schema: {
        tags: ['files'],
        description:
          'The calculation values of an uploaded xlsx calculation file: each from the workbook’s defined name ' +
          '(calcSavings, calcConfidenceInterval, calcEquipmentCost, calcInstallationCost, calcOperationCost), else ' +
          'from a sheet row whose column A holds that name and column B the number; a value not found is null. ' +
          '422 with the warning text when nothing is found, the workbook cannot be read, or the file is an .xls. ' +
          '403 for a file the staff member may not read (a data export or a report template for a User).',
        params: idParams,
        response: { 200: calculationDataExtract, ...errorResponses, 422: errorBody },
      },
    },
    (req) => extractCalculationData(deps, req.params.id, staffOf(req)),
  );
};
