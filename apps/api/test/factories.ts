import { Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  consumptionCategories,
  consumptionTypes,
  customers,
  departments,
  projects,
  users,
  vessels,
  vesselTypes,
} from '../src/db/schema/index.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { insertProjectRates } from '../src/features/projects/index.ts';
import { createVesselForms, insertVesselRates } from '../src/features/vessels/index.ts';
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

export async function buildCustomer(db: Db, overrides: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await db
    .insert(customers)
    .values({ name: `Customer ${next()}`, address: 'Strandvejen 1, 2900 Hellerup', ...overrides })
    .returning();
  return row!;
}

export async function buildProject(db: Db, overrides: Partial<typeof projects.$inferInsert> = {}) {
  const customerId = overrides.customerId ?? (await buildCustomer(db)).id;
  const [row] = await db
    .insert(projects)
    .values({ name: `Project ${next()}`, ...overrides, customerId })
    .returning();
  await insertProjectRates(db, row!.id);
  return row!;
}

/** The seeded reference data (consumption categories and types, vessel types), loaded on demand. */
export async function referenceData(db: Db) {
  await seedReferenceData(db);
  return {
    categories: await db.select().from(consumptionCategories).orderBy(consumptionCategories.id),
    types: await db.select().from(consumptionTypes).orderBy(consumptionTypes.id),
    vesselTypes: await db.select().from(vesselTypes).orderBy(vesselTypes.id),
  };
}

export async function buildVessel(db: Db, overrides: Partial<typeof vessels.$inferInsert> = {}) {
  const projectId = overrides.projectId ?? (await buildProject(db)).id;
  const vesselTypeId = overrides.vesselTypeId ?? (await referenceData(db)).vesselTypes[0]!.id;
  const [inserted] = await db
    .insert(vessels)
    .values({ name: `Vessel ${next()}`, ...overrides, projectId, vesselTypeId })
    .returning();
  // What the app makes with every vessel: its rates and its two forms.
  await insertVesselRates(db, [inserted!.id]);
  await createVesselForms(db, [inserted!.id]);
  if (overrides.status !== undefined || overrides.statusChangedOn !== undefined) {
    const { status = null, statusChangedOn = null } = overrides;
    await db.update(vessels).set({ status, statusChangedOn }).where(eq(vessels.id, inserted!.id));
  }
  const [row] = await db.select().from(vessels).where(eq(vessels.id, inserted!.id));
  return row!;
}
