import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like.ts';
import { customerIsVisible } from './visibility.queries.ts';

function customerFilter(search: string | undefined) {
  const visible = customerIsVisible();
  return search ? and(visible, ilike(customers.name, `%${escapeLike(search)}%`)) : visible;
}

/**
 * Visible customers by name, each with the number of its projects that are not archived. The
 * count is a subquery per row, so a page walks the name index and counts only its own rows.
 */
export function listCustomers(db: Db, search: string | undefined, page: { limit?: number; offset?: number } = {}) {
  // Written out: inside the subquery an unqualified "id" would mean projects.id.
  const projectCount =
    sql<number>`(select count(*) from projects p where p.customer_id = "customers"."id" and p.archived_on is null)`
      .mapWith(Number)
      .as('project_count');
  const query = db
    .select({ id: customers.id, name: customers.name, address: customers.address, projectCount })
    .from(customers)
    .where(customerFilter(search))
    .orderBy(sql`lower(${customers.name})`, asc(customers.id));
  return page.limit === undefined ? query : query.limit(page.limit).offset(page.offset ?? 0);
}

export async function countCustomers(db: Db, search: string | undefined) {
  const [row] = await db.select({ n: count() }).from(customers).where(customerFilter(search));
  return row?.n ?? 0;
}

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerFields = { name: string; address: string | null; note: string | null };

export async function insertCustomer(db: Db, fields: CustomerFields) {
  const [row] = await db.insert(customers).values(fields).returning();
  return row!;
}

/** Sets the fields of a customer the caller has found (and locked); answers the updated row. */
export async function updateCustomerRow(db: Db, id: number, values: Partial<typeof customers.$inferInsert>) {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, id)).returning();
  return row!;
}
