import { isIPv6 } from 'node:net';
import { limits } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { lockedSignInFailures, recordSignInFailure } from './auth.queries.ts';

/** An account's wrong passwords within the window (ms times on the database's clock). */
export interface SignInFailures {
  /** From the address trying now. */
  own: number;
  ownLastMs: number | null;
  /** From all addresses. */
  account: number;
  accountLastMs: number | null;
  nowMs: number;
}

/**
 * How many seconds the address must wait before it may try a password on the account (0: it may).
 * An address without wrong passwords of its own within the window is never held back, whatever other
 * addresses did: the owner signs in from a clean address while an attacker's addresses wait. An
 * address with failures waits once the account has `signInFailuresBeforeDelay` from all addresses:
 * 1 s after the account's last failure, doubling with each further one, at most the window; and after
 * `signInFailuresAllowed` of its own, until the window has passed since its last.
 */
export function signInWaitSeconds(f: SignInFailures): number {
  if (f.own === 0) return 0;
  const windowMs = limits.signInFailureWindowMinutes * 60_000;
  let until = 0;
  if (f.own >= limits.signInFailuresAllowed && f.ownLastMs !== null) until = f.ownLastMs + windowMs;
  if (f.account >= limits.signInFailuresBeforeDelay && f.accountLastMs !== null) {
    const delayMs = Math.min(2 ** (f.account - limits.signInFailuresBeforeDelay) * 1000, windowMs);
    until = Math.max(until, f.accountLastMs + delayMs);
  }
  return Math.max(0, Math.ceil((until - f.nowMs) / 1000));
}

/**
 * The address as wrong passwords are counted: an IPv6 address by its /64 (one subscriber's network,
 * whose addresses cost nothing to change), an IPv4 address (also IPv4-mapped IPv6) as it is.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: Math.max(0, 8 - headGroups.length - tailGroups.length) }, () => '0');
  const groups = ip.includes('::') ? [...headGroups, ...zeros, ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
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
