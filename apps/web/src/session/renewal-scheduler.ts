import type { Session } from '@backoffice/contracts';

export type Renewal = Pick<Session, 'bearerToken' | 'expires' | 'user'>;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RenewalSchedulerOptions {
  clock: Clock;
  renewBeforeExpiryMs: number;
  getSession(): Session | null;
  renew(renewToken: string): Promise<Renewal>;
  applyRenewal(renewal: Renewal): void;
  signOut(): void;
}

export interface RenewalScheduler {
  schedule(): void;
  cancel(): void;
}

// Browsers fire timers longer than 2^31-1 ms immediately.
const maxTimerMs = 2 ** 31 - 1;

export function createRenewalScheduler(options: RenewalSchedulerOptions): RenewalScheduler {
  const { clock } = options;
  let handle: unknown;
  let running = false;

  function cancel(): void {
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = undefined;
  }

  function renewAt(session: Session): number {
    return Date.parse(session.expires) - options.renewBeforeExpiryMs;
  }

  function schedule(): void {
    cancel();
    const session = options.getSession();
    if (!session?.renewToken || running) return;
    const at = renewAt(session);
    const delay = Number.isNaN(at) ? 0 : Math.max(0, at - clock.now());
    handle = clock.setTimeout(() => void fire(), Math.min(delay, maxTimerMs));
  }

  async function fire(): Promise<void> {
    handle = undefined;
    const session = options.getSession();
    if (!session?.renewToken) return;
    if (clock.now() < renewAt(session)) {
      schedule();
      return;
    }
    running = true;
    try {
      const renewal = await options.renew(session.renewToken);
      running = false;
      options.applyRenewal(renewal);
    } catch {
      running = false;
      cancel();
      options.signOut();
      return;
    }
    schedule();
  }

  return { schedule, cancel };
}
