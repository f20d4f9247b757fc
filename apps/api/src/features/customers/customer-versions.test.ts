import { type Contact, type Customer, type HistoryEntry, Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
type Headers = { authorization: string };

const staleMessage = (who: string) =>
  new RegExp(
    `^This record was changed by ${who} at \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\. Reload to see the changes\\.$`,
  );

async function setUp() {
  const ida = await t.signIn(Role.USER, { fullName: 'Ida Holm' });
  const ole = await t.signIn(Role.USER, { fullName: 'Ole Berg' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: ida.headers,
    payload: { name: 'Nordic Bulk', address: 'Amaliegade 10', note: '' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ida, ole, customer: res.json() as Customer };
}

function putCustomer(headers: Headers, customer: Customer, changes: Record<string, unknown>) {
  const payload = { name: customer.name, address: customer.address, note: customer.note, ...changes };
  return t.app.inject({ method: 'PUT', url: `/api/customers/${customer.id}`, headers, payload });
}

const getCustomer = async (headers: Headers, id: number) =>
  (await t.app.inject({ url: `/api/customers/${id}`, headers })).json() as Customer;

async function historyOf(headers: Headers, id: number) {
  const res = await t.app.inject({ url: `/api/history?recordType=customer&recordId=${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HistoryEntry[];
}

describe('PUT /api/customers/{id} with a version', () => {
  it('answers the version, raises it with each save and refuses a stale save, changing nothing', async () => {
    const { ida, ole, customer } = await setUp();
    expect(customer.version).toBe(1);
    const saved = await putCustomer(ida.headers, customer, { name: 'Nordic Bulk A/S', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Nordic Bulk A/S', version: 2 });

    const stale = await putCustomer(ole.headers, customer, { note: 'Twelve bulkers', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    expect(await getCustomer(ida.headers, customer.id)).toMatchObject({
      name: 'Nordic Bulk A/S',
      note: null,
      version: 2,
    });
    expect(await historyOf(ida.headers, customer.id)).toHaveLength(2);
  });

  it('keeps the version of a save that changes nothing and writes no history, so a colleague’s save still goes through', async () => {
    const { ida, ole, customer } = await setUp();
    // The form sends an empty note as '': the same as the note the client does not have.
    const same = await putCustomer(ida.headers, customer, { note: '', version: 1 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ name: 'Nordic Bulk', version: 1 });
    expect(await historyOf(ida.headers, customer.id)).toHaveLength(1);

    const saved = await putCustomer(ole.headers, customer, { note: 'Twelve bulkers', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ note: 'Twelve bulkers', version: 2 });
  });

  it('without a version the last save wins', async () => {
    const { ida, ole, customer } = await setUp();
    expect((await putCustomer(ida.headers, customer, { name: 'Name A' })).statusCode).toBe(200);
    const res = await putCustomer(ole.headers, customer, { name: 'Name B' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Name B', version: 3 });
  });

  it('refuses a version that is not a whole number from 1, on the field', async () => {
    const { ida, customer } = await setUp();
    for (const version of [0, 1.5, '1']) {
      const res = await putCustomer(ida.headers, customer, { version });
      expect(res.statusCode, String(version)).toBe(400);
      expect(Object.keys(res.json())).toEqual(['version']);
    }
  });

  it('writes creation, changes and archiving to the history in the form’s words', async () => {
    const { ida, ole, customer } = await setUp();
    await putCustomer(ole.headers, customer, { address: null, note: 'Twelve bulkers', version: 1 });
    const archived = await t.app.inject({
      method: 'DELETE',
      url: `/api/customers/${customer.id}`,
      headers: ida.headers,
    });
    expect(archived.statusCode).toBe(204);

    const [deleted, updated, created] = await historyOf(ida.headers, customer.id);
    expect(created).toMatchObject({
      actor: 'Ida Holm',
      action: 'created',
      recordType: 'customer',
      recordId: customer.id,
      changes: [
        { field: 'Name', before: null, after: 'Nordic Bulk' },
        { field: 'Address', before: null, after: 'Amaliegade 10' },
      ],
    });
    expect(updated).toMatchObject({
      user: { id: ole.user.id, fullName: 'Ole Berg' },
      action: 'updated',
      changes: [
        { field: 'Address', before: 'Amaliegade 10', after: null },
        { field: 'Note', before: null, after: 'Twelve bulkers' },
      ],
    });
    expect(deleted).toMatchObject({
      actor: 'Ida Holm',
      action: 'deleted',
      changes: [
        { field: 'Name', before: 'Nordic Bulk', after: null },
        { field: 'Note', before: 'Twelve bulkers', after: null },
      ],
    });
  });
});

describe('contacts: versions and their client’s history', () => {
  async function addContact(headers: Headers, customerId: number) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers,
      payload: { name: 'Ann Lee', title: 'CTO', email: 'ann@nordic.dk', phone: '', customer: { id: customerId } },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Contact;
  }

  function putContact(headers: Headers, contact: Contact, changes: Record<string, unknown>) {
    const { name, title, email, phone } = contact;
    const payload = { name, title, email, phone, ...changes };
    return t.app.inject({ method: 'PUT', url: `/api/contacts/${contact.id}`, headers, payload });
  }

  const listContacts = async (headers: Headers, customerId: number) =>
    (await t.app.inject({ url: `/api/customers/${customerId}/contacts`, headers })).json() as Contact[];

  it('refuses a stale save of a contact, naming who changed it, and changes nothing; without a version the last save wins', async () => {
    const { ida, ole, customer } = await setUp();
    const contact = await addContact(ida.headers, customer.id);
    expect(contact.version).toBe(1);
    // A change of the client itself is another record: it does not make the contact's form stale.
    await putCustomer(ole.headers, customer, { name: 'Nordic Bulk A/S', version: 1 });
    const saved = await putContact(ida.headers, contact, { phone: '+45 1234', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ phone: '+45 1234', version: 2 });

    const stale = await putContact(ole.headers, contact, { title: 'CEO', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    expect(await listContacts(ida.headers, customer.id)).toEqual([{ ...contact, phone: '+45 1234', version: 2 }]);

    const unversioned = await putContact(ole.headers, contact, { title: 'CEO' });
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.json()).toMatchObject({ title: 'CEO', phone: null, version: 3 });
  });

  it('keeps the version of a contact saved unchanged and writes no history, so a colleague’s save still goes through', async () => {
    const { ida, ole, customer } = await setUp();
    const contact = await addContact(ida.headers, customer.id);
    const same = await putContact(ida.headers, contact, { phone: '', version: 1 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(contact);
    expect(await historyOf(ida.headers, customer.id)).toHaveLength(2);

    const saved = await putContact(ole.headers, contact, { title: 'CEO', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'CEO', version: 2 });
  });

  it('writes a contact added, changed and deleted to its client’s history, named after the contact', async () => {
    const { ida, ole, customer } = await setUp();
    const contact = await addContact(ole.headers, customer.id);
    await putContact(ida.headers, contact, { name: 'Ann Berg', email: null, version: 1 });
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/contacts/${contact.id}`, headers: ole.headers });
    expect(deleted.statusCode).toBe(204);

    const entries = await historyOf(ida.headers, customer.id);
    expect(entries.map((entry) => [entry.actor, entry.action])).toEqual([
      ['Ole Berg', 'deleted'],
      ['Ida Holm', 'updated'],
      ['Ole Berg', 'created'],
      ['Ida Holm', 'created'],
    ]);
    expect(entries[2]!.changes).toEqual([
      { field: 'Contact Ann Lee · Name', before: null, after: 'Ann Lee' },
      { field: 'Contact Ann Lee · Title', before: null, after: 'CTO' },
      { field: 'Contact Ann Lee · Email', before: null, after: 'ann@nordic.dk' },
    ]);
    expect(entries[1]!.changes).toEqual([
      { field: 'Contact Ann Lee · Name', before: 'Ann Lee', after: 'Ann Berg' },
      { field: 'Contact Ann Lee · Email', before: 'ann@nordic.dk', after: null },
    ]);
    expect(entries[0]!.changes).toEqual([
      { field: 'Contact Ann Berg · Name', before: 'Ann Berg', after: null },
      { field: 'Contact Ann Berg · Title', before: 'CTO', after: null },
    ]);
  });
});
