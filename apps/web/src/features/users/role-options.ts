import { Role, roleLabels } from '@backoffice/contracts';

export interface RoleOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** User and Admin for everyone; Super Admin only for a signed-in Super Admin (shown, disabled, when already held). */
export function roleOptions(signedInRole: number | undefined, currentValue: number | null): RoleOption[] {
  const options: RoleOption[] = [
    { value: String(Role.USER), label: roleLabels[Role.USER] },
    { value: String(Role.ADMIN), label: roleLabels[Role.ADMIN] },
  ];
  if (signedInRole === Role.SUPERADMIN) {
    options.push({ value: String(Role.SUPERADMIN), label: roleLabels[Role.SUPERADMIN] });
  } else if (currentValue === Role.SUPERADMIN) {
    options.push({ value: String(Role.SUPERADMIN), label: roleLabels[Role.SUPERADMIN], disabled: true });
  }
  return options;
}

export function roleLabel(role: number): string {
  return roleLabels[role as Role] ?? String(role);
}
