import {
  clientParticulars,
  clientQuestionnaire,
  clientTokenRequest,
  clientTokenResponse,
  createFileRequest,
  createFileResponse,
  updateClientParticularsRequest,
  updateClientQuestionnaireRequest,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { shipOwnerOf } from '../../plugins/auth.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as clientParticularsService from './client-particulars.service.ts';
import * as clientQuestionnaireService from './client-questionnaire.service.ts';
import * as clientTokenService from './client-token.service.ts';
import { PinWait } from './client-token.service.ts';
import * as uploadsCleanupService from './client-uploads-cleanup.service.ts';

const shipOwnerOnly = { access: 'shipOwner' } as const;
const questionnaireToken =
  'Needs a client token of a questionnaire (a particulars token or a staff token answers 403); the token ' +
  'stops working (401) once the form is set to Draft or gets a new link.';
const particularsToken =
  'Needs a client token of a particulars form (a questionnaire token or a staff token answers 403); the ' +
  'token stops working (401) once the form is set to Draft or gets a new link.';

const versioned =
  "With `version` other than the form's current one (staff and ship owner saves raise it) it answers 409 " +
  "naming who changed it and when, and saves nothing; without it the last save wins. The changes go to the form's " +
  "history as the ship owner's ('Ship owner (link)', no user).";

/** The client area: PIN sign-in, the client's questionnaire or particulars, and its file uploads. */
export const clientAreaRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { files } = deps;
  const { signInShipOwner } = deps.withDb(clientTokenService);
  const { getClientQuestionnaire, updateClientQuestionnaire } = deps.withDb(clientQuestionnaireService);
  const { createClientFile, getClientParticulars, updateClientParticulars } = deps.withDb(clientParticularsService);
  const tags = ['client area'];
  deps.withDeps(uploadsCleanupService).scheduleClientUploadsCleanup(app);

  app.post(
    '/client/token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        security: [],
        description:
          "Opens the client area with a form's link (`urlHash`, of a questionnaire or particulars form) or a shared " +
          "report's, and its PIN. 404 for an unknown link, a Draft form or a report no longer shared; 401 for a wrong " +
          'PIN. Wrong PINs are counted per link and address: an address without wrong PINs of its own is always let ' +
          'try; one with some waits 1 s, doubling, once the link has 5 within 15 minutes, and after 5 of its own until ' +
          'its last is 15 minutes old. A waiting address gets 429 with `Retry-After` (seconds), even to the right PIN. ' +
          'The token opens only that form (or report) and lasts 12 hours; it is not renewed (`renewToken` null). The ' +
          "right PIN on a report's link records in the report's history that its ship owner opened it.",
        body: clientTokenRequest,
        response: { 200: clientTokenResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      try {
        return await signInShipOwner(app.tokens, req.body, req.ip);
      } catch (err) {
        if (err instanceof PinWait) reply.header('retry-after', String(err.seconds));
        throw err;
      }
    },
  );

  app.get(
    '/client/questionnaire',
    {
      config: shipOwnerOnly,
      schema: {
        tags,
        description: `The questionnaire without its hidden items. ${questionnaireToken}`,
        response: { 200: clientQuestionnaire, ...errorResponses },
      },
    },
    (req) => getClientQuestionnaire(shipOwnerOf(req)),
  );

  app.put(
    '/client/questionnaire',
    {
      config: shipOwnerOnly,
      schema: {
        tags,
        description:
          'Sets the values of visible items (another id answers 400 on `formItems.<index>.id` and nothing is ' +
          "saved), replaces the vessel's technology statuses with `selectedTechnologies` and sets the free " +
          'text of existing energy-saving technologies. Titles, examples, hide flags and the status are not the ' +
          `client's to change. 409 once the form is Complete. ${versioned} The statuses are the vessel's, ` +
          "which staff save too: with `technologiesVersion` (the GET's) other than the current one it answers " +
          "409 the same way; a change of them also goes to the vessel's history and raises `technologiesVersion`. " +
          questionnaireToken,
        body: updateClientQuestionnaireRequest,
        response: { 200: clientQuestionnaire, ...errorResponses },
      },
    },
    (req) => updateClientQuestionnaire(shipOwnerOf(req), actorOf(req), req.body),
  );

  app.get(
    '/client/particulars',
    {
      config: shipOwnerOnly,
      schema: {
        tags,
        description: `The particulars' sections with the files attached. ${particularsToken}`,
        response: { 200: clientParticulars, ...errorResponses },
      },
    },
    (req) => getClientParticulars(files, shipOwnerOf(req)),
  );

  app.put(
    '/client/particulars',
    {
      config: shipOwnerOnly,
      schema: {
        tags,
        description:
          'Sets the response text and the files of each section sent. A file must already be attached to that ' +
          'section or have been uploaded through `client/files` for this form (stored and checked); anything ' +
          `else answers 400 on \`formItems.<index>.files\`. 409 once the form is Complete. ${versioned} ` +
          particularsToken,
        body: updateClientParticularsRequest,
        response: { 200: clientParticulars, ...errorResponses },
      },
    },
    (req) => updateClientParticulars(files, shipOwnerOf(req), actorOf(req), req.body),
  );

  app.post(
    '/client/files',
    {
      config: shipOwnerOnly,
      schema: {
        tags,
        description:
          'Declares a file as `POST files` does and answers where to PUT its bytes; only this form can attach ' +
          `it. 409 once the form is Complete. ${particularsToken}`,
        body: createFileRequest,
        response: { 201: createFileResponse, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await createClientFile(files, shipOwnerOf(req), req.body)),
  );
};
