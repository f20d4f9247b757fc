import { limits } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { type Failures, failureWaitSeconds } from '../../lib/failure-waits.ts';
import { lockedSignInFailures, recordSignInFailure } from './auth.queries.ts';

/**
 * How many seconds the address must wait before it may try a password on the account (0: it may):
 * slowed down once the account has `signInFailuresBeforeDelay` wrong passwords from all addresses,
 * held back for the window after `signInFailuresAllowed` of its own (`failureWaitSeconds`).
 */
export function signInWaitSeconds(f: Failures): number {
  return failureWaitSeconds(f, {
    windowMinutes: limits.signInFailureWindowMinutes,
    beforeDelay: limits.signInFailuresBeforeDelay,
    allowed: limits.signInFailuresAllowed,
  });
}

/**
 * Starts a password attempt on the account from the address. Attempts on one account are judged one
 * after another on every API instance (the user row is locked for this short transaction, not while
 * the password is checked): either the address must wait (the seconds are answered and nothing is
 * counted) or the attempt is counted as a wrong password at once, so that guesses sent together each
 * see the ones before. A right password then forgets the address's failures (`clearSignInFailures`).
 */
export async function startSignInAttempt(db: Db, userId: number, address: string): Promise<number> {
  const window = limits.signInFailureWindowMinutes;
  return db.transaction(async (tx) => {
    const wait = signInWaitSeconds(await lockedSignInFailures(tx, userId, address, window));
    if (wait === 0) await recordSignInFailure(tx, userId, address, window);
    return wait;
  });
}
