import { catalogueMessages, messages, Role, type Technology } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { referenceData } from '../../../test/factories.ts';
import { buildTechnology, catalogueLookups, technologyBody } from '../../../test/factories-catalogue.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { technologies, technologyImplementationStages } from '../../db/schema/index.ts';

const t = useTestApp();
type Headers = { authorization: string };

function post(headers: Headers, body: object) {
  return t.app.inject({ method: 'POST', url: '/api/technologies', headers, payload: body });
}

function put(headers: Headers, id: number, body: object) {
  return t.app.inject({ method: 'PUT', url: `/api/technologies/${id}`, headers, payload: body });
}

function get(headers: Headers, url: string) {
  return t.app.inject({ url: `/api/${url}`, headers });
}

async function setUp() {
  const admin = await t.signIn(Role.ADMIN);
  const lookups = await catalogueLookups(t.database.db);
  const { categories } = await referenceData(t.database.db);
  return { admin, lookups, categories };
}

describe('POST, GET and PUT /api/technologies', () => {
  it('creates a technology and reads it back, with its lookups and categories', async () => {
    const { admin, lookups, categories } = await setUp();
    const body = technologyBody(lookups, {
      name: '  Air Lubrication  ',
      implementationStages: [lookups.implementationStages[1]!.id, lookups.implementationStages[0]!.id],
      regulatoryImpactTypes: [lookups.regulatoryImpactTypes[2]!.id],
      consumptionCategories: [{ id: categories[0]!.id }],
      technologyMaturityLevel: null,
      leadTime: '',
    });
    const created = await post(admin.headers, body);
    expect(created.statusCode).toBe(201);
    const technology = created.json() as Technology;
    const { name: _n, leadTime: _l, consumptionCategories: _c, ...same } = body;
    expect(technology).toEqual({
      ...same,
      id: expect.any(Number),
      name: 'Air Lubrication',
      leadTime: null,
      savingsCategory: { id: lookups.savingsCategories[0]!.id, name: lookups.savingsCategories[0]!.name },
      implementationStages: [lookups.implementationStages[0]!.id, lookups.implementationStages[1]!.id],
      consumptionCategories: [
        { id: categories[0]!.id, name: categories[0]!.name, shortName: categories[0]!.shortName },
      ],
      windAssisted: false,
      serviceLifeYears: null,
      version: 1,
    });

    const user = await t.signIn(Role.USER);
    const read = await get(user.headers, `technologies/${technology.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(technology);
  });

  it('replaces every value on PUT', async () => {
    const { admin, lookups } = await setUp();
    const created = (await post(admin.headers, technologyBody(lookups))).json() as Technology;
    const body = technologyBody(lookups, {
      name: 'Rotor Sail',
      savingsCategory: null,
      calcSavings: 7.5,
      implementationStages: [lookups.implementationStages[3]!.id],
      regulatoryImpactTypes: [lookups.regulatoryImpactTypes[0]!.id, lookups.regulatoryImpactTypes[4]!.id],
      technologyMaturityLevel: 10,
      summaryDescription: 'Summary',
    });
    const res = await put(admin.headers, created.id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      name: 'Rotor Sail',
      savingsCategory: null,
      calcSavings: 7.5,
      implementationStages: [lookups.implementationStages[3]!.id],
      regulatoryImpactTypes: [lookups.regulatoryImpactTypes[0]!.id, lookups.regulatoryImpactTypes[4]!.id],
      technologyMaturityLevel: 10,
      summaryDescription: 'Summary',
    });
    const links = await t.database.db
      .select()
      .from(technologyImplementationStages)
      .where(eq(technologyImplementationStages.technologyId, created.id));
    expect(links.map((l) => l.implementationStageId)).toEqual([lookups.implementationStages[3]!.id]);
  });

  it('marks a technology wind-assisted; a save that does not name the mark keeps it', async () => {
    const { admin, lookups } = await setUp();
    const created = (await post(admin.headers, technologyBody(lookups, { windAssisted: true }))).json() as Technology;
    expect(created.windAssisted).toBe(true);
    const kept = await put(admin.headers, created.id, { ...technologyBody(lookups), version: created.version });
    expect(kept.json()).toMatchObject({ windAssisted: true, version: created.version + 1 });
    const off = await put(admin.headers, created.id, technologyBody(lookups, { windAssisted: false, version: 2 }));
    expect(off.json()).toMatchObject({ windAssisted: false });
    const wrong = await put(admin.headers, created.id, technologyBody(lookups, { windAssisted: 'yes', version: 3 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ windAssisted: ['Must be true or false'] });
  });

  it('keeps a service life of whole years from 1 to 100; a save that does not name it keeps it, null clears it', async () => {
    const { admin, lookups } = await setUp();
    const created = (await post(admin.headers, technologyBody(lookups, { serviceLifeYears: 20 }))).json() as Technology;
    expect(created.serviceLifeYears).toBe(20);
    const kept = await put(admin.headers, created.id, { ...technologyBody(lookups), version: created.version });
    expect(kept.json()).toMatchObject({ serviceLifeYears: 20 });
    const version = (kept.json() as Technology).version;
    for (const wrong of [0, 2.5, 101, 'ten']) {
      const res = await put(admin.headers, created.id, technologyBody(lookups, { serviceLifeYears: wrong, version }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ serviceLifeYears: ['Must be a whole number from 1 to 100'] });
    }
    const cleared = await put(admin.headers, created.id, technologyBody(lookups, { serviceLifeYears: null, version }));
    expect(cleared.json()).toMatchObject({ serviceLifeYears: null });
    const history = await t.app.inject({
      url: `/api/history?recordType=technology&recordId=${created.id}`,
      headers: admin.headers,
    });
    expect(JSON.stringify(history.json())).toContain('Service life (years)');
  });

  it("answers the spec's messages for missing and malformed fields", async () => {
    const { admin } = await setUp();
    const res = await post(admin.headers, { calcSavings: 'ten', calcEquipmentCost: -1, technologyMaturityLevel: 11 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: [messages.required],
      shortName: [messages.required],
      description: [messages.required],
      shortDescription: [messages.required],
      savingsPotential: [messages.required],
      savingsRange: [messages.required],
      costRange: [messages.required],
      calcSavings: [messages.mustBeNumber],
      calcConfidenceInterval: [catalogueMessages.required],
      calcEquipmentCost: ['Must be at least 0'],
      calcInstallationCost: [catalogueMessages.required],
      calcOperationCost: [catalogueMessages.required],
      implementationStages: [catalogueMessages.implementationStageRequired],
      regulatoryImpactTypes: [catalogueMessages.regulatoryImpactTypeRequired],
      technologyMaturityLevel: ['Must be a whole number from 1 to 10'],
    });
  });

  it('asks for at least one stage and impact type, and a whole maturity level from 1 to 10', async () => {
    const { admin, lookups } = await setUp();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { implementationStages: [], regulatoryImpactTypes: [] },
        {
          implementationStages: [catalogueMessages.implementationStageRequired],
          regulatoryImpactTypes: [catalogueMessages.regulatoryImpactTypeRequired],
        },
      ],
      [{ technologyMaturityLevel: 0 }, { technologyMaturityLevel: ['Must be a whole number from 1 to 10'] }],
      [{ technologyMaturityLevel: 2.5 }, { technologyMaturityLevel: ['Must be a whole number from 1 to 10'] }],
      [{ calcSavings: '' }, { calcSavings: [messages.mustBeNumber] }],
      [{ calcOperationCost: null }, { calcOperationCost: [catalogueMessages.required] }],
      [{ name: '   ' }, { name: [messages.required] }],
    ];
    for (const [overrides, answer] of cases) {
      const res = await post(admin.headers, technologyBody(lookups, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toEqual(answer);
    }
    const unset = await post(admin.headers, technologyBody(lookups, { technologyMaturityLevel: undefined }));
    expect(unset.statusCode).toBe(201);
    expect(unset.json().technologyMaturityLevel).toBeNull();
  });

  it('answers 400 on each field whose ids are unknown, and writes nothing', async () => {
    const { admin, lookups } = await setUp();
    const res = await post(
      admin.headers,
      technologyBody(lookups, {
        savingsCategory: { id: 9999 },
        implementationStages: [lookups.implementationStages[0]!.id, 9999],
        regulatoryImpactTypes: [9999],
        consumptionCategories: [{ id: 9999 }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      savingsCategory: [catalogueMessages.unknownChoice],
      implementationStages: [catalogueMessages.unknownChoice],
      regulatoryImpactTypes: [catalogueMessages.unknownChoice],
      consumptionCategories: [catalogueMessages.unknownChoice],
    });
    expect(await t.database.db.select().from(technologies)).toEqual([]);
  });

  it('keeps names unique among active technologies, ignoring case', async () => {
    const { admin, lookups } = await setUp();
    const first = (await post(admin.headers, technologyBody(lookups, { name: 'Hull Coating' }))).json() as Technology;
    const second = (await post(admin.headers, technologyBody(lookups, { name: 'Propeller Polish' }))).json();
    const taken = { name: [catalogueMessages.technologyNameTaken] };

    const duplicate = await post(admin.headers, technologyBody(lookups, { name: 'hull COATING' }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual(taken);
    const renamed = await put(admin.headers, second.id, technologyBody(lookups, { name: 'HULL coating' }));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual(taken);
    const own = await put(admin.headers, first.id, technologyBody(lookups, { name: 'HULL COATING' }));
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe('HULL COATING');
  });

  it('answers 404 for an unknown technology', async () => {
    const { admin, lookups } = await setUp();
    expect((await get(admin.headers, 'technologies/9999')).json()).toEqual({ error: 'Technology not found' });
    expect((await get(admin.headers, 'technologies/9999')).statusCode).toBe(404);
    expect((await put(admin.headers, 9999, technologyBody(lookups))).statusCode).toBe(404);
    const removal = await t.app.inject({ method: 'DELETE', url: '/api/technologies/9999', headers: admin.headers });
    expect(removal.statusCode).toBe(404);
  });

  it('lets any signed-in user read, and only admins write (401 without a token)', async () => {
    const { lookups } = await setUp();
    const user = await t.signIn(Role.USER);
    const existing = await buildTechnology(t.database.db);
    expect((await get(user.headers, 'technologies')).statusCode).toBe(200);
    expect((await get(user.headers, `technologies/${existing.id}`)).statusCode).toBe(200);
    expect((await post(user.headers, technologyBody(lookups))).statusCode).toBe(403);
    expect((await put(user.headers, existing.id, technologyBody(lookups))).statusCode).toBe(403);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/technologies/${existing.id}`,
      headers: user.headers,
    });
    expect(removal.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/technologies' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/technologies/${existing.id}` })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/technologies',
      payload: technologyBody(lookups),
    });
    expect(anonymous.statusCode).toBe(401);

    const superAdmin = await t.signIn(Role.SUPERADMIN);
    expect((await post(superAdmin.headers, technologyBody(lookups))).statusCode).toBe(201);
  });
});

describe('GET /api/technologies', () => {
  it('lists active technologies by name (case ignored), searching name and short name', async () => {
    const db = t.database.db;
    const user = await t.signIn(Role.USER);
    const rotor = await buildTechnology(db, { name: 'rotor Sail', shortName: 'RS' });
    const air = await buildTechnology(db, { name: 'Air Lubrication', shortName: 'ALS' });
    const hull = await buildTechnology(db, { name: 'Hull 100%_Coating', shortName: 'HULL' });
    await buildTechnology(db, { name: 'Archived Air', shortName: 'AA', archivedOn: new Date() });

    const all = await get(user.headers, 'technologies');
    expect(all.statusCode).toBe(200);
    expect(all.json().map((x: Technology) => x.id)).toEqual([air.id, hull.id, rotor.id]);

    const search = async (text: string) =>
      (await get(user.headers, `technologies?search=${encodeURIComponent(text)}`)).json().map((x: Technology) => x.id);
    expect(await search('AIR')).toEqual([air.id]);
    expect(await search('rs')).toEqual([rotor.id]);
    expect(await search('als')).toEqual([air.id]);
    expect(await search('%_')).toEqual([hull.id]);
    expect(await search('_')).toEqual([hull.id]);
    expect(await search('nothing')).toEqual([]);
  });

  it('answers the full technology of each row, with stages, impact types and categories', async () => {
    const db = t.database.db;
    const user = await t.signIn(Role.USER);
    const lookups = await catalogueLookups(db);
    const { categories } = await referenceData(db);
    const one = await buildTechnology(db, { consumptionCategoryIds: [categories[1]!.id, categories[0]!.id] });
    await buildTechnology(db);
    const list = (await get(user.headers, 'technologies')).json() as Technology[];
    const first = list.find((x) => x.id === one.id)!;
    expect(first).toMatchObject({
      implementationStages: [lookups.implementationStages[0]!.id],
      regulatoryImpactTypes: [lookups.regulatoryImpactTypes[0]!.id],
      savingsCategory: { id: lookups.savingsCategories[0]!.id, name: lookups.savingsCategories[0]!.name },
      icon: null,
    });
    expect(first.consumptionCategories.map((c) => c.id).sort()).toEqual([categories[0]!.id, categories[1]!.id].sort());
    expect(list).toHaveLength(2);
    expect(list.every((x) => x.consumptionCategories.length <= 2)).toBe(true);
  });
});

describe('GET /api/savings-categories, implementation-stages, regulatory-impact-types', () => {
  it('lists the seeded items by id to any signed-in user', async () => {
    const lookups = await catalogueLookups(t.database.db);
    const user = await t.signIn(Role.USER);
    const expected = {
      'savings-categories': lookups.savingsCategories,
      'implementation-stages': lookups.implementationStages,
      'regulatory-impact-types': lookups.regulatoryImpactTypes,
    };
    for (const [path, rows] of Object.entries(expected)) {
      const res = await get(user.headers, path);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(rows.map((row) => ({ id: row.id, name: row.name })));
      expect(rows.length).toBeGreaterThan(0);
      expect((await t.app.inject({ url: `/api/${path}` })).statusCode).toBe(401);
    }
  });
});
