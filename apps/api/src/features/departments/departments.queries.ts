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
  version: departments.version,
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

type DepartmentFields = Omit<typeof departments.$inferInsert, 'id'>;

export async function insertDepartment(db: Db, fields: DepartmentFields) {
  const [row] = await db.insert(departments).values(fields).returning({ id: departments.id });
  return row!.id;
}

export async function updateDepartmentRow(tx: Db, id: number, fields: DepartmentFields) {
  await tx.update(departments).set(fields).where(eq(departments.id, id));
}

/**
 * The department's row, held until the transaction ends: saves of it run one after the other, and no
 * user joins it between count and delete. Null when there is none.
 */
export async function lockDepartment(tx: Db, id: number) {
  const [row] = await tx.select().from(departments).where(eq(departments.id, id)).for('update');
  return row ?? null;
}

export async function deleteDepartmentRow(tx: Db, id: number) {
  await tx.delete(departments).where(eq(departments.id, id));
}
