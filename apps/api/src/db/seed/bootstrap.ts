import { randomBytes } from 'node:crypto';
import { Role } from '@backoffice/contracts';
import { count, isNull } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { departments, users } from '../schema/index.ts';

export interface BootstrapResult {
  email: string;
  /** Only when it was generated: printed once, never stored in clear. */
  generatedPassword?: string;
}

/** On a database without users, creates the first Super Admin (and a department to put them in). */
export async function createFirstSuperAdmin(
  db: Db,
  options: { email: string; password?: string },
): Promise<BootstrapResult | null> {
  const [row] = await db.select({ n: count() }).from(users).where(isNull(users.deletedOn));
  if ((row?.n ?? 0) > 0) return null;
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(options.password ?? generatedPassword!);
  await db.transaction(async (tx) => {
    let [department] = await tx.select({ id: departments.id }).from(departments).limit(1);
    if (!department) {
      [department] = await tx.insert(departments).values({ name: 'Head office' }).returning({ id: departments.id });
    }
    await tx.insert(users).values({
      fullName: 'Super Admin',
      email: options.email,
      role: Role.SUPERADMIN,
      departmentId: department!.id,
      passwordHash,
    });
  });
  return { email: options.email, generatedPassword };
}
