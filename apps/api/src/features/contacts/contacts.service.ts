import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { findVisibleCustomer } from '../customers/visibility.queries.ts';
import { findVisibleContact } from './contacts.queries.ts';

type Fields = { name: string; title: string | null; email: string | null; phone: string | null };

async function loadContact(db: Db, id: number) {
  const row = await findVisibleContact(db, id);
  if (!row) throw notFound('Contact');
  return row;
}

export async function createContact(db: Db, input: Fields & { customer: { id: number } }) {
  const { customer, ...fields } = input;
  if (!(await findVisibleCustomer(db, customer.id))) throw fieldError('customer', 'Customer not found');
  const [row] = await db
    .insert(contacts)
    .values({ ...fields, customerId: customer.id })
    .returning({ id: contacts.id });
  return loadContact(db, row!.id);
}

/** A contact moves with its customer: the customer is not changed here. */
export async function updateContact(db: Db, id: number, input: Fields) {
  await loadContact(db, id);
  await db.update(contacts).set(input).where(eq(contacts.id, id));
  return loadContact(db, id);
}

/** Contacts are deleted for good (nothing refers to them). */
export async function deleteContact(db: Db, id: number) {
  await loadContact(db, id);
  await db.delete(contacts).where(eq(contacts.id, id));
}
