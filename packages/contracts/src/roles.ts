export const Role = { USER: 0, ADMIN: 1, SUPERADMIN: 2 } as const;
export type Role = (typeof Role)[keyof typeof Role];

export const roleValues = [Role.USER, Role.ADMIN, Role.SUPERADMIN] as const;

export const roleLabels: Record<Role, string> = {
  [Role.USER]: 'User',
  [Role.ADMIN]: 'Admin',
  [Role.SUPERADMIN]: 'Super Admin',
};

export function isAdminRole(role: number): boolean {
  return role === Role.ADMIN || role === Role.SUPERADMIN;
}
