import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { holdsValues } from '../../lib/unchanged.ts';
import { findVisibleCustomer } from '../customers/index.ts';
import {
  type Actor,
  changesBetween,
  checkVersion,
  type FieldWords,
  fieldsOf,
  recordChanges,
} from '../history/index.ts';
import {
  type ContactFields,
  contactsOfCustomer,
  deleteContactRow,
  findVisibleContact,
  insertContact,
  updateContactRow,
} from './contacts.queries.ts';

/**
 * A contact's fields as its form labels them, named after the contact ('Contact Ann Lee · Email'):
 * contacts are written to their customer's history, beside the customer's own fields.
 */
function contactFieldWords(name: string): FieldWords<ContactFields> {
  const label = (field: string) => `Contact ${name} · ${field}`;
  return {
    name: { label: label('Name') },
    title: { label: label('Title') },
    email: { label: label('Email') },
    phone: { label: label('Phone') },
  };
}

/** Where a contact's changes are written: its customer's history, as a part of its own. */
const contactRef = (contact: { id: number; customer: { id: number } }) => ({
  recordType: 'customer' as const,
  recordId: contact.customer.id,
  part: `contact:${contact.id}`,
});

async function loadContact(db: Db, id: number, options: { lock?: boolean } = {}) {
  const row = await findVisibleContact(db, id, options);
  if (!row) throw notFound('Contact');
  return row;
}

/** The contacts of a visible customer, by name. */
export async function listCustomerContacts(db: Db, customerId: number) {
  if (!(await findVisibleCustomer(db, customerId))) throw notFound('Customer');
  return contactsOfCustomer(db, customerId);
}

export async function createContact(db: Db, actor: Actor, input: ContactFields & { customer: { id: number } }) {
  const { customer, ...fields } = input;
  return db.transaction(async (tx) => {
    if (!(await findVisibleCustomer(tx, customer.id))) throw fieldError('customer', 'Customer not found');
    const contact = await loadContact(tx, await insertContact(tx, customer.id, fields));
    const changes = fieldsOf(fields, contactFieldWords(fields.name));
    await recordChanges(tx, actor, [{ action: 'created', ...contactRef(contact), changes }]);
    return contact;
  });
}

/** A contact moves with its customer: the customer is not changed here. A stale save is refused (409). */
export async function updateContact(db: Db, actor: Actor, id: number, input: ContactFields & { version?: number }) {
  return db.transaction(async (tx) => {
    const before = await loadContact(tx, id, { lock: true });
    await checkVersion(tx, contactRef(before), before.version, input.version);
    const fields: ContactFields = { name: input.name, title: input.title, email: input.email, phone: input.phone };
    if (holdsValues(before, fields)) return before;
    await updateContactRow(tx, id, { ...fields, version: before.version + 1 });
    const changes = changesBetween(before, fields, contactFieldWords(before.name));
    await recordChanges(tx, actor, [{ action: 'updated', ...contactRef(before), changes }]);
    return loadContact(tx, id);
  });
}

/**
 * Contacts are deleted for good (nothing refers to them); their customer's history keeps what they were.
 * An older `version` is refused (409), as a stale save is.
 */
export async function deleteContact(db: Db, actor: Actor, id: number, version?: number) {
  await db.transaction(async (tx) => {
    const before = await loadContact(tx, id, { lock: true });
    await checkVersion(tx, contactRef(before), before.version, version);
    await deleteContactRow(tx, id);
    const changes = fieldsOf(before, contactFieldWords(before.name), true);
    await recordChanges(tx, actor, [{ action: 'deleted', ...contactRef(before), changes }]);
  });
}
