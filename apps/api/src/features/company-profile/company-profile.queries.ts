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

type ProfileFields = Omit<typeof companyProfile.$inferInsert, 'id' | 'createdOn' | 'modifiedOn' | 'version'>;

/**
 * Writes the one row at `version`: inserted by the first save, updated by every later one, so long as
 * the row is still at the version before. False when another first save inserted it meanwhile.
 */
export async function saveCompanyProfileRow(tx: Db, fields: ProfileFields, version: number) {
  const rows = await tx
    .insert(companyProfile)
    .values({ id: ONE_ROW, ...fields, version })
    .onConflictDoUpdate({
      target: companyProfile.id,
      set: { ...fields, version, modifiedOn: new Date() },
      setWhere: eq(companyProfile.version, version - 1),
    })
    .returning({ id: companyProfile.id });
  return rows.length > 0;
}
