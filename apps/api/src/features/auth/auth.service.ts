import { limits, messages, requestMessages } from '@backoffice/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, fieldError, unauthorized } from '../../lib/errors.ts';
import { addressKey } from '../../lib/failure-waits.ts';
import { hashPassword, unknownUserHash, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import type { AccessTokens } from '../../plugins/auth.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { findActiveUser, findActiveUserCredentials, toUserDto } from '../users/index.ts';
import {
  clearSignInFailures,
  deleteRenewToken,
  findValidRenewToken,
  replacePasswordIn,
  replacePasswordKeeping,
  spendResetToken,
  storeRenewToken,
  storeResetToken,
} from './auth.queries.ts';
import type { IdentityProvider } from './identity-provider.http.ts';
import { startSignInAttempt } from './sign-in-limits.service.ts';

export interface AuthDeps {
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The company's OpenID Connect provider; null without OIDC_ISSUER. */
  identityProvider: IdentityProvider | null;
}

const renewTokenExpiry = () => new Date(Date.now() + limits.renewTokenDays * 86_400_000);

/**
 * Starts a session: a renew token row, whose id the session's access tokens carry (`sid`). The auth
 * plugin's `tokens.issue` calls it (app.ts passes it in).
 */
export function sessionStarter(db: Db) {
  return async (userId: number) => {
    const renew = newOpaqueToken();
    const sessionId = await storeRenewToken(db, userId, renew.hash, renewTokenExpiry(), limits.renewTokensPerUser);
    return { sessionId, renewToken: renew.token };
  };
}

async function userDto(db: Db, id: number) {
  const row = await findActiveUser(db, id);
  if (!row) throw unauthorized(messages.unauthorized);
  return toUserDto(row);
}

/** A 429 of sign-in: the address must wait this many seconds before it tries the account again. */
export class SignInWait extends AppError {
  constructor(readonly seconds: number) {
    super(429, requestMessages.accountLocked(seconds));
  }
}

/**
 * POST auth/token. Wrong passwords are counted per account and address (`sign-in-limits.service.ts`):
 * an address that must wait gets 429 `SignInWait` before its password is even checked; others have it
 * checked, counted as wrong until it proves right.
 */
export async function signIn(deps: AuthDeps, username: string, password: string, ip: string) {
  const credentials = await findActiveUserCredentials(deps.db, { email: username.trim() });
  if (!credentials) {
    // The hash is checked all the same, so the answer takes as long as for a wrong password.
    await verifyPassword(unknownUserHash, password);
    throw unauthorized(messages.userOrPasswordIncorrect);
  }
  const address = addressKey(ip);
  const wait = await startSignInAttempt(deps.db, credentials.id, address);
  if (wait > 0) throw new SignInWait(wait);
  if (!(await verifyPassword(credentials.passwordHash, password))) throw unauthorized(messages.userOrPasswordIncorrect);
  await clearSignInFailures(deps.db, credentials.id, address);
  const tokens = await deps.tokens.issue(credentials);
  return { ...tokens, user: await userDto(deps.db, credentials.id) };
}

/** POST auth/logout: the session ends, its renew token and its access tokens stop working at once. */
export async function signOut(deps: AuthDeps, renewToken: string) {
  await deleteRenewToken(deps.db, hashToken(renewToken));
}

export async function renew(deps: AuthDeps, renewToken: string) {
  const found = await findValidRenewToken(deps.db, hashToken(renewToken));
  if (!found) throw unauthorized(messages.unauthorized);
  const access = await deps.tokens.accessToken(found);
  return { ...access, user: await userDto(deps.db, found.userId) };
}

/**
 * PUT auth/set-password: the user's other sessions end; the caller's session goes on (its access
 * token keeps working) with a new renew token, answered with a fresh access token.
 */
export async function setPassword(
  deps: AuthDeps,
  staff: { id: number; sessionId: number },
  currentPassword: string,
  newPassword: string,
) {
  const credentials = await findActiveUserCredentials(deps.db, { id: staff.id });
  if (!credentials || !(await verifyPassword(credentials.passwordHash, currentPassword))) {
    throw fieldError('currentPassword', messages.currentPasswordWrong);
  }
  const renew = newOpaqueToken();
  const session = { id: staff.sessionId, renewTokenHash: renew.hash, expiresOn: renewTokenExpiry() };
  if (!(await replacePasswordKeeping(deps.db, staff.id, await hashPassword(newPassword), session))) {
    throw unauthorized(messages.unauthorized);
  }
  const access = await deps.tokens.accessToken({ userId: staff.id, sessionId: staff.sessionId });
  return { ...access, renewToken: renew.token };
}

/** Answers the same whether or not the address is known; the mail goes out in the background. */
/**
 * POST auth/forgot-password answers at once, the same for every address; looking the address up,
 * storing the link and mailing it happen afterwards, so the answer's timing tells nothing either.
 * `sent` resolves when that work is done (tests wait for it).
 */
export function forgotPassword(deps: AuthDeps, email: string) {
  const sent = sendResetLink(deps, email).catch((err) => deps.log.error({ err }, 'reset password link failed'));
  return { message: messages.resetMailSent, sent };
}

async function sendResetLink(deps: AuthDeps, email: string) {
  const credentials = await findActiveUserCredentials(deps.db, { email });
  if (!credentials) return;
  const reset = newOpaqueToken();
  await storeResetToken(deps.db, credentials.id, reset.hash, new Date(Date.now() + limits.resetTokenMinutes * 60_000));
  const link = `${deps.publicUrl}/reset-password/${reset.token}?email=${encodeURIComponent(email)}`;
  await deps.mailer.send({
    to: email,
    subject: 'Reset your Back Office password',
    text:
      `Someone asked to reset the password of your Back Office account.\n\n` +
      `Open this link within one hour to choose a new password:\n${link}\n\n` +
      `If it was not you, ignore this mail: your password stays as it is.\n`,
  });
}

export async function resetPassword(deps: AuthDeps, email: string, password: string, token: string) {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const userId = await spendResetToken(tx, hashToken(token), email);
    if (userId === null) throw badRequest(messages.invalidResetLink);
    await replacePasswordIn(tx, userId, passwordHash);
  });
  return { message: messages.passwordReset };
}
