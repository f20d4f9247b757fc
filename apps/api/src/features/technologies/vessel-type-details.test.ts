import { catalogueMessages, messages, Role, type VesselTypeTechnologyDetail } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { referenceData } from '../../../test/factories.ts';
import { buildTechnology } from '../../../test/factories-catalogue.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { vesselTypeTechnologyDetails } from '../../db/schema/index.ts';

const t = useTestApp();
type Headers = { authorization: string };

const noValues = {
  calcSavings: null,
  calcConfidenceInterval: null,
  calcEquipmentCost: null,
  calcInstallationCost: null,
  calcOperationCost: null,
};

function putDetail(headers: Headers, technologyId: number, vesselTypeId: number, body: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/technologies/${technologyId}/vessel-type-details/${vesselTypeId}`,
    headers,
    payload: body,
  });
}

function getDetails(headers: Headers, technologyId: number) {
  return t.app.inject({ url: `/api/technologies/${technologyId}/vessel-type-details`, headers });
}

async function setUp() {
  const db = t.database.db;
  const admin = await t.signIn(Role.ADMIN);
  const { vesselTypes } = await referenceData(db);
  const technology = await buildTechnology(db);
  return { admin, vesselTypes, technology };
}

describe('technology vessel-type details', () => {
  it('sets, lists, changes and removes the values of a vessel type', async () => {
    const { admin, vesselTypes, technology } = await setUp();
    const [first, second] = vesselTypes as [(typeof vesselTypes)[0], (typeof vesselTypes)[0]];
    expect((await getDetails(admin.headers, technology.id)).json()).toEqual([]);

    const set = await putDetail(admin.headers, technology.id, second.id, { ...noValues, calcSavings: 6.5 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ vesselType: { id: second.id, name: second.name }, ...noValues, calcSavings: 6.5 });
    const costs = { ...noValues, calcEquipmentCost: 0, calcOperationCost: 1200 };
    expect((await putDetail(admin.headers, technology.id, first.id, costs)).statusCode).toBe(200);

    const user = await t.signIn(Role.USER);
    const list = (await getDetails(user.headers, technology.id)).json() as VesselTypeTechnologyDetail[];
    const byName = [first, second].sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));
    expect(list.map((entry) => entry.vesselType.id)).toEqual(byName.map((v) => v.id));
    expect(list.find((entry) => entry.vesselType.id === first.id)).toEqual({
      vesselType: { id: first.id, name: first.name },
      ...costs,
    });

    const changed = await putDetail(admin.headers, technology.id, second.id, {
      ...noValues,
      calcConfidenceInterval: 3,
    });
    expect(changed.json()).toMatchObject({ calcSavings: null, calcConfidenceInterval: 3 });

    const removed = await putDetail(admin.headers, technology.id, second.id, noValues);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ vesselType: { id: second.id, name: second.name }, ...noValues });
    const rows = await t.database.db.select().from(vesselTypeTechnologyDetails);
    expect(rows.map((row) => row.vesselTypeId)).toEqual([first.id]);
    expect((await getDetails(admin.headers, technology.id)).json()).toHaveLength(1);
  });

  it('answers 400 for values that are missing, negative, not numbers or above 100 %', async () => {
    const { admin, vesselTypes, technology } = await setUp();
    const res = await putDetail(admin.headers, technology.id, vesselTypes[0]!.id, {
      calcSavings: 101,
      calcConfidenceInterval: 'x',
      calcEquipmentCost: -1,
      calcInstallationCost: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      calcSavings: ['Must be at most 100'],
      calcConfidenceInterval: [messages.mustBeNumber],
      calcEquipmentCost: ['Must be at least 0'],
      calcOperationCost: [catalogueMessages.required],
    });
    expect(await t.database.db.select().from(vesselTypeTechnologyDetails)).toEqual([]);
  });

  it('answers 404 for an unknown technology or vessel type, 403 to a User, 401 without a token', async () => {
    const { admin, vesselTypes, technology } = await setUp();
    const archived = await buildTechnology(t.database.db, { archivedOn: new Date() });
    const body = { ...noValues, calcSavings: 1 };
    const unknownTechnology = await putDetail(admin.headers, 9999, vesselTypes[0]!.id, body);
    expect(unknownTechnology.statusCode).toBe(404);
    expect(unknownTechnology.json()).toEqual({ error: 'Technology not found' });
    expect((await putDetail(admin.headers, archived.id, vesselTypes[0]!.id, body)).statusCode).toBe(404);
    const unknownType = await putDetail(admin.headers, technology.id, 9999, body);
    expect(unknownType.statusCode).toBe(404);
    expect(unknownType.json()).toEqual({ error: 'Vessel type not found' });
    expect((await getDetails(admin.headers, 9999)).statusCode).toBe(404);

    const user = await t.signIn(Role.USER);
    expect((await putDetail(user.headers, technology.id, vesselTypes[0]!.id, body)).statusCode).toBe(403);
    expect((await putDetail({ authorization: '' }, technology.id, vesselTypes[0]!.id, body)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/technologies/${technology.id}/vessel-type-details` })).statusCode).toBe(
      401,
    );
  });
});
