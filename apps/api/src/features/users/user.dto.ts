import { isAdminRole, type User } from '@backoffice/contracts';
import type { UserRow } from './users.queries.ts';

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.role as User['role'],
    title: row.title,
    phone: row.phone,
    department: row.departmentId != null ? { id: row.departmentId, name: row.departmentName ?? '' } : null,
    isAdmin: isAdminRole(row.role),
    createdOn: row.createdOn.toISOString(),
    modifiedOn: row.modifiedOn.toISOString(),
    version: row.version,
  };
}
