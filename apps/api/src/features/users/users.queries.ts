import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, users } from '../../db/schema/index.ts';
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
  departmentId: departments.id,
  departmentName: departments.name,
};

export type UserRow = NonNullable<Awaited<ReturnType<typeof findActiveUser>>>;

const active = isNull(users.deletedOn);

export async function findActiveUser(db: Db, id: number) {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(and(eq(users.id, id), active));
  return row ?? null;
}

/** The signed-in user as the auth check needs it: the user plus the token version to compare. */
export async function findSignedInUser(db: Db, id: number) {
  const [row] = await db
    .select({ ...userColumns, tokenVersion: users.tokenVersion })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(and(eq(users.id, id), active));
  return row ?? null;
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

/** For sign-in and password checks: the secret columns, never sent to a client. */
export async function findActiveUserCredentials(db: Db, by: { id: number } | { email: string }) {
  const match = 'id' in by ? eq(users.id, by.id) : sql`lower(${users.email}) = lower(${by.email})`;
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
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

export async function departmentExists(db: Db, id: number) {
  const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id));
  return Boolean(row);
}
