import type { Session } from '@backoffice/contracts';
import { http } from '../api/http.ts';
import type { Renewal } from './renewal-scheduler.ts';

export function requestToken(username: string, password: string): Promise<Session> {
  return http.post<Session>('auth/token', { username, password }, { redirect: false, notify: false });
}

export function renewToken(renewToken: string): Promise<Renewal> {
  return http.post<Renewal>('auth/renew-token', { renewToken }, { redirect: false, notify: false });
}

/** Ends the session on the server too, so its renew token cannot be used again. Failing is no reason to stay signed in. */
export function endSession(renewToken: string): Promise<void> {
  return http.post<void>('auth/logout', { renewToken }, { redirect: false, notify: false }).catch(() => undefined);
}
