import { type ClientTokenResponse, FormStatus, formMessages, limits } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { addressKey, failureWaitSeconds } from '../../lib/failure-waits.ts';
import type { AccessTokens, ShipOwnerPrincipal } from '../../plugins/auth.ts';
import { findReportLink, lockReportLink, recordReportOpened } from '../report-sharing/index.ts';
import { findVisibleVessel } from '../vessel-records/index.ts';
import {
  clearPinFailures,
  findFormByUrlHash,
  lockForm,
  pinFailuresOf,
  recordPinFailure,
} from './client-area.queries.ts';
import { formNotAvailable, pinMatches } from './client-area-access.service.ts';

/** A 429 of the PIN check: the address must wait this many seconds before it tries the link again. */
export class PinWait extends AppError {
  constructor(readonly seconds: number) {
    super(429, formMessages.pinLocked);
  }
}

/** Wrong PINs are judged as wrong passwords are: slowed down from the link's fifth, five of one address lock it out. */
const pinRule = {
  windowMinutes: limits.pinFailureWindowMinutes,
  beforeDelay: limits.pinFailuresAllowed,
  allowed: limits.pinFailuresAllowed,
};

/** What a link opens, as the PIN check needs it: a form (not Draft) or a shared report. */
interface LinkRow {
  form: ShipOwnerPrincipal['form'];
  id: number;
  urlHash: string;
  pinCode: string;
}

/** The form of a visible vessel, not Draft, or the shared report the link opens now; null for none. */
async function findLink(db: Db, urlHash: string): Promise<LinkRow | null> {
  const form = await findFormByUrlHash(db, urlHash);
  if (form) return form.status !== FormStatus.Draft && (await findVisibleVessel(db, form.vesselId)) ? form : null;
  const report = await findReportLink(db, urlHash);
  return report && { form: 'report', id: report.reportId, urlHash: report.urlHash, pinCode: report.pinCode };
}

/** The link's row again, locked until the transaction ends; null once it opens nothing. */
async function lockLink(tx: Db, found: LinkRow): Promise<LinkRow | null> {
  if (found.form === 'report') {
    const report = await lockReportLink(tx, found.urlHash);
    return report && { ...found, pinCode: report.pinCode };
  }
  const row = await lockForm(tx, found.form, found.id);
  return row && row.status !== FormStatus.Draft && row.urlHash === found.urlHash ? row : null;
}

/**
 * Opens the client area with a form's link (or a shared report's) and PIN. Wrong PINs are counted per link and address in
 * the database (`failureWaitSeconds`): an address without wrong PINs of its own is always let try, so
 * guesses from elsewhere never lock the ship owner out; an address with some waits once the link has
 * `pinFailuresAllowed` (1 s after the last, doubling), and after `pinFailuresAllowed` of its own until
 * its last is `pinFailureWindowMinutes` old: 429 `PinWait`, even to the right PIN. Attempts on one link
 * run one after another (the form row is locked), so parallel guesses cannot slip past the count. The
 * right PIN forgets the address's wrong ones.
 */
export async function signInShipOwner(
  db: Db,
  tokens: AccessTokens,
  input: { urlHash: string; pinCode: string },
  ip: string,
): Promise<ClientTokenResponse> {
  const found = await findLink(db, input.urlHash);
  if (!found) throw formNotAvailable();
  const address = addressKey(ip);
  const outcome = await db.transaction(async (tx) => {
    const row = await lockLink(tx, found);
    if (!row) return 'unavailable' as const;
    const wait = failureWaitSeconds(await pinFailuresOf(tx, input.urlHash, address, pinRule.windowMinutes), pinRule);
    if (wait > 0) return new PinWait(wait);
    if (!pinMatches(input.pinCode, row.pinCode)) {
      await recordPinFailure(tx, input.urlHash, address, pinRule.windowMinutes);
      return 'wrongPin' as const;
    }
    await clearPinFailures(tx, input.urlHash, address);
    if (row.form === 'report') await recordReportOpened(tx, row.id);
    return row;
  });
  if (outcome === 'unavailable') throw formNotAvailable();
  if (outcome instanceof PinWait) throw outcome;
  if (outcome === 'wrongPin') throw unauthorized(formMessages.invalidPin);
  const { bearerToken, expires } = await tokens.issueClient({
    form: outcome.form,
    formId: outcome.id,
    urlHash: outcome.urlHash,
  });
  return { bearerToken, expires, renewToken: null, form: outcome.form };
}
