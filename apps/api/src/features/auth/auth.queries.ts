import { and, desc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, renewTokens, users } from '../../db/schema/index.ts';

/** Stores a renew token and ends the user's sessions beyond the newest `keep` (and the expired ones). */
export async function storeRenewToken(db: Db, userId: number, tokenHash: string, expiresOn: Date, keep: number) {
  await db.transaction(async (tx) => {
    await tx.insert(renewTokens).values({ userId, tokenHash, expiresOn });
    const kept = tx
      .select({ id: renewTokens.id })
      .from(renewTokens)
      .where(and(eq(renewTokens.userId, userId), gt(renewTokens.expiresOn, new Date())))
      .orderBy(desc(renewTokens.id))
      .limit(keep);
    await tx.delete(renewTokens).where(and(eq(renewTokens.userId, userId), notInArray(renewTokens.id, kept)));
  });
}

/** Ends the session of this renew token (sign-out); an unknown token changes nothing. */
export async function deleteRenewToken(db: Db, tokenHash: string) {
  await db.delete(renewTokens).where(eq(renewTokens.tokenHash, tokenHash));
}

export async function findValidRenewToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: renewTokens.userId, tokenVersion: users.tokenVersion })
    .from(renewTokens)
    .innerJoin(users, eq(users.id, renewTokens.userId))
    .where(and(eq(renewTokens.tokenHash, tokenHash), gt(renewTokens.expiresOn, new Date()), isNull(users.deletedOn)));
  return row ?? null;
}

export async function storeResetToken(db: Db, userId: number, tokenHash: string, expiresOn: Date) {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresOn });
}

/**
 * Spends a valid reset link (unused, not expired, sent to this e-mail of an active user) and answers
 * its user; null when there is none. One conditional update: of requests racing with one link, the
 * first to write wins and the others find it used.
 */
export async function spendResetToken(tx: Db, tokenHash: string, email: string) {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ usedOn: new Date() })
    .from(users)
    .where(
      and(
        eq(users.id, passwordResetTokens.userId),
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedOn),
        gt(passwordResetTokens.expiresOn, new Date()),
        isNull(users.deletedOn),
        sql`lower(${users.email}) = lower(${email})`,
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/**
 * Sets a new password and ends every session of the user: renew tokens are deleted, unused reset
 * links are spent and older access tokens no longer match the token version.
 */
export async function replacePassword(db: Db, userId: number, passwordHash: string) {
  return db.transaction((tx) => replacePasswordIn(tx, userId, passwordHash));
}

/** replacePassword inside the caller's transaction. */
export async function replacePasswordIn(tx: Db, userId: number, passwordHash: string) {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  await tx.delete(renewTokens).where(eq(renewTokens.userId, userId));
  await tx
    .update(passwordResetTokens)
    .set({ usedOn: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedOn)));
  return row!.tokenVersion;
}

/**
 * Counts a wrong password for the account in one statement (so parallel guesses all count): the
 * count starts again at 1 once the last failure is older than the window.
 */
export async function recordFailedSignIn(db: Db, userId: number, windowMinutes: number) {
  await db
    .update(users)
    .set({
      failedSignIns: sql`case when ${users.lastFailedSignInOn} > now() - make_interval(mins => ${windowMinutes}) then ${users.failedSignIns} + 1 else 1 end`,
      lastFailedSignInOn: sql`now()`,
    })
    .where(eq(users.id, userId));
}

export async function clearFailedSignIns(db: Db, userId: number) {
  await db.update(users).set({ failedSignIns: 0, lastFailedSignInOn: null }).where(eq(users.id, userId));
}
