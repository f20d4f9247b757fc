import type { Session } from '@backoffice/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '../../test/render.tsx';
import { type Clock, createRenewalScheduler, type Renewal } from './renewal-scheduler.ts';

const minute = 60 * 1000;
const window30 = 30 * minute;

const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function expiresIn(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

function setup(initial: Session | null, renew: (token: string) => Promise<Renewal>) {
  let session = initial;
  const signOut = vi.fn(() => {
    session = null;
  });
  const renewSpy = vi.fn(renew);
  const scheduler = createRenewalScheduler({
    clock,
    renewBeforeExpiryMs: window30,
    getSession: () => session,
    renew: renewSpy,
    applyRenewal: (renewal) => {
      if (session) session = { ...session, ...renewal };
    },
    signOut,
  });
  return { scheduler, renew: renewSpy, signOut, current: () => session };
}

describe('session renewal scheduling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('renews 30 minutes before the expiry, not earlier', async () => {
    const session = makeSession({}, { expires: expiresIn(60 * minute) });
    const { scheduler, renew } = setup(session, async () => ({ ...session, expires: expiresIn(60 * minute) }));
    scheduler.schedule();

    await vi.advanceTimersByTimeAsync(30 * minute - 1000);
    expect(renew).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenCalledWith('renew-1');
  });

  it('renews immediately when already inside the 30 minute window', async () => {
    const session = makeSession({}, { expires: expiresIn(10 * minute) });
    const { scheduler, renew } = setup(session, async () => ({ ...session, expires: expiresIn(60 * minute) }));
    scheduler.schedule();

    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('stores the renewed token, keeps the renew token and schedules the next renewal', async () => {
    const session = makeSession({}, { expires: expiresIn(31 * minute) });
    let count = 0;
    const { scheduler, renew, current } = setup(session, async () => {
      count += 1;
      return { bearerToken: `token-${count + 1}`, expires: expiresIn(60 * minute), user: session.user };
    });
    scheduler.schedule();

    await vi.advanceTimersByTimeAsync(minute);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(current()?.bearerToken).toBe('token-2');
    expect(current()?.renewToken).toBe('renew-1');

    await vi.advanceTimersByTimeAsync(29 * minute);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(minute);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(current()?.bearerToken).toBe('token-3');
  });

  it('signs out when the renewal fails and schedules nothing more', async () => {
    const session = makeSession({}, { expires: expiresIn(5 * minute) });
    const { scheduler, renew, signOut } = setup(session, async () => {
      throw new Error('401');
    });
    scheduler.schedule();

    await vi.advanceTimersByTimeAsync(0);
    expect(signOut).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120 * minute);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('schedules nothing without a renew token, and cancel stops a pending renewal', async () => {
    const withoutToken = makeSession({}, { expires: expiresIn(5 * minute), renewToken: '' });
    const first = setup(withoutToken, async () => withoutToken);
    first.scheduler.schedule();
    await vi.advanceTimersByTimeAsync(60 * minute);
    expect(first.renew).not.toHaveBeenCalled();

    const session = makeSession({}, { expires: expiresIn(40 * minute) });
    const second = setup(session, async () => session);
    second.scheduler.schedule();
    second.scheduler.cancel();
    await vi.advanceTimersByTimeAsync(60 * minute);
    expect(second.renew).not.toHaveBeenCalled();
  });
});
