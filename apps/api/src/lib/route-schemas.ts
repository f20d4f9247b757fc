import { errorBody, validationErrorBody } from '@backoffice/contracts';
import { z } from 'zod';

/** The error answers every route may give (docs/decisions/0004-request-checks-and-error-answers.md), for validation and the API docs. */
export const errorResponses = {
  400: z.union([validationErrorBody, errorBody]).describe('Field messages, or { error }'),
  401: errorBody.describe('No, expired or revoked token'),
  403: errorBody.describe('Signed in, but not allowed'),
  404: errorBody,
  409: errorBody,
  429: errorBody,
};

export const noContent = { 204: z.null().describe('Done') };

/** The route description of `version` on a DELETE of a versioned record (`versionQuery`). */
export const versionedDelete =
  'With `version` (the record’s, from its GET) a delete of an older version is refused with 409 naming who changed ' +
  'it and when, and nothing changes; without it the delete goes ahead. A `version` that is not a whole number from 1 is a 400.';
