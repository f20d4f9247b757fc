import type { Session } from '@backoffice/contracts';
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
