import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like.ts';

const columns = {
  id: departments.id,
  name: departments.name,
  street: departments.street,
  zip: departments.zip,
  city: departments.city,
  country: departments.country,
  web: departments.web,
  userCount: count(users.id),
};

function withUserCount(db: Db) {
  return db
    .select(columns)
    .from(departments)
    .leftJoin(users, and(eq(users.departmentId, departments.id), isNull(users.deletedOn)))
    .groupBy(departments.id);
}

export function listDepartments(db: Db, search: string | undefined) {
  const query = withUserCount(db);
  return (search ? query.where(ilike(departments.name, `%${escapeLike(search)}%`)) : query).orderBy(
    sql`lower(${departments.name})`,
    asc(departments.id),
  );
}

export async function findDepartment(db: Db, id: number) {
  const [row] = await withUserCount(db).where(eq(departments.id, id));
  return row ?? null;
}

export async function activeUserCount(db: Db, departmentId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.departmentId, departmentId), isNull(users.deletedOn)));
  return row?.n ?? 0;
}
