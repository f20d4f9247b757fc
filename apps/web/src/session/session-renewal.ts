import { limits } from '@backoffice/contracts';
import { type Clock, createRenewalScheduler } from './renewal-scheduler.ts';
import { renewToken } from './session-api.ts';
import { sessionStore } from './session-store.ts';

const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** Keeps the stored session renewed while the page is open; returns a stop function. */
export function startSessionRenewal(): () => void {
  const scheduler = createRenewalScheduler({
    clock: browserClock,
    renewBeforeExpiryMs: limits.renewBeforeExpiryMs,
    getSession: sessionStore.get,
    renew: renewToken,
    applyRenewal: ({ bearerToken, expires, user }) => sessionStore.update({ bearerToken, expires, user }),
    signOut: sessionStore.clear,
  });
  let lastKey = '';
  const onChange = () => {
    const session = sessionStore.get();
    const key = session ? `${session.renewToken}|${session.expires}` : '';
    if (key === lastKey) return;
    lastKey = key;
    if (session) scheduler.schedule();
    else scheduler.cancel();
  };
  const unsubscribe = sessionStore.subscribe(onChange);
  onChange();
  return () => {
    unsubscribe();
    scheduler.cancel();
  };
}
