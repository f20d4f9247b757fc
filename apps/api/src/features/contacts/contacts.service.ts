import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { findVisibleCustomer } from '../customers/index.ts';
import {
  type ContactFields,
  contactsOfCustomer,
  deleteContactRow,
  findVisibleContact,
  insertContact,
  updateContactRow,
} from './contacts.queries.ts';

async function loadContact(db: Db, id: number) {
  const row = await findVisibleContact(db, id);
  if (!row) throw notFound('Contact');
  return row;
}

/** The contacts of a visible customer, by name. */
export async function listCustomerContacts(db: Db, customerId: number) {
  if (!(await findVisibleCustomer(db, customerId))) throw notFound('Customer');
  return contactsOfCustomer(db, customerId);
}

export async function createContact(db: Db, input: ContactFields & { customer: { id: number } }) {
  const { customer, ...fields } = input;
  if (!(await findVisibleCustomer(db, customer.id))) throw fieldError('customer', 'Customer not found');
  return loadContact(db, await insertContact(db, customer.id, fields));
}

/** A contact moves with its customer: the customer is not changed here. */
export async function updateContact(db: Db, id: number, input: ContactFields) {
  await loadContact(db, id);
  await updateContactRow(db, id, input);
  return loadContact(db, id);
}

/** Contacts are deleted for good (nothing refers to them). */
export async function deleteContact(db: Db, id: number) {
  await loadContact(db, id);
  await deleteContactRow(db, id);
}
