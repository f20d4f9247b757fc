import { Role } from '@backoffice/contracts';
import { and, asc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, passwordResetTokens, renewTokens, signInFailures, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like.ts';

const userColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  title: users.title,
  phone: users.phone,
  createdOn: users.createdOn,
  modifiedOn: users.modifiedOn,
  version: users.version,
  departmentId: departments.id,
  departmentName: departments.name,
};

export type UserRow = NonNullable<Awaited<ReturnType<typeof findActiveUser>>>;

declare module '../../plugins/auth.ts' {
  /** The auth check keeps the whole row it reads (`signedInUserLookup`), so `/users/me` needs no second read. */
  interface SignedInUser extends UserRow {}
}

const active = isNull(users.deletedOn);

export async function findActiveUser(db: Db, id: number) {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(and(eq(users.id, id), active));
  return row ?? null;
}

/** The active user's row, held until the transaction ends so that saves of it run one after the other. */
export async function lockActiveUser(tx: Db, id: number) {
  const [row] = await tx
    .select(userColumns)
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(and(eq(users.id, id), active))
    .for('update', { of: users });
  return row ?? null;
}

/**
 * Reads the signed-in user as the auth check needs it, and only while the token's session (its renew
 * token row, by primary key) is still there and unexpired: one query. Every request runs it, so its
 * SQL is built once, and on PostgreSQL each connection parses and plans it once (a named prepared
 * statement).
 */
export function signedInUserLookup(db: Db) {
  const query = db
    .select(userColumns)
    .from(users)
    .innerJoin(
      renewTokens,
      and(
        eq(renewTokens.id, sql.placeholder('sessionId')),
        eq(renewTokens.userId, users.id),
        gt(renewTokens.expiresOn, sql`now()`),
      ),
    )
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(and(eq(users.id, sql.placeholder('id')), active))
    .prepare('signed_in_user');
  return async (id: number, sessionId: number) => {
    const [row] = await query.execute({ id, sessionId });
    return row ?? null;
  };
}

export function listActiveUsers(db: Db, search: string | undefined) {
  const pattern = search ? `%${escapeLike(search)}%` : null;
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(pattern ? and(active, or(ilike(users.fullName, pattern), ilike(users.email, pattern))) : active)
    .orderBy(sql`lower(${users.fullName})`, asc(users.id));
}

/** Active users as the report contact pick-list shows them, by name. */
export function listStaffContacts(db: Db) {
  return db
    .select({ id: users.id, fullName: users.fullName, title: users.title })
    .from(users)
    .where(active)
    .orderBy(sql`lower(${users.fullName})`, asc(users.id));
}

/** For sign-in and password checks: the secret columns, never sent to a client. */
export async function findActiveUserCredentials(db: Db, by: { id: number } | { email: string }) {
  const match = 'id' in by ? eq(users.id, by.id) : sql`lower(${users.email}) = lower(${by.email})`;
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(match, active));
  return row ?? null;
}

export async function emailInUse(db: Db, email: string, exceptUserId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        active,
        exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The department's name; null when there is none with the id. */
export async function departmentName(db: Db, id: number) {
  const [row] = await db.select({ name: departments.name }).from(departments).where(eq(departments.id, id));
  return row?.name ?? null;
}

/** What a user's profile sets on the row. */
export interface ProfileColumns {
  fullName: string;
  email: string;
  title: string | null;
  phone: string | null;
  departmentId: number;
}

export async function insertUser(db: Db, values: ProfileColumns & { role: number; passwordHash: string }) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/** What an admin's user form or the user's profile form sets, with the raised version. */
export async function updateUserRow(tx: Db, id: number, values: ProfileColumns & { role?: number; version: number }) {
  await tx.update(users).set(values).where(eq(users.id, id));
}

/** The caller also ends the user's sessions (`revokeCredentials`). */
export async function setUserPasswordHash(tx: Db, id: number, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** Removal keeps the row; the caller ends the user's sessions (`revokeCredentials`). */
export async function markUserDeleted(tx: Db, id: number) {
  await tx
    .update(users)
    .set({ deletedOn: new Date() })
    .where(and(eq(users.id, id), isNull(users.deletedOn)));
}

/**
 * Ends the user's sessions (renew tokens, and with them their access tokens), spends the reset links
 * not used yet and forgets the wrong passwords (an admin's new password lets the user in at once).
 */
export async function revokeCredentials(tx: Db, userId: number) {
  await tx.delete(renewTokens).where(eq(renewTokens.userId, userId));
  await tx.delete(signInFailures).where(eq(signInFailures.userId, userId));
  await tx
    .update(passwordResetTokens)
    .set({ usedOn: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedOn)));
}

/** Locks the active Super Admins and counts them, so that two requests cannot both remove "the other" one. */
export async function lockSuperAdminCount(tx: Db) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, Role.SUPERADMIN), isNull(users.deletedOn)))
    .orderBy(users.id)
    .for('update');
  return rows.length;
}
