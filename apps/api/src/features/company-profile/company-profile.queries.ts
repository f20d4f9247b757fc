import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyProfile } from '../../db/schema/index.ts';

const ONE_ROW = 1;

/** The profile's row, or null before the first save. */
export async function findCompanyProfile(db: Db) {
  const [row] = await db.select().from(companyProfile).where(eq(companyProfile.id, ONE_ROW));
  return row ?? null;
}

/** Locks the row while a save checks the logo (none before the first save). */
export async function lockCompanyProfile(tx: Db) {
  const [row] = await tx.select().from(companyProfile).where(eq(companyProfile.id, ONE_ROW)).for('update');
  return row ?? null;
}

type ProfileFields = Omit<typeof companyProfile.$inferInsert, 'id' | 'createdOn' | 'modifiedOn'>;

/** Writes the one row: inserted by the first save, updated by every later one. */
export async function saveCompanyProfileRow(tx: Db, fields: ProfileFields) {
  await tx
    .insert(companyProfile)
    .values({ id: ONE_ROW, ...fields })
    .onConflictDoUpdate({ target: companyProfile.id, set: { ...fields, modifiedOn: new Date() } });
}
