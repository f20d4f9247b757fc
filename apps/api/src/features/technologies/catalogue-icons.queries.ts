import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { technologies } from '../../db/schema/index.ts';

export function seededTechnologiesWithoutIcon(db: Db, names: string[]) {
  return db
    .select({ id: technologies.id, name: technologies.name })
    .from(technologies)
    .where(and(inArray(technologies.name, names), isNull(technologies.iconFileId), isNull(technologies.archivedOn)));
}

export async function setTechnologyIcon(db: Db, id: number, fileId: number) {
  await db.update(technologies).set({ iconFileId: fileId }).where(eq(technologies.id, id));
}
