import { messages, Role, referenceDataMessages } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel, referenceData } from '../../../test/factories.ts';
import { buildTechnology } from '../../../test/factories-catalogue.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { consumptionTypes, vesselTypes } from '../../db/schema/index.ts';
import { currentSnapshot } from '../technologies/index.ts';

const t = useTestApp();
/** Sorted as `order by lower(name)` sorts (byte order of the lower-case names). */
const sortedByName = (names: string[]) =>
  [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));

describe('GET /api/vessel-types', () => {
  it('lists every type by name, case ignored, to any signed-in user', async () => {
    const { vesselTypes: seeded } = await referenceData(t.database.db);
    await t.database.db.insert(vesselTypes).values({ name: 'aframax Tanker', shortName: 'AFR' });
    const user = await t.signIn(Role.USER);
    const res = await t.app.inject({ url: '/api/vessel-types', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const names = res.json().map((v: { name: string }) => v.name);
    expect(names).toHaveLength(seeded.length + 1);
    expect(names[0]).toBe('aframax Tanker');
    expect(names).toEqual(sortedByName(names));
    expect(res.json()[0]).toEqual({ id: expect.any(Number), name: 'aframax Tanker', shortName: 'AFR', version: 1 });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/vessel-types' })).statusCode).toBe(401);
  });
});

describe('POST and PUT /api/vessel-types', () => {
  it('creates and renames a type', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/vessel-types',
      headers: admin.headers,
      payload: { name: ' Tug ', shortName: 'TG' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), name: 'Tug', shortName: 'TG', version: 1 });
    const id = created.json().id;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/vessel-types/${id}`,
      headers: admin.headers,
      payload: { name: 'TUG', shortName: 'T' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id, name: 'TUG', shortName: 'T', version: 2 });
  });

  it('requires name and short name, and a name no other type has (ignoring case)', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const [bulk] = await t.database.db
      .insert(vesselTypes)
      .values({ name: 'Bulk Carrier', shortName: 'BC' })
      .returning();
    const [tug] = await t.database.db.insert(vesselTypes).values({ name: 'Tug', shortName: 'TG' }).returning();
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/vessel-types',
      headers: admin.headers,
      payload: { name: '', shortName: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ name: [messages.required], shortName: [messages.required] });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/vessel-types',
      headers: admin.headers,
      payload: {},
    });
    expect(missing.json()).toEqual({ name: [messages.required], shortName: [messages.required] });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/vessel-types',
      headers: admin.headers,
      payload: { name: 'bulk carrier', shortName: 'X' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: [referenceDataMessages.vesselTypeNameTaken] });
    const takenOnRename = await t.app.inject({
      method: 'PUT',
      url: `/api/vessel-types/${tug!.id}`,
      headers: admin.headers,
      payload: { name: 'BULK CARRIER', shortName: 'TG' },
    });
    expect(takenOnRename.json()).toEqual({ name: [referenceDataMessages.vesselTypeNameTaken] });
    const ownName = await t.app.inject({
      method: 'PUT',
      url: `/api/vessel-types/${bulk!.id}`,
      headers: admin.headers,
      payload: { name: 'bulk carrier', shortName: 'BC' },
    });
    expect(ownName.statusCode).toBe(200);
  });

  it('answers 404 for an unknown type, 403 to a User, 401 without a token', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const body = { name: 'Tug', shortName: 'TG' };
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/vessel-types/999',
      headers: admin.headers,
      payload: body,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Vessel type not found' });
    const user = await t.signIn(Role.USER);
    const [tug] = await t.database.db.insert(vesselTypes).values(body).returning();
    for (const [method, url] of [
      ['POST', '/api/vessel-types'],
      ['PUT', `/api/vessel-types/${tug!.id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: user.headers, payload: body })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url, payload: body })).statusCode).toBe(401);
    }
    expect(await t.database.db.select().from(vesselTypes)).toEqual([expect.objectContaining(body)]);
  });
});

describe('DELETE /api/vessel-types/:id', () => {
  it('deletes an unused type', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const [tug] = await t.database.db.insert(vesselTypes).values({ name: 'Tug', shortName: 'TG' }).returning();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/vessel-types/${tug!.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(vesselTypes).where(eq(vesselTypes.id, tug!.id))).toEqual([]);
  });

  it('answers 409 while a vessel has the type, archived vessels included', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const [tug] = await t.database.db.insert(vesselTypes).values({ name: 'Tug', shortName: 'TG' }).returning();
    const [barge] = await t.database.db.insert(vesselTypes).values({ name: 'Barge', shortName: 'BA' }).returning();
    await buildVessel(t.database.db, { vesselTypeId: tug!.id });
    await buildVessel(t.database.db, { vesselTypeId: barge!.id, archivedOn: new Date() });
    for (const type of [tug!, barge!]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/vessel-types/${type.id}`, headers: admin.headers });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: referenceDataMessages.vesselTypeInUse });
    }
    expect(await t.database.db.select().from(vesselTypes)).toHaveLength(2);
  });

  it('answers 409 while a technology has values or a snapshot for the type', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const [tug] = await t.database.db.insert(vesselTypes).values({ name: 'Tug', shortName: 'TG' }).returning();
    const [barge] = await t.database.db.insert(vesselTypes).values({ name: 'Barge', shortName: 'BA' }).returning();
    const technology = await buildTechnology(t.database.db);
    const values = {
      calcSavings: 2,
      calcConfidenceInterval: null,
      calcEquipmentCost: null,
      calcInstallationCost: null,
      calcOperationCost: null,
    };
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/technologies/${technology.id}/vessel-type-details/${tug!.id}`,
      headers: admin.headers,
      payload: values,
    });
    expect(put.statusCode).toBe(200);
    await currentSnapshot(t.database.db, technology.id, barge!.id);
    for (const type of [tug!, barge!]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/vessel-types/${type.id}`, headers: admin.headers });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: referenceDataMessages.vesselTypeInUse });
    }
  });

  it('answers 404, 403 and 401', async () => {
    const admin = await t.signIn(Role.ADMIN);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/vessel-types/999', headers: admin.headers })).statusCode,
    ).toBe(404);
    const [tug] = await t.database.db.insert(vesselTypes).values({ name: 'Tug', shortName: 'TG' }).returning();
    const user = await t.signIn(Role.USER);
    const url = `/api/vessel-types/${tug!.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: user.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect(await t.database.db.select().from(vesselTypes)).toHaveLength(1);
  });
});

describe('GET /api/consumptions/categories', () => {
  it('lists the categories by name to any signed-in user', async () => {
    const { categories } = await referenceData(t.database.db);
    const user = await t.signIn(Role.USER);
    const res = await t.app.inject({ url: '/api/consumptions/categories', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(sortedByName(categories.map((c) => c.name)));
    expect(res.json()).toContainEqual({ id: expect.any(Number), name: 'Main Engine', shortName: 'ME', version: 1 });
    expect((await t.app.inject({ url: '/api/consumptions/categories' })).statusCode).toBe(401);
  });
});

const methanol = { name: 'Methanol', shortName: 'MeOH', defaultPrice: 900, defaultCo2ConversionConstant: 1.375 };

describe('GET /api/consumptions/types', () => {
  it('lists the types with their defaults by name to any signed-in user', async () => {
    const { types } = await referenceData(t.database.db);
    const user = await t.signIn(Role.USER);
    const res = await t.app.inject({ url: '/api/consumptions/types', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(sortedByName(types.map((c) => c.name)));
    expect(res.json()).toContainEqual({
      id: expect.any(Number),
      name: 'Heavy Fuel Oil',
      shortName: 'HFO',
      defaultPrice: 480,
      defaultCo2ConversionConstant: 3.114,
      fuelKind: 'HFO',
      version: 1,
    });
    expect((await t.app.inject({ url: '/api/consumptions/types' })).statusCode).toBe(401);
  });
});

describe('POST and PUT /api/consumptions/types', () => {
  it('creates and updates a type', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/consumptions/types',
      headers: admin.headers,
      payload: methanol,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), ...methanol, fuelKind: null, version: 1 });
    const id = created.json().id;
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/consumptions/types/${id}`, headers: admin.headers, payload });
    const updated = await put({ ...methanol, defaultPrice: 0, defaultCo2ConversionConstant: 1.5, fuelKind: 'Other' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id,
      ...methanol,
      defaultPrice: 0,
      defaultCo2ConversionConstant: 1.5,
      fuelKind: 'Other',
      version: 2,
    });
    // A client that does not know the fuel kind keeps it; null clears it.
    const kept = await put({ ...methanol, version: 2 });
    expect(kept.json()).toMatchObject({ fuelKind: 'Other', version: 3 });
    const cleared = await put({ ...methanol, fuelKind: null, version: 3 });
    expect(cleared.json()).toMatchObject({ fuelKind: null, version: 4 });
    // Newest first: the kept kind is no change of it.
    const history = await t.app.inject({
      url: `/api/history?recordType=consumptionType&recordId=${id}`,
      headers: admin.headers,
    });
    const fuelKindChanges = (history.json() as { changes: { field: string; before: unknown; after: unknown }[] }[])
      .map((entry) => entry.changes.filter((change) => change.field === 'Fuel kind'))
      .filter((changes) => changes.length > 0);
    expect(fuelKindChanges).toEqual([
      [{ field: 'Fuel kind', before: 'Other', after: null }],
      [{ field: 'Fuel kind', before: null, after: 'Other' }],
    ]);
  });

  it('refuses a fuel kind FuelEU does not list, on its field, and stores nothing', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/consumptions/types',
      headers: admin.headers,
      payload: { ...methanol, fuelKind: 'Methanol' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ fuelKind: ['Must be one of HFO, LFO, MDO/MGO, LNG, Other'] });
    const list = await t.app.inject({ url: '/api/consumptions/types', headers: admin.headers });
    expect(list.json().map((type: { name: string }) => type.name)).not.toContain(methanol.name);
  });

  it('requires names and numeric defaults, and a free name', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/consumptions/types', headers: admin.headers, payload });
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      name: [messages.required],
      shortName: [messages.required],
      defaultPrice: [messages.required],
      defaultCo2ConversionConstant: [messages.required],
    });
    const notNumbers = await post({ ...methanol, defaultPrice: 'cheap', defaultCo2ConversionConstant: '3.1' });
    expect(notNumbers.json()).toEqual({
      defaultPrice: [messages.mustBeNumber],
      defaultCo2ConversionConstant: [messages.mustBeNumber],
    });
    const negative = await post({ ...methanol, defaultPrice: -1 });
    expect(negative.json()).toEqual({ defaultPrice: ['Must be at least 0'] });
    await t.database.db.insert(consumptionTypes).values(methanol);
    const taken = await post({ ...methanol, name: 'METHANOL' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: [referenceDataMessages.consumptionTypeNameTaken] });
    expect(await t.database.db.select().from(consumptionTypes)).toHaveLength(1);
  });

  it('answers 404 for an unknown type, 403 to a User, 401 without a token', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/consumptions/types/999',
      headers: admin.headers,
      payload: methanol,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Consumption type not found' });
    const [row] = await t.database.db.insert(consumptionTypes).values(methanol).returning();
    const user = await t.signIn(Role.USER);
    for (const [method, url] of [
      ['POST', '/api/consumptions/types'],
      ['PUT', `/api/consumptions/types/${row!.id}`],
    ] as const) {
      const payload = { ...methanol, name: 'Ammonia' };
      expect((await t.app.inject({ method, url, headers: user.headers, payload })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    expect(await t.database.db.select().from(consumptionTypes)).toEqual([expect.objectContaining(methanol)]);
  });
});

describe('DELETE /api/consumptions/types/:id', () => {
  it('deletes an unused type', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const [row] = await t.database.db.insert(consumptionTypes).values(methanol).returning();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/consumptions/types/${row!.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(consumptionTypes)).toEqual([]);
  });

  it('answers 404, 403 and 401', async () => {
    const admin = await t.signIn(Role.ADMIN);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/consumptions/types/999', headers: admin.headers })).statusCode,
    ).toBe(404);
    const [row] = await t.database.db.insert(consumptionTypes).values(methanol).returning();
    const user = await t.signIn(Role.USER);
    const url = `/api/consumptions/types/${row!.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: user.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect(await t.database.db.select().from(consumptionTypes)).toHaveLength(1);
  });
});
