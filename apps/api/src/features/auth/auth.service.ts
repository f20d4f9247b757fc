import { limits, messages } from '@backoffice/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { badRequest, fieldError, unauthorized } from '../../lib/errors.ts';
import { hashPassword, unknownUserHash, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import type { AccessTokens } from '../../plugins/auth.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { findActiveUser, findActiveUserCredentials, toUserDto } from '../users/index.ts';
import {
  findValidRenewToken,
  findValidResetToken,
  replacePassword,
  storeRenewToken,
  storeResetToken,
} from './auth.queries.ts';

export interface AuthDeps {
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

async function issueTokens(deps: AuthDeps, user: { id: number; tokenVersion: number }) {
  const access = await deps.tokens.issue(user);
  const renew = newOpaqueToken();
  await storeRenewToken(deps.db, user.id, renew.hash, new Date(Date.now() + limits.renewTokenDays * 86_400_000));
  return { ...access, renewToken: renew.token };
}

async function userDto(db: Db, id: number) {
  const row = await findActiveUser(db, id);
  if (!row) throw unauthorized(messages.unauthorized);
  return toUserDto(row);
}

export async function signIn(deps: AuthDeps, username: string, password: string) {
  const credentials = await findActiveUserCredentials(deps.db, { email: username.trim() });
  const ok = await verifyPassword(credentials?.passwordHash ?? unknownUserHash, password);
  if (!credentials || !ok) throw unauthorized(messages.userOrPasswordIncorrect);
  const tokens = await issueTokens(deps, credentials);
  return { ...tokens, user: await userDto(deps.db, credentials.id) };
}

export async function renew(deps: AuthDeps, renewToken: string) {
  const found = await findValidRenewToken(deps.db, hashToken(renewToken));
  if (!found) throw unauthorized(messages.unauthorized);
  const access = await deps.tokens.issue({ id: found.userId, tokenVersion: found.tokenVersion });
  return { ...access, user: await userDto(deps.db, found.userId) };
}

export async function setPassword(deps: AuthDeps, userId: number, currentPassword: string, newPassword: string) {
  const credentials = await findActiveUserCredentials(deps.db, { id: userId });
  if (!credentials || !(await verifyPassword(credentials.passwordHash, currentPassword))) {
    throw fieldError('currentPassword', messages.currentPasswordWrong);
  }
  const tokenVersion = await replacePassword(deps.db, userId, await hashPassword(newPassword));
  return issueTokens(deps, { id: userId, tokenVersion });
}

/** Answers the same whether or not the address is known; the mail goes out in the background. */
export async function forgotPassword(deps: AuthDeps, email: string) {
  const credentials = await findActiveUserCredentials(deps.db, { email });
  if (credentials) {
    const reset = newOpaqueToken();
    await storeResetToken(
      deps.db,
      credentials.id,
      reset.hash,
      new Date(Date.now() + limits.resetTokenMinutes * 60_000),
    );
    const link = `${deps.publicUrl}/reset-password/${reset.token}?email=${encodeURIComponent(email)}`;
    deps.mailer
      .send({
        to: email,
        subject: 'Reset your Back Office password',
        text:
          `Someone asked to reset the password of your Back Office account.\n\n` +
          `Open this link within one hour to choose a new password:\n${link}\n\n` +
          `If it was not you, ignore this mail: your password stays as it is.\n`,
      })
      .catch((err) => deps.log.error({ err }, 'reset password mail failed'));
  }
  return { message: messages.resetMailSent };
}

export async function resetPassword(deps: AuthDeps, email: string, password: string, token: string) {
  const found = await findValidResetToken(deps.db, hashToken(token), email);
  if (!found) throw badRequest(messages.invalidResetLink);
  await replacePassword(deps.db, found.userId, await hashPassword(password));
  return { message: messages.passwordReset };
}
