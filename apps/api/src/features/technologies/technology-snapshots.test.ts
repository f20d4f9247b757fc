import { Role, type Technology } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { referenceData } from '../../../test/factories.ts';
import { buildTechnology, catalogueLookups, technologyBody } from '../../../test/factories-catalogue.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { technologySnapshots } from '../../db/schema/index.ts';
import { canonicalJson, currentSnapshot, currentSnapshots, findSnapshot } from './technology-snapshots.service.ts';

const t = useTestApp();

const noValues = {
  calcSavings: null,
  calcConfidenceInterval: null,
  calcEquipmentCost: null,
  calcInstallationCost: null,
  calcOperationCost: null,
};

/** A technology created through the API, with two stages and one category. */
async function setUp() {
  const db = t.database.db;
  const admin = await t.signIn(Role.ADMIN);
  const lookups = await catalogueLookups(db);
  const { categories, vesselTypes } = await referenceData(db);
  const stages = lookups.implementationStages.slice(0, 2);
  const body = technologyBody(lookups, {
    name: 'Air Lubrication',
    implementationStages: stages.map((s) => s.id),
    consumptionCategories: [{ id: categories[0]!.id }],
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/technologies', headers: admin.headers, payload: body });
  expect(res.statusCode).toBe(201);
  return { db, admin, lookups, categories, vesselTypes, body, technology: res.json() as Technology };
}

describe('technology snapshots', () => {
  it("copies the technology's values with the names reports show", async () => {
    const { db, lookups, categories, technology } = await setUp();
    const snapshot = await currentSnapshot(db, technology.id, null);
    const {
      id: _id,
      icon: _icon,
      version: _version,
      windAssisted: _wind,
      serviceLifeYears: _life,
      ...values
    } = technology;
    expect(snapshot.values).toEqual({
      ...values,
      technologyId: technology.id,
      vesselTypeId: null,
      iconFileId: null,
      implementationStageNames: lookups.implementationStages.slice(0, 2).map((s) => s.name),
      regulatoryImpactTypeNames: [lookups.regulatoryImpactTypes[0]!.name],
    });
    expect(snapshot.values.savingsCategory).toEqual({
      id: lookups.savingsCategories[0]!.id,
      name: lookups.savingsCategories[0]!.name,
    });
    expect(snapshot.values.consumptionCategories).toEqual([
      { id: categories[0]!.id, name: categories[0]!.name, shortName: categories[0]!.shortName },
    ]);
    expect(await findSnapshot(db, snapshot.id)).toEqual({
      id: snapshot.id,
      technologyId: technology.id,
      vesselTypeId: null,
      values: snapshot.values,
      createdOn: expect.any(Date),
    });
  });

  it('reuses the newest snapshot while the values are unchanged', async () => {
    const { db, vesselTypes, technology } = await setUp();
    const first = await currentSnapshot(db, technology.id, null);
    expect((await currentSnapshot(db, technology.id, null)).id).toBe(first.id);
    const forType = await currentSnapshot(db, technology.id, vesselTypes[0]!.id);
    expect(forType.id).not.toBe(first.id);
    expect((await currentSnapshot(db, technology.id, vesselTypes[0]!.id)).id).toBe(forType.id);
    expect(await db.select().from(technologySnapshots)).toHaveLength(2);
  });

  it('keeps old values after the technology is edited and archived; the current one then has the new values', async () => {
    const { db, admin, lookups, body, technology } = await setUp();
    const before = await currentSnapshot(db, technology.id, null);

    const edited = {
      ...body,
      name: 'Air Lubrication Mk II',
      calcSavings: 9,
      implementationStages: [lookups.implementationStages[3]!.id],
    };
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/technologies/${technology.id}`,
      headers: admin.headers,
      payload: edited,
    });
    expect(put.statusCode).toBe(200);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/technologies/${technology.id}`,
      headers: admin.headers,
    });
    expect(removal.statusCode).toBe(204);

    const old = await findSnapshot(db, before.id);
    expect(old?.values).toEqual(before.values);
    expect(old?.values).toMatchObject({ name: 'Air Lubrication', calcSavings: 4 });

    const after = await currentSnapshot(db, technology.id, null);
    expect(after.id).not.toBe(before.id);
    expect(after.values).toMatchObject({
      name: 'Air Lubrication Mk II',
      calcSavings: 9,
      implementationStages: [lookups.implementationStages[3]!.id],
      implementationStageNames: [lookups.implementationStages[3]!.name],
      consumptionCategories: before.values.consumptionCategories,
    });
    expect((await currentSnapshot(db, technology.id, null)).id).toBe(after.id);
  });

  it('lets an archived technology keep naming its categories for every vessel type', async () => {
    const { db, admin, vesselTypes, technology } = await setUp();
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/technologies/${technology.id}`,
      headers: admin.headers,
    });
    expect(removal.statusCode).toBe(204);
    const snapshot = await currentSnapshot(db, technology.id, vesselTypes[1]!.id);
    expect(snapshot.values.consumptionCategories).toEqual(technology.consumptionCategories);
    expect(snapshot.values.consumptionCategories).toHaveLength(1);
    expect(snapshot.values).toMatchObject({ vesselTypeId: vesselTypes[1]!.id, calcSavings: technology.calcSavings });
  });

  it("puts a vessel type's values into that type's snapshots only", async () => {
    const { db, admin, vesselTypes, technology } = await setUp();
    const [tanker, bulker] = [vesselTypes[0]!.id, vesselTypes[1]!.id];
    const ownBefore = await currentSnapshot(db, technology.id, null);
    const bulkerBefore = await currentSnapshot(db, technology.id, bulker);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/technologies/${technology.id}/vessel-type-details/${tanker}`,
      headers: admin.headers,
      payload: { ...noValues, calcSavings: 12, calcOperationCost: 0 },
    });
    expect(res.statusCode).toBe(200);

    const tankerSnapshot = await currentSnapshot(db, technology.id, tanker);
    expect(tankerSnapshot.values).toMatchObject({
      vesselTypeId: tanker,
      calcSavings: 12,
      calcOperationCost: 0,
      calcConfidenceInterval: technology.calcConfidenceInterval,
      calcEquipmentCost: technology.calcEquipmentCost,
    });
    expect((await currentSnapshot(db, technology.id, null)).id).toBe(ownBefore.id);
    expect((await currentSnapshot(db, technology.id, bulker)).id).toBe(bulkerBefore.id);
    expect(bulkerBefore.values.calcSavings).toBe(technology.calcSavings);
  });

  it('refuses an unknown technology or vessel type, and finds no unknown snapshot', async () => {
    const { db, technology } = await setUp();
    await expect(currentSnapshot(db, 9999, null)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Technology not found',
    });
    await expect(currentSnapshot(db, technology.id, 9999)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Vessel type not found',
    });
    expect(await findSnapshot(db, 9999)).toBeNull();
  });

  it('hashes canonical JSON: key order does not matter, array order does', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(canonicalJson({ a: { c: null, d: [2, 1] }, b: 1 })).toBe(canonicalJson({ b: 1, a: { d: [2, 1], c: null } }));
  });

  describe('currentSnapshots (several technologies at once)', () => {
    it('answers what currentSnapshot answers, reusing equal snapshots and storing only the missing ones', async () => {
      const { db, admin, vesselTypes, technology } = await setUp();
      const tanker = vesselTypes[0]!.id;
      const second = await buildTechnology(db, { name: 'Hull Coating' });
      const third = await buildTechnology(db, { name: 'Wind Sail' });
      const override = await t.app.inject({
        method: 'PUT',
        url: `/api/technologies/${second.id}/vessel-type-details/${tanker}`,
        headers: admin.headers,
        payload: { ...noValues, calcSavings: 11 },
      });
      expect(override.statusCode).toBe(200);
      const existing = await currentSnapshot(db, technology.id, tanker);
      const before = await db.select().from(technologySnapshots);

      const batch = await currentSnapshots(db, [technology.id, second.id, third.id, second.id], tanker);
      expect([...batch.keys()].sort()).toEqual([technology.id, second.id, third.id].sort());
      expect(batch.get(technology.id)).toEqual(existing);
      expect(batch.get(second.id)!.values).toMatchObject({
        vesselTypeId: tanker,
        name: 'Hull Coating',
        calcSavings: 11,
      });
      expect(batch.get(third.id)!.values).toMatchObject({ vesselTypeId: tanker, name: 'Wind Sail', calcSavings: 3 });
      expect(await db.select().from(technologySnapshots)).toHaveLength(before.length + 2);

      for (const id of [technology.id, second.id, third.id]) {
        expect(await currentSnapshot(db, id, tanker)).toEqual(batch.get(id));
      }
      const again = await currentSnapshots(db, [third.id, technology.id, second.id], tanker);
      expect(again).toEqual(batch);
      expect(await db.select().from(technologySnapshots)).toHaveLength(before.length + 2);
    });

    it('takes a new snapshot only of the technology that changed, and keeps archived categories', async () => {
      const { db, admin, body, categories, vesselTypes, technology } = await setUp();
      const bulker = vesselTypes[1]!.id;
      const other = await buildTechnology(db, { consumptionCategoryIds: [categories[1]!.id] });
      const first = await currentSnapshots(db, [technology.id, other.id], bulker);
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/technologies/${technology.id}`,
        headers: admin.headers,
        payload: { ...body, name: 'Air Lubrication Mk II' },
      });
      expect(put.statusCode).toBe(200);
      const removal = await t.app.inject({
        method: 'DELETE',
        url: `/api/technologies/${other.id}`,
        headers: admin.headers,
      });
      expect(removal.statusCode).toBe(204);

      const second = await currentSnapshots(db, [technology.id, other.id], bulker);
      expect(second.get(technology.id)!.id).not.toBe(first.get(technology.id)!.id);
      expect(second.get(technology.id)!.values.name).toBe('Air Lubrication Mk II');
      expect(second.get(other.id)).toEqual(first.get(other.id));
      expect(second.get(other.id)!.values.consumptionCategories).toEqual([
        { id: categories[1]!.id, name: categories[1]!.name, shortName: categories[1]!.shortName },
      ]);
      expect((await findSnapshot(db, first.get(technology.id)!.id))?.values.name).toBe('Air Lubrication');
    });

    it('answers nothing for no technologies and refuses an unknown technology or vessel type', async () => {
      const { db, technology } = await setUp();
      expect((await currentSnapshots(db, [], 9999)).size).toBe(0);
      await expect(currentSnapshots(db, [technology.id, 9999], null)).rejects.toMatchObject({
        statusCode: 404,
        message: 'Technology not found',
      });
      await expect(currentSnapshots(db, [technology.id], 9999)).rejects.toMatchObject({
        statusCode: 404,
        message: 'Vessel type not found',
      });
      expect(await db.select().from(technologySnapshots)).toHaveLength(0);
    });
  });
});
