import { z } from 'zod';
import { formatLimit } from './format.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { requestMessages } from './request-messages.ts';

// Half of a UTF-16 pair without its other half (JSON may carry "\ud800"): PostgreSQL can store it
// neither in text nor in jsonb (the history), and a pair such as an emoji's is two halves together.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds a lone surrogate, a character that cannot be stored. */
export const hasLoneSurrogate = (value: string) => loneSurrogate.test(value);

/** Every text of a request: a string that can be stored, else 'Contains a character that cannot be stored'. */
export const storableText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasLoneSurrogate(value), requestMessages.unstorableCharacter);

/** A required, trimmed text: '*' when empty. */
export const requiredText = (max = 200) =>
  storableText({ error: messages.required }).trim().min(1, messages.required).max(max, `At most ${max} characters`);

/** An optional text: absent, null or '' all mean empty and become null. */
export const optionalText = (max = 500) =>
  storableText()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** The largest value of a PostgreSQL `integer` column, and of `smallint`: whole numbers are bounded by their column. */
export const maxInt4 = 2_147_483_647;
export const maxInt2 = 32_767;

/** The largest id a record can have (ids are PostgreSQL integers). */
const maxId = maxInt4;

/** A record id in a request body: a whole number from 1 to maxId. */
export const recordId = z.number({ error: messages.required }).int().positive().max(maxId, messages.notFound);

/** A reference to another record in a request body, `{id}`: '*' when missing. */
export const requiredRef = z.object({ id: recordId }, { error: messages.required });

/**
 * A record id in a path: decimal digits only (no sign, space, exponent or `0x`), naming a whole
 * number from 1 to maxId; anything else is a 400 before the route runs.
 */
export const pathId = z
  .string()
  .regex(/^[0-9]+$/, requestMessages.invalidPathId)
  .transform(Number)
  .refine((id) => id >= 1 && id <= maxId, requestMessages.invalidPathId);

export const idParams = z.object({ id: pathId });

export const searchQuery = z.object({ search: storableText().trim().max(200).optional() });

const notADate = 'Must be a date (YYYY-MM-DD)';
/**
 * A calendar date as YYYY-MM-DD: a day that exists (not 2026-02-30 or 2026-13-01), from year 1 on
 * (PostgreSQL has no year 0).
 */
export const isoDate = z.iso.date({ error: notADate, abort: true }).refine((day) => !day.startsWith('0000'), notADate);

/** Body of every 4xx/5xx that is not a field validation error. */
export const errorBody = z.object({ error: z.string() });
/** Body of a 400: field name → messages. */
export const validationErrorBody = z.record(z.string(), z.array(z.string()));

export const password = storableText({ error: messages.required })
  .min(1, messages.required)
  .min(limits.passwordMinLength, messages.passwordTooShort)
  .max(200, 'At most 200 characters');

export const email = storableText({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(254, 'At most 254 characters')
  .pipe(z.email(messages.invalidEmail));

/** A required number: '*' when absent, 'Must be a number' when not one; optional lower bound. */
export const requiredNumber = (options: { min?: number; positive?: boolean; max?: number } = {}) => {
  let n = z.number({
    error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.mustBeNumber),
  });
  if (options.positive) n = n.gt(0, messages.mustBeGreaterThanZero);
  else if (options.min !== undefined) n = n.min(options.min, `Must be at least ${options.min}`);
  if (options.max !== undefined) n = n.max(options.max, `Must be at most ${formatLimit(options.max)}`);
  return n.refine(Number.isFinite, messages.mustBeNumber);
};

/** A whole number in a query string: decimal digits only. */
export const queryInt = z
  .string()
  .regex(/^[0-9]+$/, 'Must be a whole number')
  .transform(Number);

/** Optional paging of a list: without `limit` the whole list is answered. */
export const pagedSearchQuery = searchQuery.extend({
  limit: queryInt.pipe(z.number().min(1).max(500)).optional(),
  offset: queryInt.pipe(z.number().max(maxInt4)).default(0),
});
