import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { makers, technologies } from '../../db/schema/index.ts';

/** The active technologies with these names, by name. */
export async function activeTechnologyIdsByName(db: Db, names: string[]) {
  const rows = await db
    .select({ id: technologies.id, name: technologies.name })
    .from(technologies)
    .where(and(inArray(technologies.name, names), isNull(technologies.archivedOn)));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** The active maker of this name (any case), else a new one. */
export async function activeOrNewMaker(
  db: Db,
  maker: { name: string; country: string; description: string },
): Promise<number> {
  const [found] = await db
    .select({ id: makers.id })
    .from(makers)
    .where(and(eq(sql`lower(${makers.name})`, maker.name.toLowerCase()), isNull(makers.archivedOn)));
  if (found) return found.id;
  const [row] = await db.insert(makers).values(maker).returning({ id: makers.id });
  return row!.id;
}
