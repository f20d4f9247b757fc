import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { makers, suppliers, technologies } from '../../db/schema/index.ts';

/**
 * Whether the technology exists and is not archived. With `lock`, the row is held (FOR SHARE) until
 * the transaction ends, so it cannot be archived while a link is being written.
 */
export async function activeTechnologyExists(db: Db, id: number, lock = false) {
  const query = db
    .select({ id: technologies.id })
    .from(technologies)
    .where(and(eq(technologies.id, id), isNull(technologies.archivedOn)));
  const [row] = await (lock ? query.for('share') : query);
  return row !== undefined;
}

/** Whether the supplier is active; holds its row (FOR SHARE) so it is not archived meanwhile. */
export async function lockActiveSupplier(db: Db, id: number) {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.id, id), isNull(suppliers.archivedOn)))
    .for('share');
  return row !== undefined;
}

/** Whether the maker is active; holds its row (FOR SHARE) so it is not archived meanwhile. */
export async function lockActiveMaker(db: Db, id: number) {
  const [row] = await db
    .select({ id: makers.id })
    .from(makers)
    .where(and(eq(makers.id, id), isNull(makers.archivedOn)))
    .for('share');
  return row !== undefined;
}
