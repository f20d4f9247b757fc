import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { suppliers, technologySuppliers } from '../../db/schema/index.ts';

const columns = {
  technologySupplierId: technologySuppliers.id,
  supplier: { id: suppliers.id, name: suppliers.name, country: suppliers.country },
};

/** Active links whose supplier is active too: an archived supplier leaves the technology's list. */
function activeLinks(db: Db) {
  return db
    .select(columns)
    .from(technologySuppliers)
    .innerJoin(suppliers, and(eq(suppliers.id, technologySuppliers.supplierId), isNull(suppliers.archivedOn)));
}

const linkIsActive = isNull(technologySuppliers.archivedOn);

export function listTechnologySuppliers(db: Db, technologyId: number) {
  return activeLinks(db)
    .where(and(eq(technologySuppliers.technologyId, technologyId), linkIsActive))
    .orderBy(sql`lower(${suppliers.name})`, asc(suppliers.id));
}

export async function findTechnologySupplier(db: Db, technologyId: number, supplierId: number) {
  const [row] = await activeLinks(db).where(
    and(
      eq(technologySuppliers.technologyId, technologyId),
      eq(technologySuppliers.supplierId, supplierId),
      linkIsActive,
    ),
  );
  return row ?? null;
}

export async function insertTechnologySupplier(db: Db, technologyId: number, supplierId: number) {
  const [row] = await db
    .insert(technologySuppliers)
    .values({ technologyId, supplierId })
    .returning({ id: technologySuppliers.id });
  return row!.id;
}

/** Archives the active link; false when there was none (already removed meanwhile). */
export async function archiveTechnologySupplier(db: Db, linkId: number) {
  const rows = await db
    .update(technologySuppliers)
    .set({ archivedOn: new Date() })
    .where(and(eq(technologySuppliers.id, linkId), linkIsActive))
    .returning({ id: technologySuppliers.id });
  return rows.length > 0;
}
