import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings, technologies } from '../../db/schema/index.ts';

/** Marks a one-time seed step done; false when it was done before. */
export async function claimSeedStep(db: Db, key: string): Promise<boolean> {
  const claimed = await db
    .insert(appSettings)
    .values({ key, value: 'done' })
    .onConflictDoNothing()
    .returning({ key: appSettings.key });
  return claimed.length > 0;
}

export function seededTechnologiesWithoutIcon(db: Db, names: string[]) {
  return db
    .select({ id: technologies.id, name: technologies.name })
    .from(technologies)
    .where(and(inArray(technologies.name, names), isNull(technologies.iconFileId), isNull(technologies.archivedOn)));
}

export async function setTechnologyIcon(db: Db, id: number, fileId: number) {
  await db.update(technologies).set({ iconFileId: fileId }).where(eq(technologies.id, id));
}
