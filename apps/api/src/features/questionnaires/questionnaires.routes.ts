import {
  formMessages,
  idParams,
  limits,
  questionnaire,
  questionnaireConsumptionEntry,
  updateQuestionnaireRequest,
  uploadMessages,
} from '@backoffice/contracts';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { importLimitsDescription, uploadedXlsx } from '../../lib/uploaded-xlsx.ts';
import { staffOf } from '../../plugins/auth.ts';
import { contentDisposition } from '../../plugins/storage/disposition.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import { questionnaireTemplateVersion } from './default-template.data.ts';
import { sheetColumns } from './questionnaire.sheet.ts';
import * as questionnaireFiles from './questionnaire-files.service.ts';
import { type SheetDownload, templateDownload } from './questionnaire-files.service.ts';
import * as questionnairesService from './questionnaires.service.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const vesselIdParams = z.object({ vesselId: idParams.shape.id });
const format =
  `One sheet; a header row with the columns ${sheetColumns.join(', ')} (any case and spacing), then one row ` +
  'per item in order. A new section starts where the Section cell changes (an empty cell continues it); ' +
  'Hide is yes/true/1/x; Mapped to is a kind key of the contracts or empty, each kind once.';

function sendXlsx(reply: FastifyReply, download: SheetDownload) {
  return reply
    .type(xlsxType)
    .header('content-disposition', contentDisposition(download.fileName, 'attachment'))
    .send(download.content);
}

/** The staff side of a vessel's questionnaire: read, save, import, template, consumption entries. */
export const questionnairesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDb(questionnairesService);
  const files = deps.withDb(questionnaireFiles);
  const tags = ['questionnaires'];
  const vesselHidden = '404 when the vessel is unknown, archived or under an archived project or customer.';
  const versioned =
    "With `version` other than the questionnaire's current one (staff, ship owner and imports raise it) it " +
    'answers 409 naming who changed it and when, and saves nothing; without it the last save wins. The ' +
    "changes go to the questionnaire's history.";
  await app.register(multipart, { limits: { files: 1, fileSize: limits.maxImportFileBytes } });

  app.get(
    '/vessels/:id/questionnaire',
    {
      schema: {
        tags,
        description:
          'Sections by position with their items by position, the chosen technologies and the client link ' +
          `and PIN. A vessel without a questionnaire gets one from the default template. ${vesselHidden}`,
        params: idParams,
        response: { 200: questionnaire, ...errorResponses },
      },
    },
    (req) => service.getQuestionnaire(req.params.id),
  );

  app.put(
    '/vessels/:id/questionnaire',
    {
      schema: {
        tags,
        description:
          'Saves the status, section titles (required), the items sent (value, valueExample, hide; what an item ' +
          'leaves out stays) and existingEnergySavingTechnologies, in one transaction. A new status becomes the ' +
          `vessel's status. An id that is not this questionnaire's answers 400 '${formMessages.unknownItem}' on ` +
          `\`formItems.<i>.id\` / \`formSections.<i>.id\` and saves nothing. ${versioned} ${vesselHidden}`,
        params: idParams,
        body: updateQuestionnaireRequest,
        response: { 200: questionnaire, ...errorResponses },
      },
    },
    (req) => service.updateQuestionnaire(actorOf(req), req.params.id, req.body),
  );

  app.post(
    '/vessels/:vesselId/questionnaire/import',
    {
      schema: {
        tags,
        description:
          'multipart/form-data with an .xlsx in the field `file`. Replaces all sections and items; status, link ' +
          `and PIN stay. ${format} An unreadable file or one without items answers 400 { error: ` +
          `'${uploadMessages.importFailed}' }; bad rows answer 400 { file: ['Row N: …'] }; either way nothing ` +
          `changes. The version is raised and the changes go to the questionnaire's history. ${importLimitsDescription} ` +
          vesselHidden,
        consumes: ['multipart/form-data'],
        params: vesselIdParams,
        response: { 200: questionnaire, ...errorResponses },
      },
    },
    (req) =>
      files.importUploadedQuestionnaire(staffOf(req).id, actorOf(req), req.params.vesselId, () => uploadedXlsx(req)),
  );

  app.get(
    '/vessels/:id/questionnaire/export',
    {
      schema: {
        tags,
        description:
          "The vessel's questionnaire as an .xlsx in the import format (`questionnaire-<vessel name>-<date>.xlsx`), " +
          `to edit and import again. ${vesselHidden}`,
        produces: [xlsxType],
        params: idParams,
        response: { ...errorResponses },
      },
    },
    async (req, reply) => sendXlsx(reply, await files.questionnaireDownload(req.params.id)),
  );

  app.get(
    '/vessels/:id/questionnaire/consumptions',
    {
      schema: {
        tags,
        description: `The items of the consumption kinds, by section position then item position. ${vesselHidden}`,
        params: idParams,
        response: { 200: z.array(questionnaireConsumptionEntry), ...errorResponses },
      },
    },
    (req) => service.questionnaireConsumptions(req.params.id),
  );

  app.get(
    '/questionnaire-template',
    {
      schema: {
        tags,
        description:
          `The default questionnaire as an .xlsx in the import format (\`questionnaire-template-` +
          `${questionnaireTemplateVersion}.xlsx\`). ${format}`,
        produces: [xlsxType],
        response: { ...errorResponses },
      },
    },
    async (_req, reply) => sendXlsx(reply, await templateDownload()),
  );
};
