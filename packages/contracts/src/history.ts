import { z } from 'zod';
import { isoDate, maxInt4, queryInt } from './common.ts';
import { formatDateTime } from './format.ts';

/**
 * The version a form was loaded with, sent back with its save (PUT). When it is not the record's
 * current one the save is refused with 409 (`changedBy`) and nothing changes; without it the last
 * save wins, as the spec has it.
 */
export const versionField = z.number().int().min(1).max(maxInt4).optional();

/**
 * The same version in a DELETE's query string (`?version=`): the version the page loaded the record
 * with. When it is not the record's current one the delete is refused with 409 (`changedBy`) and
 * nothing changes; without it the record is deleted as before.
 */
export const versionQuery = z.object({ version: queryInt.pipe(z.number().min(1).max(maxInt4)).optional() });

/** Who changed a record, when no staff member did: a ship owner through the form's link. */
export const shipOwnerActor = 'Ship owner (link)';

/** The 409 of a save that names an older version than the record's; the time in the company's zone. */
export const changedBy = (actor: string, at: Date | string, timeZone?: string) =>
  `This record was changed by ${actor} at ${formatDateTime(at, timeZone)}. Reload to see the changes.`;

/**
 * What an entry records: a change; (`shared`, `unshared`, `opened`, `downloaded`) what happened to a
 * report shared with its ship owner; or (`signedIn`, on the user's record) a sign-in through the
 * company's identity provider, its name under `providerSignInMessages.historyField`.
 */
export const historyActions = [
  'created',
  'updated',
  'deleted',
  'status',
  'shared',
  'unshared',
  'opened',
  'downloaded',
  'signedIn',
] as const;
export type HistoryAction = (typeof historyActions)[number];

/**
 * The records whose changes are written to the history: those with a History panel, and the admin
 * records (the company profile, master data, users). What belongs to one (an included technology, a
 * contact…) is in its record's history.
 */
export const historyRecordTypes = [
  'report',
  'vessel',
  'questionnaire',
  'particulars',
  'customer',
  'project',
  'technology',
  'companyProfile',
  'department',
  'supplier',
  'maker',
  'vesselType',
  'consumptionCategory',
  'consumptionType',
  'user',
] as const;
export type HistoryRecordType = (typeof historyRecordTypes)[number];

const changeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const historyEntry = z.object({
  id: z.number(),
  at: z.string(),
  user: z.object({ id: z.number(), fullName: z.string() }).nullable(),
  /** Who made the change as shown: the user's full name, or 'Ship owner (link)'. */
  actor: z.string(),
  action: z.enum(historyActions),
  recordType: z.enum(historyRecordTypes),
  recordId: z.number(),
  /**
   * The record as users know it, as it is now (an archived one keeps its name): its name (a user's
   * full name, the company profile's company name); for a questionnaire or particulars, its vessel's name and
   * `vesselId` (its tab's page). Other records have `vesselId` null. A record that no longer exists is
   * `deleted`, named '<kind> #<id> (deleted)' (`deletedRecordName`), with `vesselId` null.
   */
  record: z.object({ name: z.string(), vesselId: z.number().nullable(), deleted: z.boolean() }),
  /** Each changed field in the screens' words (labels, status words, names), before and after. */
  changes: z.array(z.object({ field: z.string(), before: changeValue, after: changeValue })),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

const pageFields = {
  limit: queryInt.pipe(z.number().min(1).max(200)).default(50),
  /** The id of the last entry of the previous page: the next page holds older entries. */
  before: queryInt.pipe(z.number().min(1).max(Number.MAX_SAFE_INTEGER)).optional(),
};

/**
 * GET history: one record's history (staff: `recordType` and `recordId`), or everything (admins),
 * filtered by user, record type and days (`from`, `to`, inclusive, UTC). Newest first.
 */
export const historyQuery = z.object({
  recordType: z.enum(historyRecordTypes).optional(),
  recordId: queryInt.pipe(z.number().min(1).max(maxInt4)).optional(),
  userId: queryInt.pipe(z.number().min(1).max(maxInt4)).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  ...pageFields,
});
export type HistoryQuery = z.infer<typeof historyQuery>;
