import { Role, requestMessages } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consumptionTechnologies, customers } from '../src/db/schema/index.ts';
import { buildCustomer, referenceData } from './factories.ts';
import { buildTechnology } from './factories-catalogue.ts';
import { useTestApp } from './test-app.ts';

// Numbers in paths are decimal digits naming an integer; numbers in bodies fit their column.

const t = useTestApp();

describe('a record id in a path', () => {
  it('is decimal digits only: hexadecimal, spaces, signs, exponents and fractions answer 400 and change nothing', async () => {
    const db = t.database.db;
    // Ids start at 1 in each test: customer 16 is the one `0x10` once archived.
    for (let n = 1; n <= 16; n++) await buildCustomer(db, { name: `Customer ${n}` });
    const admin = await t.signIn(Role.ADMIN);
    for (const id of ['0x10', '%201', '1%20', '1e3', '+1', '1.0', '0b1', '0', '-0', '%E2%80%891']) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/customers/${id}`, headers: admin.headers });
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toEqual({ id: [requestMessages.invalidPathId] });
    }
    const active = await db.select({ id: customers.id, archivedOn: customers.archivedOn }).from(customers);
    expect(active.map((row) => row.archivedOn)).toEqual(Array(16).fill(null));
    const read = await t.app.inject({ url: '/api/customers/016', headers: admin.headers });
    expect(read.json()).toMatchObject({ id: 16, name: 'Customer 16' });
  });

  it('names an integer: beyond 2147483647 answers 400, up to it the route looks it up', async () => {
    const admin = await t.signIn(Role.ADMIN);
    for (const id of ['2147483648', '99999999999999999999', '9'.repeat(90)]) {
      const res = await t.app.inject({ url: `/api/customers/${id}`, headers: admin.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ id: [requestMessages.invalidPathId] });
    }
    const largest = await t.app.inject({ url: '/api/customers/2147483647', headers: admin.headers });
    expect(largest.statusCode).toBe(404);
    expect(largest.json()).toEqual({ error: 'Customer not found' });
  });

  it('holds for every id of a path, and for paging numbers in a query', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const technology = await buildTechnology(t.database.db);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/technologies/${technology.id}/makers/0x1`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ makerId: [requestMessages.invalidPathId] });
    for (const query of ['limit=0x10', 'limit=1e2', 'offset=%201', 'offset=2147483648', 'offset=-1']) {
      const list = await t.app.inject({ url: `/api/customers?${query}`, headers: admin.headers });
      expect(list.statusCode, query).toBe(400);
    }
    const page = await t.app.inject({ url: '/api/customers?limit=10&offset=0', headers: admin.headers });
    expect(page.statusCode).toBe(200);
  });
});

describe('whole numbers in a body', () => {
  it('are bounded by their column: a calculation sequence beyond 2147483647 answers 400 and changes nothing', async () => {
    const db = t.database.db;
    const { categories } = await referenceData(db);
    const category = categories[0]!;
    const technology = await buildTechnology(db, { name: 'alpha' });
    await db
      .insert(consumptionTechnologies)
      .values({ consumptionCategoryId: category.id, technologyId: technology.id, calculationSequence: 3 });
    const admin = await t.signIn(Role.ADMIN);
    const put = (calculationSequence: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/consumptions/categories/${category.id}/technologies`,
        headers: admin.headers,
        payload: [{ calculationSequence, consumptionCategory: { id: category.id }, technology: { id: technology.id } }],
      });
    const tooLarge = await put(2_147_483_648);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ '0.calculationSequence': ['Must be at most 2147483647'] });
    const rows = await db
      .select({ sequence: consumptionTechnologies.calculationSequence })
      .from(consumptionTechnologies)
      .where(eq(consumptionTechnologies.technologyId, technology.id));
    expect(rows).toEqual([{ sequence: 3 }]);
    const largest = await put(2_147_483_647);
    expect(largest.statusCode).toBe(200);
    expect(largest.json()).toMatchObject([{ calculationSequence: 2_147_483_647 }]);
  });
});
