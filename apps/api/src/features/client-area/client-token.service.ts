import { type ClientTokenResponse, FormStatus, formMessages, limits } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import type { AccessTokens } from '../../plugins/auth.ts';
import { findVisibleVessel } from '../vessel-records/index.ts';
import {
  countPinFailuresSince,
  deletePinFailuresBefore,
  findFormByUrlHash,
  insertPinFailure,
  lockForm,
} from './client-area.queries.ts';
import { formNotAvailable, pinMatches } from './client-area-access.service.ts';

/**
 * Opens the client area with a form's link and PIN. Wrong PINs are counted per link in the
 * database: after `pinFailuresAllowed` of them within `pinFailureWindowMinutes` the link answers
 * 429 until the oldest leaves the window, even to the right PIN. Attempts on one link run one
 * after another (the form row is locked), so parallel guesses cannot slip past the count.
 */
export async function signInShipOwner(
  db: Db,
  tokens: AccessTokens,
  input: { urlHash: string; pinCode: string },
): Promise<ClientTokenResponse> {
  const found = await findFormByUrlHash(db, input.urlHash);
  if (!found || found.status === FormStatus.Draft || !(await findVisibleVessel(db, found.vesselId))) {
    throw formNotAvailable();
  }
  const outcome = await db.transaction(async (tx) => {
    const row = await lockForm(tx, found.form, found.id);
    if (!row || row.status === FormStatus.Draft || row.urlHash !== input.urlHash) return 'unavailable' as const;
    const now = new Date();
    const windowStart = new Date(now.getTime() - limits.pinFailureWindowMinutes * 60_000);
    if ((await countPinFailuresSince(tx, input.urlHash, windowStart)) >= limits.pinFailuresAllowed) {
      return 'locked' as const;
    }
    if (!pinMatches(input.pinCode, row.pinCode)) {
      await deletePinFailuresBefore(tx, windowStart);
      await insertPinFailure(tx, input.urlHash, now);
      return 'wrongPin' as const;
    }
    return row;
  });
  if (outcome === 'unavailable') throw formNotAvailable();
  if (outcome === 'locked') throw new AppError(429, formMessages.pinLocked);
  if (outcome === 'wrongPin') throw unauthorized(formMessages.invalidPin);
  const { bearerToken, expires } = await tokens.issueClient({
    form: outcome.form,
    formId: outcome.id,
    urlHash: outcome.urlHash,
  });
  return { bearerToken, expires, renewToken: null, form: outcome.form };
}
