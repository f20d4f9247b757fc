import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, projects } from '../../db/schema/index.ts';

/**
 * Archiving hides: a customer is visible until archived; a project only while neither it nor its
 * customer is archived. Everything under a hidden customer or project answers 404.
 */
export const customerIsVisible = () => isNull(customers.archivedOn);

/** Needs `customers` joined on the project's customer, as `visibleProjects` does. */
export const projectIsVisible = () => and(isNull(projects.archivedOn), isNull(customers.archivedOn));

const projectColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  customerId: customers.id,
  customerName: customers.name,
  createdOn: projects.createdOn,
  modifiedOn: projects.modifiedOn,
  version: projects.version,
  consumptionRatesVersion: projects.consumptionRatesVersion,
};

/** The visible projects meeting `where`, with their customer's name. */
export function visibleProjects(db: Db, where?: SQL) {
  return db
    .select(projectColumns)
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(projectIsVisible(), where));
}
export type VisibleProjectRow = Awaited<ReturnType<typeof visibleProjects>>[number];

/** The customer while not archived, else null; `lock` locks its row until the transaction ends. */
export async function findVisibleCustomer(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), customerIsVisible()));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

/** The project when it and its customer are visible, else null; `lock` locks the project row. */
export async function findVisibleProject(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = visibleProjects(db, eq(projects.id, id));
  const [row] = await (options.lock ? query.for('update', { of: projects }) : query);
  return row ?? null;
}
