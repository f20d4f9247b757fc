import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, projects } from '../../db/schema/index.ts';
import { escapeLike } from '../users/users.queries.ts';
import { customerIsVisible, visibleProjects } from './visibility.queries.ts';

/** Visible customers by name, each with the number of its projects that are not archived. */
export function listCustomers(db: Db, search: string | undefined) {
  const visible = customerIsVisible();
  return db
    .select({ id: customers.id, name: customers.name, address: customers.address, projectCount: count(projects.id) })
    .from(customers)
    .leftJoin(projects, and(eq(projects.customerId, customers.id), isNull(projects.archivedOn)))
    .where(search ? and(visible, ilike(customers.name, `%${escapeLike(search)}%`)) : visible)
    .groupBy(customers.id)
    .orderBy(sql`lower(${customers.name})`, asc(customers.id));
}

export function projectsOfCustomer(db: Db, customerId: number) {
  return visibleProjects(db, eq(projects.customerId, customerId)).orderBy(
    sql`lower(${projects.name})`,
    asc(projects.id),
  );
}
