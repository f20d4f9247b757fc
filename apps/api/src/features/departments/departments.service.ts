import { type DepartmentRequest, messages } from '@backoffice/contracts';
import { conflict } from '../../lib/errors.ts';
import { versionedRecords } from '../history/index.ts';
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

/**
 * A department's saves and deletes refuse an older version (409) and are written to its history. A
 * delete is refused while active users belong to it; removed users lose the link (their rows stay).
 */
const departments = versionedRecords({
  recordType: 'department',
  entity: 'Department',
  words: {
    name: { label: 'Name' },
    street: { label: 'Street' },
    zip: { label: 'Zip' },
    city: { label: 'City' },
    country: { label: 'Country' },
    web: { label: 'Web' },
  },
  find: findDepartment,
  lock: lockDepartment,
  insert: (tx, fields: Fields) => insertDepartment(tx, fields),
  update: updateDepartmentRow,
  async remove(tx, id) {
    if ((await activeUserCount(tx, id)) > 0) throw conflict(messages.departmentInUse);
    await deleteDepartmentRow(tx, id);
  },
});

export { listDepartments };
export const {
  get: getDepartment,
  create: createDepartment,
  update: updateDepartment,
  remove: deleteDepartment,
} = departments;
