import { isIPv6 } from 'node:net';

/** Wrong secrets (passwords of an account, PINs of a link) within the window; ms times on the database's clock. */
export interface Failures {
  /** From the address trying now. */
  own: number;
  ownLastMs: number | null;
  /** From all addresses. */
  all: number;
  allLastMs: number | null;
  nowMs: number;
}

export interface FailureRule {
  windowMinutes: number;
  /** Failures from all addresses after which a failing address is slowed down. */
  beforeDelay: number;
  /** Failures of its own after which an address waits out the window. */
  allowed: number;
}

/**
 * How many seconds the address must wait before it may try again (0: it may). An address without
 * failures of its own within the window is never held back, whatever other addresses did: the owner
 * tries from a clean address while an attacker's addresses wait. An address with failures waits once
 * there are `beforeDelay` from all addresses: 1 s after the last of them, doubling with each further
 * one, at most the window; and after `allowed` of its own, until the window has passed since its last.
 */
export function failureWaitSeconds(f: Failures, rule: FailureRule): number {
  if (f.own === 0) return 0;
  const windowMs = rule.windowMinutes * 60_000;
  let until = 0;
  if (f.own >= rule.allowed && f.ownLastMs !== null) until = f.ownLastMs + windowMs;
  if (f.all >= rule.beforeDelay && f.allLastMs !== null) {
    const delayMs = Math.min(2 ** (f.all - rule.beforeDelay) * 1000, windowMs);
    until = Math.max(until, f.allLastMs + delayMs);
  }
  return Math.max(0, Math.ceil((until - f.nowMs) / 1000));
}

/**
 * The address as failures are counted: an IPv6 address by its /64 (one subscriber's network, whose
 * addresses cost nothing to change), an IPv4 address (also IPv4-mapped IPv6) as it is.
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
