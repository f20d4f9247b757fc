import { catalogueMessages, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { referenceData } from '../../../test/factories.ts';
import { buildTechnology } from '../../../test/factories-catalogue.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { consumptionTechnologies } from '../../db/schema/index.ts';

const t = useTestApp();
const url = (categoryId: number) => `/api/consumptions/categories/${categoryId}/technologies`;

/** Two seeded categories and three technologies acting on the first, at sequences 2, 1 and 1. */
async function setUp() {
  const { categories } = await referenceData(t.database.db);
  const [engine, boiler] = [categories[0]!, categories[2]!];
  const alpha = await buildTechnology(t.database.db, { name: 'alpha' });
  const bravo = await buildTechnology(t.database.db, { name: 'Bravo' });
  const charlie = await buildTechnology(t.database.db, { name: 'charlie' });
  await t.database.db.insert(consumptionTechnologies).values([
    { consumptionCategoryId: engine.id, technologyId: alpha.id, calculationSequence: 2 },
    { consumptionCategoryId: engine.id, technologyId: charlie.id, calculationSequence: 1 },
    { consumptionCategoryId: engine.id, technologyId: bravo.id, calculationSequence: 1 },
    { consumptionCategoryId: boiler.id, technologyId: alpha.id, calculationSequence: 1 },
  ]);
  return { engine, boiler, alpha, bravo, charlie };
}

const entry = (categoryId: number, technologyId: number, calculationSequence: number) => ({
  calculationSequence,
  consumptionCategory: { id: categoryId },
  technology: { id: technologyId },
});

describe('GET /api/consumptions/categories/{id}/technologies', () => {
  it('lists the active technologies of the category by sequence, then name, to any signed-in user', async () => {
    const { engine, alpha, bravo, charlie } = await setUp();
    const archived = await buildTechnology(t.database.db, { name: 'Archived', archivedOn: new Date() });
    await t.database.db
      .insert(consumptionTechnologies)
      .values({ consumptionCategoryId: engine.id, technologyId: archived.id, calculationSequence: 0 });
    const user = await t.signIn(Role.USER);
    const res = await t.app.inject({ url: url(engine.id), headers: user.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((row: { technology: { id: number } }) => row.technology.id)).toEqual([
      bravo.id,
      charlie.id,
      alpha.id,
    ]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      calculationSequence: 1,
      consumptionCategory: { id: engine.id, name: engine.name, shortName: engine.shortName },
      technology: { id: bravo.id, name: 'Bravo', shortName: bravo.shortName },
    });
  });

  it('answers an empty list for a category without technologies', async () => {
    const { categories } = await referenceData(t.database.db);
    const user = await t.signIn(Role.USER);
    const res = await t.app.inject({ url: url(categories[3]!.id), headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 404 for an unknown category and 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    const missing = await t.app.inject({ url: url(999_999), headers: user.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Consumption category not found' });
    expect((await t.app.inject({ url: url(1) })).statusCode).toBe(401);
  });
});

describe('PUT /api/consumptions/categories/{id}/technologies', () => {
  it('stores the order as sent, keeps existing rows, adds and removes, and answers the new list', async () => {
    const { engine, boiler, alpha, bravo, charlie } = await setUp();
    const delta = await buildTechnology(t.database.db, { name: 'Delta' });
    const before = await t.database.db
      .select()
      .from(consumptionTechnologies)
      .where(eq(consumptionTechnologies.technologyId, alpha.id));
    const admin = await t.signIn(Role.ADMIN);
    const res = await t.app.inject({
      method: 'PUT',
      url: url(engine.id),
      headers: admin.headers,
      payload: [entry(engine.id, alpha.id, 0), entry(engine.id, charlie.id, 1), entry(engine.id, delta.id, 3)],
    });
    expect(res.statusCode).toBe(200);
    const answered = res
      .json()
      .map((row: { technology: { id: number }; calculationSequence: number }) => [
        row.technology.id,
        row.calculationSequence,
      ]);
    expect(answered).toEqual([
      [alpha.id, 0],
      [charlie.id, 1],
      [delta.id, 3],
    ]);
    const alphaOnEngine = before.find((row) => row.consumptionCategoryId === engine.id)!;
    expect(res.json()[0].id).toBe(alphaOnEngine.id);

    const user = await t.signIn(Role.USER);
    const read = await t.app.inject({ url: url(engine.id), headers: user.headers });
    expect(read.json()).toEqual(res.json());
    // Bravo no longer acts on the main engine; the boiler's list is untouched.
    const bravoRows = await t.database.db
      .select()
      .from(consumptionTechnologies)
      .where(eq(consumptionTechnologies.technologyId, bravo.id));
    expect(bravoRows).toEqual([]);
    const boilerList = await t.app.inject({ url: url(boiler.id), headers: user.headers });
    expect(boilerList.json().map((row: { technology: { id: number } }) => row.technology.id)).toEqual([alpha.id]);
  });

  it('empties the list with an empty body', async () => {
    const { engine } = await setUp();
    const admin = await t.signIn(Role.ADMIN);
    const res = await t.app.inject({ method: 'PUT', url: url(engine.id), headers: admin.headers, payload: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses another category, unknown or archived technologies and repeats, with the entry index', async () => {
    const { engine, boiler, alpha, bravo } = await setUp();
    const archived = await buildTechnology(t.database.db, { archivedOn: new Date() });
    const admin = await t.signIn(Role.ADMIN);
    const res = await t.app.inject({
      method: 'PUT',
      url: url(engine.id),
      headers: admin.headers,
      payload: [
        entry(engine.id, alpha.id, 0),
        entry(boiler.id, bravo.id, 1),
        entry(engine.id, 999_999, 2),
        entry(engine.id, archived.id, 3),
        entry(engine.id, alpha.id, 4),
        entry(engine.id, bravo.id, 4),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      '1.consumptionCategory': [catalogueMessages.otherCategory],
      '2.technology': [catalogueMessages.unknownChoice],
      '3.technology': [catalogueMessages.unknownChoice],
      '4.technology': [catalogueMessages.duplicateTechnology],
      '5.technology': [catalogueMessages.duplicateTechnology],
      '5.calculationSequence': [catalogueMessages.duplicateSequence],
    });
    // Nothing changed.
    const user = await t.signIn(Role.USER);
    const read = await t.app.inject({ url: url(engine.id), headers: user.headers });
    expect(read.json()).toHaveLength(3);
  });

  it('answers the schema messages for a malformed entry', async () => {
    const { engine } = await setUp();
    const admin = await t.signIn(Role.ADMIN);
    const res = await t.app.inject({
      method: 'PUT',
      url: url(engine.id),
      headers: admin.headers,
      payload: [{ calculationSequence: 0, consumptionCategory: { id: engine.id } }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ '0.technology': ['*'] });
  });

  it('is for admins only: 401 without a token, 403 for a User, 404 for an unknown category', async () => {
    const { engine, alpha } = await setUp();
    const payload = [entry(engine.id, alpha.id, 0)];
    expect((await t.app.inject({ method: 'PUT', url: url(engine.id), payload })).statusCode).toBe(401);
    const user = await t.signIn(Role.USER);
    const forbidden = await t.app.inject({ method: 'PUT', url: url(engine.id), headers: user.headers, payload });
    expect(forbidden.statusCode).toBe(403);
    const admin = await t.signIn(Role.ADMIN);
    const missing = await t.app.inject({
      method: 'PUT',
      url: url(999_999),
      headers: admin.headers,
      payload: [entry(999_999, alpha.id, 0)],
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Consumption category not found' });
  });
});
