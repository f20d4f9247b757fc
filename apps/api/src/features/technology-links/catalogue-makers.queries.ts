import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, makers, technologies, technologyMakers } from '../../db/schema/index.ts';

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

/**
 * The active links whose Word template is still the one the seed generated: stored by no user, named
 * '<maker> - <technology>.docx' (any case). Each with the maker's and the technology's name.
 */
export function linksWithSeededTemplates(db: Db) {
  return db
    .select({ linkId: technologyMakers.id, makerName: makers.name, technologyName: technologies.name })
    .from(technologyMakers)
    .innerJoin(makers, eq(makers.id, technologyMakers.makerId))
    .innerJoin(technologies, eq(technologies.id, technologyMakers.technologyId))
    .innerJoin(files, eq(files.id, technologyMakers.wordTemplateFileId))
    .where(
      and(
        isNull(technologyMakers.archivedOn),
        isNull(files.createdByUserId),
        eq(sql`lower(${files.name})`, sql`lower(${makers.name} || ' - ' || ${technologies.name} || '.docx')`),
      ),
    );
}

export async function setLinkWordTemplate(db: Db, linkId: number, fileId: number) {
  await db.update(technologyMakers).set({ wordTemplateFileId: fileId }).where(eq(technologyMakers.id, linkId));
}
