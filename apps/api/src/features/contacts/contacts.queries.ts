import type { Contact } from '@backoffice/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, customers } from '../../db/schema/index.ts';
import { customerIsVisible } from '../customers/index.ts';

function selectContacts(db: Db) {
  return db
    .select({
      id: contacts.id,
      name: contacts.name,
      title: contacts.title,
      email: contacts.email,
      phone: contacts.phone,
      customerId: contacts.customerId,
      version: contacts.version,
    })
    .from(contacts);
}
type ContactRow = Awaited<ReturnType<typeof selectContacts>>[number];

function toContact({ customerId, ...row }: ContactRow): Contact {
  return { ...row, customer: { id: customerId } };
}

/** The contacts of a customer by name; the caller checks that the customer is visible. */
export async function contactsOfCustomer(db: Db, customerId: number) {
  const rows = await selectContacts(db)
    .where(eq(contacts.customerId, customerId))
    .orderBy(sql`lower(${contacts.name})`, asc(contacts.id));
  return rows.map(toContact);
}

/** The contact when its customer is visible, else null; `lock` locks the contact's row until the transaction ends. */
export async function findVisibleContact(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = selectContacts(db)
    .innerJoin(customers, eq(customers.id, contacts.customerId))
    .where(and(eq(contacts.id, id), customerIsVisible()));
  const [row] = await (options.lock ? query.for('update', { of: contacts }) : query);
  return row ? toContact(row) : null;
}

export type ContactFields = { name: string; title: string | null; email: string | null; phone: string | null };

export async function insertContact(db: Db, customerId: number, fields: ContactFields) {
  const [row] = await db
    .insert(contacts)
    .values({ ...fields, customerId })
    .returning({ id: contacts.id });
  return row!.id;
}

export async function updateContactRow(db: Db, id: number, values: Partial<typeof contacts.$inferInsert>) {
  await db.update(contacts).set(values).where(eq(contacts.id, id));
}

export async function deleteContactRow(db: Db, id: number) {
  await db.delete(contacts).where(eq(contacts.id, id));
}
