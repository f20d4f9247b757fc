import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, renewTokens, users } from '../../db/schema/index.ts';

export async function storeRenewToken(db: Db, userId: number, tokenHash: string, expiresOn: Date) {
  await db.insert(renewTokens).values({ userId, tokenHash, expiresOn });
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

export async function findValidResetToken(db: Db, tokenHash: string, email: string) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedOn),
        gt(passwordResetTokens.expiresOn, new Date()),
        isNull(users.deletedOn),
        sql`lower(${users.email}) = lower(${email})`,
      ),
    );
  return row ?? null;
}

/**
 * Sets a new password and ends every session of the user: renew tokens are deleted, unused reset
 * links are spent and older access tokens no longer match the token version.
 */
export async function replacePassword(db: Db, userId: number, passwordHash: string) {
  return db.transaction(async (tx) => {
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
  });
}
