import type { Customer, CustomerProject } from '@backoffice/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { contactsOfCustomer } from '../contacts/contacts.queries.ts';
import { vesselCardsByProject } from '../vessels/vessel-cards.queries.ts';
import { countCustomers, listCustomers, projectsOfCustomer } from './customers.queries.ts';
import { customerIsVisible, findVisibleCustomer } from './visibility.queries.ts';

export { countCustomers, listCustomers };

type Fields = { name: string; address: string | null; note: string | null };

function toCustomer(row: typeof customers.$inferSelect): Customer {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    note: row.note,
    createdOn: row.createdOn.toISOString(),
    modifiedOn: row.modifiedOn.toISOString(),
  };
}

async function loadCustomer(db: Db, id: number) {
  const row = await findVisibleCustomer(db, id);
  if (!row) throw notFound('Customer');
  return row;
}

export async function getCustomer(db: Db, id: number) {
  return toCustomer(await loadCustomer(db, id));
}

export async function createCustomer(db: Db, input: Fields) {
  const [row] = await db.insert(customers).values(input).returning();
  return toCustomer(row!);
}

export async function updateCustomer(db: Db, id: number, input: Fields) {
  const [row] = await db
    .update(customers)
    .set(input)
    .where(and(eq(customers.id, id), customerIsVisible()))
    .returning();
  if (!row) throw notFound('Customer');
  return toCustomer(row);
}

/** Archives: the customer and everything under it disappear; nothing is deleted. */
export async function archiveCustomer(db: Db, id: number) {
  const [row] = await db
    .update(customers)
    .set({ archivedOn: new Date() })
    .where(and(eq(customers.id, id), customerIsVisible()))
    .returning({ id: customers.id });
  if (!row) throw notFound('Customer');
}

/** The customer's visible projects with their visible vessels: two queries, however many projects. */
export async function getCustomerProjects(db: Db, id: number): Promise<CustomerProject[]> {
  await loadCustomer(db, id);
  const rows = await projectsOfCustomer(db, id);
  const cards = await vesselCardsByProject(
    db,
    rows.map((p) => p.id),
  );
  return rows.map((p) => ({ id: p.id, name: p.name, description: p.description, vessels: cards.get(p.id) ?? [] }));
}

export async function getCustomerContacts(db: Db, id: number) {
  await loadCustomer(db, id);
  return contactsOfCustomer(db, id);
}
