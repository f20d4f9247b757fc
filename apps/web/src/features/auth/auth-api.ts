import type { Session, SignInOptions } from '@backoffice/contracts';
import { type CallOptions, http } from '../../api/http.ts';

interface MessageAnswer {
  message: string;
}

export function forgotPassword(username: string, call?: CallOptions): Promise<MessageAnswer> {
  return http.post<MessageAnswer>('auth/forgot-password', { username }, { ...call, redirect: false });
}

export function resetPassword(body: {
  username: string;
  password: string;
  resetPasswordToken: string;
}): Promise<MessageAnswer> {
  return http.post<MessageAnswer>('auth/reset-password', body, { redirect: false, notify: false });
}

export function setPassword(
  body: { currentPassword: string; newPassword: string },
  call?: CallOptions,
): Promise<Pick<Session, 'bearerToken' | 'expires' | 'renewToken'>> {
  return http.put('auth/set-password', body, call);
}

/** How staff may sign in: the identity provider's button shows when `oidc` names it. Asked without signing in. */
export function signInOptions(): Promise<SignInOptions> {
  return http.get<SignInOptions>('auth/sign-in-options', { redirect: false, notify: false });
}

/** Finishes a sign-in through the identity provider: its answer rides in cookies the server set; the session, or its refusal. */
export function finishProviderSignIn(): Promise<Session> {
  return http.post<Session>('auth/oidc/token', {}, { redirect: false, notify: false });
}
