import { type DepartmentRequest, messages } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  activeUserCount,
  deleteDepartmentRow,
  findDepartment,
  insertDepartment,
  listDepartments,
  lockDepartment,
  updateDepartmentRow,
} from './departments.queries.ts';

type Fields = { [K in keyof DepartmentRequest]-?: Exclude<DepartmentRequest[K], undefined> };

export { listDepartments };

export async function getDepartment(db: Db, id: number) {
  const row = await findDepartment(db, id);
  if (!row) throw notFound('Department');
  return row;
}

export async function createDepartment(db: Db, input: Fields) {
  return getDepartment(db, await insertDepartment(db, input));
}

export async function updateDepartment(db: Db, id: number, input: Fields) {
  if (!(await updateDepartmentRow(db, id, input))) throw notFound('Department');
  return getDepartment(db, id);
}

/** Refused while active users belong to it; removed users lose the link (their rows stay). */
export async function deleteDepartment(db: Db, id: number) {
  await getDepartment(db, id);
  await db.transaction(async (tx) => {
    await lockDepartment(tx, id);
    if ((await activeUserCount(tx, id)) > 0) throw conflict(messages.departmentInUse);
    await deleteDepartmentRow(tx, id);
  });
}
