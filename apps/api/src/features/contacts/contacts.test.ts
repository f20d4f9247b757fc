import { messages, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCustomer } from '../../../test/factories.ts';
import { buildContact } from '../../../test/factories-clients.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { contacts } from '../../db/schema/index.ts';

const t = useTestApp();
const body = { name: 'Ida Holm', title: 'Technical Manager', email: 'ida@nordicbulk.dk', phone: '+45 33 12 34 56' };

describe('POST /api/contacts', () => {
  it('adds a contact to a customer; empty optional fields become null', async () => {
    const user = await t.signIn(Role.USER);
    const customer = await buildCustomer(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: user.headers,
      payload: { ...body, customer: { id: customer.id } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), ...body, customer: { id: customer.id }, version: 1 });
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: user.headers,
      payload: { name: 'Bo', title: '', email: '', customer: { id: customer.id } },
    });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ name: 'Bo', title: null, email: null, phone: null });
  });

  it('answers 400 without a name or customer, for a bad e-mail, and for an unknown or archived customer', async () => {
    const user = await t.signIn(Role.USER);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/contacts', headers: user.headers, payload });
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ name: [messages.required], customer: [messages.required] });
    const customer = await buildCustomer(t.database.db);
    const badEmail = await post({ ...body, email: 'ida@', customer: { id: customer.id } });
    expect(badEmail.json()).toEqual({ email: [messages.invalidEmail] });
    const archived = await buildCustomer(t.database.db, { archivedOn: new Date() });
    for (const id of [999, archived.id]) {
      const res = await post({ ...body, customer: { id } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ customer: ['Customer not found'] });
    }
    expect(await t.database.db.select().from(contacts)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const customer = await buildCustomer(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { ...body, customer: { id: customer.id } },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/contacts/:id', () => {
  it('updates the contact and keeps its customer', async () => {
    const user = await t.signIn(Role.USER);
    const contact = await buildContact(t.database.db);
    const other = await buildCustomer(t.database.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/contacts/${contact.id}`,
      headers: user.headers,
      payload: { ...body, phone: null, customer: { id: other.id } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: contact.id,
      ...body,
      phone: null,
      customer: { id: contact.customerId },
      version: 2,
    });
  });

  it('answers 400 for a bad body, 404 for unknown contacts and contacts of archived customers, 401', async () => {
    const user = await t.signIn(Role.USER);
    const contact = await buildContact(t.database.db);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/contacts/${contact.id}`,
      headers: user.headers,
      payload: { name: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ name: [messages.required] });
    const archived = await buildContact(t.database.db, {
      customerId: (await buildCustomer(t.database.db, { archivedOn: new Date() })).id,
    });
    for (const id of [999, archived.id]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/contacts/${id}`,
        headers: user.headers,
        payload: body,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Contact not found' });
    }
    expect((await t.app.inject({ method: 'PUT', url: `/api/contacts/${contact.id}`, payload: body })).statusCode).toBe(
      401,
    );
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row!.name).toBe(contact.name);
  });
});

describe('DELETE /api/contacts/:id', () => {
  it('deletes the contact', async () => {
    const user = await t.signIn(Role.USER);
    const contact = await buildContact(t.database.db);
    const keep = await buildContact(t.database.db, { customerId: contact.customerId });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/contacts/${contact.id}`, headers: user.headers });
    expect(res.statusCode).toBe(204);
    expect((await t.database.db.select().from(contacts)).map((c) => c.id)).toEqual([keep.id]);
  });

  it('answers 404 for unknown contacts and contacts of archived customers, 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    const archived = await buildContact(t.database.db, {
      customerId: (await buildCustomer(t.database.db, { archivedOn: new Date() })).id,
    });
    for (const id of [999, archived.id]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/contacts/${id}`, headers: user.headers });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/contacts/${archived.id}` })).statusCode).toBe(401);
    expect(await t.database.db.select().from(contacts)).toHaveLength(1);
  });
});
