import { and, desc, eq, gt, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, renewTokens, signInFailures, users } from '../../db/schema/index.ts';

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
 * working. Wrong passwords are forgotten. False when that session has ended meanwhile: then nothing
 * changes.
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
    await clearSignInFailures(tx, userId);
    return true;
  });
}

/**
 * Sets a new password (reset link) inside the caller's transaction and ends every session of the
 * user: renew tokens are deleted, and with them the access tokens naming them; unused reset links
 * are spent; the account's wrong passwords are forgotten, so no address waits any longer.
 */
export async function replacePasswordIn(tx: Db, userId: number, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await tx.delete(renewTokens).where(eq(renewTokens.userId, userId));
  await spendResetTokens(tx, userId);
  await clearSignInFailures(tx, userId);
}

async function spendResetTokens(tx: Db, userId: number) {
  await tx
    .update(passwordResetTokens)
    .set({ usedOn: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedOn)));
}

/**
 * The account's wrong passwords within the window, from this address and from all, with the times of
 * the last ones and the database's clock (ms since 1970). Locks the user row first, so that on every
 * API instance the account's sign-in attempts are judged one after another (`startSignInAttempt`).
 */
export async function lockedSignInFailures(tx: Db, userId: number, address: string, windowMinutes: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const f = signInFailures;
  const own = sql`${f.address} = ${address}`;
  const epochMs = (time: unknown) => sql<number | null>`(extract(epoch from ${time}) * 1000)::float8`;
  const [row] = await tx
    .select({
      own: sql<number>`(coalesce(sum(${f.failures}) filter (where ${own}), 0))::int`,
      ownLastMs: epochMs(sql`max(${f.lastFailedOn}) filter (where ${own})`),
      all: sql<number>`(coalesce(sum(${f.failures}), 0))::int`,
      allLastMs: epochMs(sql`max(${f.lastFailedOn})`),
      nowMs: sql<number>`(extract(epoch from statement_timestamp()) * 1000)::float8`,
    })
    .from(f)
    .where(and(eq(f.userId, userId), gt(f.lastFailedOn, recentSince(windowMinutes))));
  return row!;
}

const recentSince = (windowMinutes: number) => sql`statement_timestamp() - make_interval(mins => ${windowMinutes})`;

/**
 * Counts a wrong password for the account from the address: one more in a row, or 1 once the last is
 * older than the window. The account's rows older than the window go.
 */
export async function recordSignInFailure(tx: Db, userId: number, address: string, windowMinutes: number) {
  const f = signInFailures;
  await tx.delete(f).where(and(eq(f.userId, userId), lte(f.lastFailedOn, recentSince(windowMinutes))));
  await tx
    .insert(f)
    .values({ userId, address, failures: 1, lastFailedOn: sql`statement_timestamp()` })
    .onConflictDoUpdate({
      target: [f.userId, f.address],
      set: {
        failures: sql`case when ${f.lastFailedOn} > ${recentSince(windowMinutes)} then ${f.failures} + 1 else 1 end`,
        lastFailedOn: sql`statement_timestamp()`,
      },
    });
}

/** Forgets the account's wrong passwords from one address (a sign-in from it), or from all (a new password). */
export async function clearSignInFailures(db: Db, userId: number, address?: string) {
  await db
    .delete(signInFailures)
    .where(
      and(eq(signInFailures.userId, userId), address === undefined ? undefined : eq(signInFailures.address, address)),
    );
}
