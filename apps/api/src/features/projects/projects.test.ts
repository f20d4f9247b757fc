import { limits, messages, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCustomer, buildProject, buildVessel, referenceData } from '../../../test/factories.ts';
import { createConsumptionTypeViaApi } from '../../../test/factories-vessels.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { consumptionTypes, customers, projectConsumptionRates, projects, vessels } from '../../db/schema/index.ts';

const t = useTestApp();

type Rate = { id: number; consumptionType: { id: number; name: string; shortName: string }; price: number };

async function createProject(headers: { authorization: string }, customerId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers,
    payload: { name: 'Fleet 2025', description: 'Retrofit screening', customer: { id: customerId } },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

/** A project, an archived one, one under an archived customer, and an unknown id. */
async function hiddenProjectIds() {
  const db = t.database.db;
  const archived = await buildProject(db, { archivedOn: new Date() });
  const underArchived = await buildProject(db, { customerId: (await buildCustomer(db)).id });
  await db.update(customers).set({ archivedOn: new Date() }).where(eq(customers.id, underArchived.customerId));
  return [999, archived.id, underArchived.id];
}

describe('POST /api/projects', () => {
  it("creates the project with a rate per consumption type from the type's defaults", async () => {
    const user = await t.signIn(Role.USER);
    const { types } = await referenceData(t.database.db);
    const customer = await buildCustomer(t.database.db, { name: 'Nordic Bulk' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: user.headers,
      payload: { name: ' Fleet 2025 ', description: '', customer: { id: customer.id } },
    });
    expect(res.statusCode).toBe(201);
    const project = res.json();
    expect(project).toEqual({
      id: expect.any(Number),
      name: 'Fleet 2025',
      description: null,
      customer: { id: customer.id, name: 'Nordic Bulk' },
      vessels: [],
      createdOn: expect.any(String),
      modifiedOn: expect.any(String),
      version: 1,
      consumptionRatesVersion: 1,
    });
    const rates = await t.database.db
      .select()
      .from(projectConsumptionRates)
      .where(eq(projectConsumptionRates.projectId, project.id));
    expect(rates.map((r) => [r.consumptionTypeId, r.price, r.co2ConversionConstant]).sort()).toEqual(
      types.map((ty) => [ty.id, ty.defaultPrice, ty.defaultCo2ConversionConstant]).sort(),
    );
  });

  it('answers 400 without name or customer, and for an unknown or archived customer', async () => {
    const user = await t.signIn(Role.USER);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/projects', headers: user.headers, payload });
    const missing = await post({ description: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ name: [messages.required], customer: [messages.required] });
    const archived = await buildCustomer(t.database.db, { archivedOn: new Date() });
    for (const id of [999, archived.id]) {
      const res = await post({ name: 'P', customer: { id } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ customer: ['Customer not found'] });
    }
    expect(await t.database.db.select().from(projects)).toEqual([]);
    expect(await t.database.db.select().from(projectConsumptionRates)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const customer = await buildCustomer(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'P', customer: { id: customer.id } },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET and PUT /api/projects/:id', () => {
  it('reads the project with its customer and its vessels that are not archived', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const customer = await buildCustomer(db, { name: 'Nordic Bulk' });
    const project = await buildProject(db, { customerId: customer.id, name: 'Fleet', description: 'd' });
    const star = await buildVessel(db, { projectId: project.id, name: 'Nordic Star' });
    const aurora = await buildVessel(db, { projectId: project.id, name: 'aurora' });
    await buildVessel(db, { projectId: project.id, name: 'Gone', archivedOn: new Date() });
    const res = await t.app.inject({ url: `/api/projects/${project.id}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: project.id,
      name: 'Fleet',
      description: 'd',
      customer: { id: customer.id, name: 'Nordic Bulk' },
      createdOn: project.createdOn.toISOString(),
    });
    expect(res.json().vessels.map((v: { id: number }) => v.id)).toEqual([aurora.id, star.id]);
  });

  it('updates name and description; the customer stays', async () => {
    const user = await t.signIn(Role.USER);
    const project = await buildProject(t.database.db);
    const other = await buildCustomer(t.database.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      headers: user.headers,
      payload: { name: 'Renamed', description: 'New scope', customer: { id: other.id } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      description: 'New scope',
      customer: { id: project.customerId },
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      headers: user.headers,
      payload: { name: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ name: [messages.required] });
  });

  it('answers 404 for unknown and archived projects and projects of archived customers, 401', async () => {
    const user = await t.signIn(Role.USER);
    for (const id of await hiddenProjectIds()) {
      const get = await t.app.inject({ url: `/api/projects/${id}`, headers: user.headers });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ error: 'Project not found' });
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/projects/${id}`,
        headers: user.headers,
        payload: { name: 'x' },
      });
      expect(put.statusCode).toBe(404);
    }
    const project = await buildProject(t.database.db);
    expect((await t.app.inject({ url: `/api/projects/${project.id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/projects/${project.id}`, payload: { name: 'x' } })).statusCode,
    ).toBe(401);
  });
});

describe('DELETE /api/projects/:id (archive)', () => {
  it('archives the project: it answers 404 and leaves its customer page, its vessels and rates are kept', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    await referenceData(db);
    const customer = await buildCustomer(db);
    const { id } = await createProject(user.headers, customer.id);
    const vessel = await buildVessel(db, { projectId: id });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: user.headers });
    expect(res.statusCode).toBe(204);
    const [row] = await db.select().from(projects).where(eq(projects.id, id));
    expect(row!.archivedOn).toBeInstanceOf(Date);
    expect(await db.select().from(vessels).where(eq(vessels.id, vessel.id))).toEqual([
      expect.objectContaining({ archivedOn: null }),
    ]);
    expect((await db.select().from(projectConsumptionRates)).length).toBeGreaterThan(0);
    for (const url of [`/api/projects/${id}`, `/api/projects/${id}/consumption-rates`]) {
      expect((await t.app.inject({ url, headers: user.headers })).statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ url: `/api/customers/${customer.id}/projects`, headers: user.headers })).json(),
    ).toEqual([]);
    const list = await t.app.inject({ url: '/api/customers', headers: user.headers });
    expect(list.json()).toEqual([expect.objectContaining({ id: customer.id, projectCount: 0 })]);
  });

  it('answers 404 for unknown and hidden projects, 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    for (const id of await hiddenProjectIds()) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: user.headers });
      expect(res.statusCode).toBe(404);
    }
    const project = await buildProject(t.database.db);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}` })).statusCode).toBe(401);
  });
});

describe('GET and PUT /api/projects/:id/consumption-rates', () => {
  it('answers one rate per consumption type by type name; a type created later is in every project', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const { types } = await referenceData(db);
    const { id } = await createProject(user.headers, (await buildCustomer(db)).id);
    const methanol = await createConsumptionTypeViaApi(t, {
      name: 'methanol',
      shortName: 'MeOH',
      defaultPrice: 900,
      defaultCo2ConversionConstant: 1.375,
    });

    const res = await t.app.inject({ url: `/api/projects/${id}/consumption-rates`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    const rates = res.json() as Rate[];
    expect(rates.map((r) => r.consumptionType.name)).toEqual([
      'Heavy Fuel Oil',
      'Liquefied Natural Gas',
      'Marine Gas Oil / Marine Diesel Oil',
      'methanol',
      'Very Low Sulphur Fuel Oil / Light Fuel Oil',
    ]);
    expect(rates).toContainEqual({
      id: expect.any(Number),
      consumptionType: { id: methanol.id, name: 'methanol', shortName: 'MeOH', fuelKind: null },
      price: 900,
      co2ConversionConstant: 1.375,
    });
    const hfo = types.find((ty) => ty.shortName === 'HFO')!;
    expect(rates[0]).toMatchObject({
      price: hfo.defaultPrice,
      co2ConversionConstant: hfo.defaultCo2ConversionConstant,
    });
    const again = await t.app.inject({ url: `/api/projects/${id}/consumption-rates`, headers: user.headers });
    expect(again.json()).toEqual(rates);
  });

  it('reads without writing: the rows and their modified dates stay as they were', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    await referenceData(db);
    const { id } = await createProject(user.headers, (await buildCustomer(db)).id);
    const before = await db.select().from(projectConsumptionRates).orderBy(projectConsumptionRates.id);
    await db
      .insert(consumptionTypes)
      .values({ name: 'Ammonia', shortName: 'NH3', defaultPrice: 1, defaultCo2ConversionConstant: 0 });
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.app.inject({ url: `/api/projects/${id}/consumption-rates`, headers: user.headers })).statusCode,
      ).toBe(200);
    }
    expect(await db.select().from(projectConsumptionRates).orderBy(projectConsumptionRates.id)).toEqual(before);
  });

  it('updates the listed types and answers all rates; later default changes leave project rates alone', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const { types } = await referenceData(db);
    const { id } = await createProject(user.headers, (await buildCustomer(db)).id);
    const [hfo, lng] = [types.find((ty) => ty.shortName === 'HFO')!, types.find((ty) => ty.shortName === 'LNG')!];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/consumption-rates`,
      headers: user.headers,
      payload: {
        consumptionRates: [
          { consumptionType: { id: hfo.id }, price: 512.5, co2ConversionConstant: 3.2 },
          { consumptionType: { id: lng.id }, price: 0, co2ConversionConstant: 2.5 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const byType = new Map(
      (res.json() as (Rate & { co2ConversionConstant: number })[]).map((r) => [r.consumptionType.shortName, r]),
    );
    expect(byType.size).toBe(types.length);
    expect(byType.get('HFO')).toMatchObject({ price: 512.5, co2ConversionConstant: 3.2 });
    expect(byType.get('LNG')).toMatchObject({ price: 0, co2ConversionConstant: 2.5 });
    expect(byType.get('MGO')).toMatchObject({ price: 750, co2ConversionConstant: 3.206 });

    await db.update(consumptionTypes).set({ defaultPrice: 1 }).where(eq(consumptionTypes.id, hfo.id));
    const read = await t.app.inject({ url: `/api/projects/${id}/consumption-rates`, headers: user.headers });
    expect(read.json()).toEqual(res.json());
  });

  it('answers 400 for missing or non-numeric values and for an unknown consumption type, changing nothing', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const { types } = await referenceData(db);
    const { id } = await createProject(user.headers, (await buildCustomer(db)).id);
    const put = (consumptionRates: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/projects/${id}/consumption-rates`,
        headers: user.headers,
        payload: { consumptionRates },
      });
    const invalid = await put([{ consumptionType: { id: types[0]!.id }, price: 'abc' }]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      'consumptionRates.0.price': [messages.mustBeNumber],
      'consumptionRates.0.co2ConversionConstant': [messages.required],
    });
    const unknown = await put([
      { consumptionType: { id: types[0]!.id }, price: 1, co2ConversionConstant: 1 },
      { consumptionType: { id: 999 }, price: 1, co2ConversionConstant: 1 },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ 'consumptionRates.1.consumptionType': ['Consumption type not found'] });
    const huge = await put([{ consumptionType: { id: types[0]!.id }, price: 1.79e308, co2ConversionConstant: 1e6 }]);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({
      'consumptionRates.0.price': ['Must be at most 1,000,000'],
      'consumptionRates.0.co2ConversionConstant': [`Must be at most ${limits.maxCo2ConversionConstant}`],
    });
    const rates = await db.select().from(projectConsumptionRates).where(eq(projectConsumptionRates.projectId, id));
    expect(rates.every((r) => r.price !== 1)).toBe(true);
    expect((await put([])).statusCode).toBe(200);
  });

  it('answers 404 for unknown and hidden projects, 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    await referenceData(t.database.db);
    const ids = await hiddenProjectIds();
    const before = await t.database.db.select().from(projectConsumptionRates).orderBy(projectConsumptionRates.id);
    for (const id of ids) {
      const url = `/api/projects/${id}/consumption-rates`;
      expect((await t.app.inject({ url, headers: user.headers })).statusCode).toBe(404);
      const put = await t.app.inject({
        method: 'PUT',
        url,
        headers: user.headers,
        payload: { consumptionRates: [] },
      });
      expect(put.statusCode).toBe(404);
    }
    expect(await t.database.db.select().from(projectConsumptionRates).orderBy(projectConsumptionRates.id)).toEqual(
      before,
    );
    const project = await buildProject(t.database.db);
    const url = `/api/projects/${project.id}/consumption-rates`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url, payload: { consumptionRates: [] } })).statusCode).toBe(401);
  });
});
