import { type DepartmentRequest, messages } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { activeUserCount, findDepartment, listDepartments } from './departments.queries.ts';

type Fields = { [K in keyof DepartmentRequest]-?: Exclude<DepartmentRequest[K], undefined> };

export { listDepartments };

export async function getDepartment(db: Db, id: number) {
  const row = await findDepartment(db, id);
  if (!row) throw notFound('Department');
  return row;
}

export async function createDepartment(db: Db, input: Fields) {
  const [row] = await db.insert(departments).values(input).returning({ id: departments.id });
  return getDepartment(db, row!.id);
}

export async function updateDepartment(db: Db, id: number, input: Fields) {
  const [row] = await db.update(departments).set(input).where(eq(departments.id, id)).returning({ id: departments.id });
  if (!row) throw notFound('Department');
  return getDepartment(db, id);
}

/** Refused while active users belong to it; removed users lose the link (their rows stay). */
export async function deleteDepartment(db: Db, id: number) {
  await getDepartment(db, id);
  await db.transaction(async (tx) => {
    await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, id)).for('update');
    if ((await activeUserCount(tx, id)) > 0) throw conflict(messages.departmentInUse);
    await tx.delete(departments).where(eq(departments.id, id));
  });
}
