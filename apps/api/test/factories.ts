import { Role } from '@backoffice/contracts';
import type { Db } from '../src/db/client.ts';
import { departments, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';

export const defaultPassword = 'correct horse';
const defaultHash = hashPassword(defaultPassword);

let sequence = 0;
const next = () => ++sequence;

export async function buildDepartment(db: Db, overrides: Partial<typeof departments.$inferInsert> = {}) {
  const [row] = await db
    .insert(departments)
    .values({ name: `Department ${next()}`, city: 'Copenhagen', country: 'Denmark', ...overrides })
    .returning();
  return row!;
}

export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> & { password?: string } = {}) {
  const { password, ...values } = overrides;
  const passwordHash = password ? await hashPassword(password) : await defaultHash;
  const departmentId = values.departmentId ?? (await buildDepartment(db)).id;
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      fullName: `User ${n}`,
      email: `user${n}@example.com`,
      role: Role.USER,
      ...values,
      departmentId,
      passwordHash,
    })
    .returning();
  return { ...row!, password: password ?? defaultPassword };
}
