import { messages, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCustomer, buildProject, buildVessel } from '../../../test/factories.ts';
import { buildContact } from '../../../test/factories-clients.ts';
import { countQueries } from '../../../test/query-count.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { contacts, customers, projects, vessels } from '../../db/schema/index.ts';

const t = useTestApp();
const body = { name: 'Nordic Bulk A/S', address: 'Amaliegade 10, 1256 København', note: 'Fleet of 12 bulkers' };

async function archive(customerId: number) {
  await t.database.db.update(customers).set({ archivedOn: new Date() }).where(eq(customers.id, customerId));
}

describe('GET /api/customers', () => {
  it('answers one page with limit and offset, and the whole count in X-Total-Count', async () => {
    const { headers } = await t.signIn();
    for (const name of ['delta', 'Alpha', 'echo', 'Charlie', 'bravo']) {
      const customer = await buildCustomer(t.database.db, { name: `${name} Shipping` });
      await buildProject(t.database.db, { customerId: customer.id });
    }
    await buildCustomer(t.database.db, { name: 'Archived Shipping', archivedOn: new Date() });
    const page = await t.app.inject({ url: '/api/customers?limit=2&offset=2', headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('5');
    expect(page.json()).toEqual([
      expect.objectContaining({ name: 'Charlie Shipping', projectCount: 1 }),
      expect.objectContaining({ name: 'delta Shipping', projectCount: 1 }),
    ]);
    const searched = await t.app.inject({ url: '/api/customers?search=HA&limit=10', headers });
    expect(searched.headers['x-total-count']).toBe('2');
    expect(searched.json().map((c: { name: string }) => c.name)).toEqual(['Alpha Shipping', 'Charlie Shipping']);
    const whole = await t.app.inject({ url: '/api/customers', headers });
    expect(whole.headers['x-total-count']).toBeUndefined();
    expect(whole.json()).toHaveLength(5);
    const bad = await t.app.inject({ url: '/api/customers?limit=0', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('limit');
  });

  it('lists customers that are not archived by name, with their active project count', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const zeta = await buildCustomer(db, { name: 'Zeta Shipping' });
    const alpha = await buildCustomer(db, { name: 'alpha Tankers', address: null });
    await buildCustomer(db, { name: 'Archived Lines', archivedOn: new Date() });
    await buildProject(db, { customerId: zeta.id });
    await buildProject(db, { customerId: zeta.id });
    await buildProject(db, { customerId: zeta.id, archivedOn: new Date() });
    const res = await t.app.inject({ url: '/api/customers', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: alpha.id, name: 'alpha Tankers', address: null, projectCount: 0 },
      { id: zeta.id, name: 'Zeta Shipping', address: zeta.address, projectCount: 2 },
    ]);
  });

  it('searches the name ignoring case, with % and _ taken literally', async () => {
    const user = await t.signIn(Role.USER);
    for (const name of ['100% Marine', '1000 Marine', 'Blue_Line', 'BlueXLine', 'Maersk']) {
      await buildCustomer(t.database.db, { name });
    }
    const search = async (text: string) =>
      (await t.app.inject({ url: `/api/customers?search=${encodeURIComponent(text)}`, headers: user.headers }))
        .json()
        .map((c: { name: string }) => c.name);
    expect((await search('MARINE')).sort()).toEqual(['1000 Marine', '100% Marine'].sort());
    expect(await search('100%')).toEqual(['100% Marine']);
    expect(await search('%')).toEqual(['100% Marine']);
    expect(await search('_')).toEqual(['Blue_Line']);
    expect(await search(' maer ')).toEqual(['Maersk']);
    expect(await search('nothing')).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/customers' })).statusCode).toBe(401);
  });
});

describe('POST /api/customers', () => {
  it('creates a customer for any signed-in user; empty optional fields become null', async () => {
    const user = await t.signIn(Role.USER);
    const res = await t.app.inject({ method: 'POST', url: '/api/customers', headers: user.headers, payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      ...body,
      createdOn: expect.any(String),
      modifiedOn: expect.any(String),
      version: 1,
    });
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: user.headers,
      payload: { name: 'Bare', address: '', note: '  ' },
    });
    expect(bare.json()).toMatchObject({ name: 'Bare', address: null, note: null });
  });

  it('answers 400 without a name and 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: user.headers,
      payload: { ...body, name: ' ' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ name: [messages.required] });
    const missing = await t.app.inject({ method: 'POST', url: '/api/customers', headers: user.headers, payload: {} });
    expect(missing.json()).toEqual({ name: [messages.required] });
    expect((await t.app.inject({ method: 'POST', url: '/api/customers', payload: body })).statusCode).toBe(401);
    expect(await t.database.db.select().from(customers)).toEqual([]);
  });
});

describe('GET and PUT /api/customers/:id', () => {
  it('reads and updates a customer', async () => {
    const user = await t.signIn(Role.USER);
    const customer = await buildCustomer(t.database.db, { name: 'Old name', note: 'old' });
    const get = await t.app.inject({ url: `/api/customers/${customer.id}`, headers: user.headers });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({
      id: customer.id,
      name: 'Old name',
      address: customer.address,
      note: 'old',
      createdOn: customer.createdOn.toISOString(),
      modifiedOn: customer.modifiedOn.toISOString(),
      version: 1,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${customer.id}`,
      headers: user.headers,
      payload: { ...body, note: null },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: customer.id, ...body, note: null });
    expect((await t.app.inject({ url: `/api/customers/${customer.id}`, headers: user.headers })).json().name).toBe(
      body.name,
    );
  });

  it('answers 404 for unknown and archived customers, 400 for a bad body, 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    const archived = await buildCustomer(t.database.db, { archivedOn: new Date() });
    for (const id of [999, archived.id]) {
      const get = await t.app.inject({ url: `/api/customers/${id}`, headers: user.headers });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ error: 'Customer not found' });
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/customers/${id}`,
        headers: user.headers,
        payload: body,
      });
      expect(put.statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, archived.id));
    expect(row!.name).toBe(archived.name);
    const customer = await buildCustomer(t.database.db);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${customer.id}`,
      headers: user.headers,
      payload: { name: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ name: [messages.required] });
    expect((await t.app.inject({ url: `/api/customers/${customer.id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/customers/${customer.id}`, payload: body })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/customers/abc', headers: user.headers })).statusCode).toBe(400);
  });
});

describe('DELETE /api/customers/:id (archive)', () => {
  it('archives the customer: it and everything under it answer 404, all rows are kept', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const customer = await buildCustomer(db);
    const project = await buildProject(db, { customerId: customer.id });
    const vessel = await buildVessel(db, { projectId: project.id });
    const contact = await buildContact(db, { customerId: customer.id });

    const res = await t.app.inject({ method: 'DELETE', url: `/api/customers/${customer.id}`, headers: user.headers });
    expect(res.statusCode).toBe(204);

    const [row] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.archivedOn).toBeInstanceOf(Date);
    expect(await db.select().from(projects).where(eq(projects.id, project.id))).toEqual([
      expect.objectContaining({ archivedOn: null }),
    ]);
    expect(await db.select().from(contacts).where(eq(contacts.id, contact.id))).toHaveLength(1);
    expect(await db.select().from(vessels).where(eq(vessels.id, vessel.id))).toEqual([
      expect.objectContaining({ archivedOn: null }),
    ]);

    const list = await t.app.inject({ url: '/api/customers', headers: user.headers });
    expect(list.json()).toEqual([]);
    for (const url of [
      `/api/customers/${customer.id}`,
      `/api/customers/${customer.id}/projects`,
      `/api/customers/${customer.id}/contacts`,
      `/api/projects/${project.id}`,
      `/api/projects/${project.id}/consumption-rates`,
    ]) {
      expect((await t.app.inject({ url, headers: user.headers })).statusCode, url).toBe(404);
    }
    const contactPut = await t.app.inject({
      method: 'PUT',
      url: `/api/contacts/${contact.id}`,
      headers: user.headers,
      payload: { name: 'New' },
    });
    expect(contactPut.statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/customers/${customer.id}`, headers: user.headers });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for an unknown customer and 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/customers/999', headers: user.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Customer not found' });
    const customer = await buildCustomer(t.database.db);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/customers/${customer.id}` })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.archivedOn).toBeNull();
  });
});

describe('GET /api/customers/:id/projects', () => {
  it('lists the projects that are not archived by name, each with its vessels that are not archived', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const customer = await buildCustomer(db);
    const fleet = await buildProject(db, { customerId: customer.id, name: 'fleet 2025', description: 'Retrofits' });
    const alpha = await buildProject(db, { customerId: customer.id, name: 'Alpha' });
    await buildProject(db, { customerId: customer.id, name: 'Archived', archivedOn: new Date() });
    await buildProject(db, { name: 'Another customer' });
    const star = await buildVessel(db, { projectId: fleet.id, name: 'Nordic Star' });
    const breeze = await buildVessel(db, { projectId: fleet.id, name: 'baltic Breeze' });
    await buildVessel(db, { projectId: fleet.id, name: 'Gone', archivedOn: new Date() });

    const res = await t.app.inject({ url: `/api/customers/${customer.id}/projects`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((p: { name: string }) => p.name)).toEqual(['Alpha', 'fleet 2025']);
    expect(rows[0]).toEqual({ id: alpha.id, name: 'Alpha', description: null, vessels: [] });
    expect(rows[1]).toMatchObject({ id: fleet.id, description: 'Retrofits' });
    expect(rows[1].vessels.map((v: { id: number }) => v.id)).toEqual([breeze.id, star.id]);
    expect(rows[1].vessels[0]).toEqual({
      id: breeze.id,
      name: 'baltic Breeze',
      vesselType: { id: breeze.vesselTypeId, name: expect.any(String) },
      status: 0,
      createdOn: breeze.createdOn.toISOString(),
      modifiedOn: breeze.modifiedOn.toISOString(),
      statusChangedOn: breeze.statusChangedOn!.toISOString(),
    });
  });

  it('reads the same number of times however many projects the customer has', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const queriesFor = async (customerId: number) => {
      const { queries, result: res } = await countQueries(db, () =>
        t.app.inject({ url: `/api/customers/${customerId}/projects`, headers: user.headers }),
      );
      expect(res.statusCode).toBe(200);
      return queries;
    };
    const small = await buildCustomer(db);
    await buildVessel(db, { projectId: (await buildProject(db, { customerId: small.id })).id });
    const large = await buildCustomer(db);
    for (let i = 0; i < 6; i++) {
      const project = await buildProject(db, { customerId: large.id });
      await buildVessel(db, { projectId: project.id });
      await buildVessel(db, { projectId: project.id });
    }
    const forSmall = await queriesFor(small.id);
    expect(forSmall).toBeGreaterThan(0);
    expect(await queriesFor(large.id)).toBe(forSmall);
  });

  it('answers 404 for unknown and archived customers, 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    const archived = await buildCustomer(t.database.db);
    await buildProject(t.database.db, { customerId: archived.id });
    await archive(archived.id);
    for (const id of [999, archived.id]) {
      const res = await t.app.inject({ url: `/api/customers/${id}/projects`, headers: user.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Customer not found' });
    }
    expect((await t.app.inject({ url: `/api/customers/${archived.id}/projects` })).statusCode).toBe(401);
  });
});

describe('GET /api/customers/:id/contacts', () => {
  it("lists the customer's contacts by name", async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const customer = await buildCustomer(db);
    const zoe = await buildContact(db, { customerId: customer.id, name: 'Zoe', title: 'CTO', phone: '+45 1234' });
    const anna = await buildContact(db, { customerId: customer.id, name: 'anna' });
    await buildContact(db, { name: 'Other customer' });
    const res = await t.app.inject({ url: `/api/customers/${customer.id}/contacts`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: anna.id,
        name: 'anna',
        title: null,
        email: anna.email,
        phone: null,
        customer: { id: customer.id },
        version: 1,
      },
      {
        id: zoe.id,
        name: 'Zoe',
        title: 'CTO',
        email: zoe.email,
        phone: '+45 1234',
        customer: { id: customer.id },
        version: 1,
      },
    ]);
  });

  it('answers 404 for unknown and archived customers, 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    const archived = await buildCustomer(t.database.db);
    await buildContact(t.database.db, { customerId: archived.id });
    await archive(archived.id);
    for (const id of [999, archived.id]) {
      expect((await t.app.inject({ url: `/api/customers/${id}/contacts`, headers: user.headers })).statusCode).toBe(
        404,
      );
    }
    expect((await t.app.inject({ url: `/api/customers/${archived.id}/contacts` })).statusCode).toBe(401);
  });
});
