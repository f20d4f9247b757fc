import { and, desc, eq, gt, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, renewTokens, users } from '../../db/schema/index.ts';

/**
 * Stores a renew token (a new session) and ends the user's sessions beyond the newest `keep` (and the
 * expired ones); answers the session's id.
 */
export async function storeRenewToken(db: Db, userId: number, tokenHash: string, expiresOn: Date, keep: number) {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(renewTokens)
      .values({ userId, tokenHash, expiresOn })
      .returning({ id: renewTokens.id });
    const kept = tx
      .select({ id: renewTokens.id })
      .from(renewTokens)
      .where(and(eq(renewTokens.userId, userId), gt(renewTokens.expiresOn, new Date())))
      .orderBy(desc(renewTokens.id))
      .limit(keep);
    await tx.delete(renewTokens).where(and(eq(renewTokens.userId, userId), notInArray(renewTokens.id, kept)));
    return session!.id;
  });
}

/** Ends the session of this renew token and its access tokens (sign-out); an unknown token changes nothing. */
export async function deleteRenewToken(db: Db, tokenHash: string) {
  await db.delete(renewTokens).where(eq(renewTokens.tokenHash, tokenHash));
}

export async function findValidRenewToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: renewTokens.userId, sessionId: renewTokens.id })
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
 * Sets a new password (own change on My Profile) and ends the user's other sessions; the session
 * making the change is kept with a new renew token (`renewTokenHash`), so its access token goes on
 * working. False when that session has ended meanwhile: then nothing changes.
 */
export async function replacePasswordKeeping(
  db: Db,
  userId: number,
  passwordHash: string,
  session: { id: number; renewTokenHash: string; expiresOn: Date },
) {
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .update(renewTokens)
      .set({ tokenHash: session.renewTokenHash, expiresOn: session.expiresOn })
      .where(and(eq(renewTokens.id, session.id), eq(renewTokens.userId, userId), gt(renewTokens.expiresOn, new Date())))
      .returning({ id: renewTokens.id });
    if (!kept) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(renewTokens).where(and(eq(renewTokens.userId, userId), ne(renewTokens.id, session.id)));
    await spendResetTokens(tx, userId);
    return true;
  });
}

/**
 * Sets a new password (reset link) inside the caller's transaction and ends every session of the
 * user: renew tokens are deleted, and with them the access tokens naming them; unused reset links
 * are spent.
 */
export async function replacePasswordIn(tx: Db, userId: number, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await tx.delete(renewTokens).where(eq(renewTokens.userId, userId));
  await spendResetTokens(tx, userId);
}

async function spendResetTokens(tx: Db, userId: number) {
  await tx
    .update(passwordResetTokens)
    .set({ usedOn: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedOn)));
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
