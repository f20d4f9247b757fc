import { messages, Role, type Vessel, vesselCardDate } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCustomer, buildProject, buildVessel, referenceData } from '../../../test/factories.ts';
import { ageVessel, buildProjectWithRates, createVesselViaApi, storedVessel } from '../../../test/factories-vessels.ts';
import { itOnPostgres } from '../../../test/postgres-only.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { customers, projects, vessels } from '../../db/schema/index.ts';
import { recordVesselStatus } from '../vessel-records/index.ts';
import { vesselCardsByProject } from './vessel-cards.queries.ts';
import { vesselMessages } from './vessel-messages.data.ts';

const t = useTestApp();
const vesselNotFound = { error: 'Vessel not found' };

/** A vessel made through the API, and each way of hiding one: archived itself, its project or its customer. */
async function hiddenVessels(headers: { authorization: string }) {
  const db = t.database.db;
  const { vesselTypes } = await referenceData(db);
  const make = async () => {
    const project = await buildProject(db);
    return createVesselViaApi(t, headers, { projectId: project.id, vesselTypeId: vesselTypes[0]!.id });
  };
  const archived = await make();
  await db.update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, archived.id));
  const underArchivedProject = await make();
  await db.update(projects).set({ archivedOn: new Date() }).where(eq(projects.id, underArchivedProject.project.id));
  const underArchivedCustomer = await make();
  await db
    .update(customers)
    .set({ archivedOn: new Date() })
    .where(eq(customers.id, underArchivedCustomer.project.customer.id));
  return {
    unknown: 999_999,
    archived: archived.id,
    underArchivedProject: underArchivedProject.id,
    underArchivedCustomer: underArchivedCustomer.id,
  };
}

describe('POST /api/vessels', () => {
  it('creates a vessel of a project for any signed-in staff member and answers it in full', async () => {
    const user = await t.signIn(Role.USER);
    const customer = await buildCustomer(t.database.db, { name: 'Maersk' });
    const { project } = await buildProjectWithRates(t.database.db, {}, { customerId: customer.id, name: 'Fleet 2025' });
    const { vesselTypes } = await referenceData(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vessels',
      headers: user.headers,
      payload: { name: '  Nordic Star ', project: { id: project.id }, vesselType: { id: vesselTypes[1]!.id } },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Vessel;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Nordic Star',
      vesselType: { id: vesselTypes[1]!.id, name: vesselTypes[1]!.name },
      project: { id: project.id, name: 'Fleet 2025', customer: { id: customer.id, name: 'Maersk' } },
      // A new vessel gets its forms; the questionnaire is its first document (Questionnaire Draft).
      status: 0,
      createdOn: expect.any(String),
      modifiedOn: expect.any(String),
      statusChangedOn: expect.any(String),
      vesselImage1: null,
      vesselImage2: null,
      screeningReports: [],
      solutionDesignsReports: [],
      vesselQuestionnaire: { id: expect.any(Number), status: 0 },
      version: 1,
      consumptionRatesVersion: 1,
      consumptionsVersion: 1,
    });
    expect(vesselCardDate(created)).toBe(created.statusChangedOn);
    expect(new Date(created.createdOn).toISOString()).toBe(created.createdOn);
    const get = await t.app.inject({ url: `/api/vessels/${created.id}`, headers: user.headers });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual(created);
    const cards = await vesselCardsByProject(t.database.db, [project.id]);
    expect(cards.get(project.id)!.map((c) => c.name)).toEqual(['Nordic Star']);
  });

  it('refuses a name an active vessel of the project has, in any case; archived and other projects do not count', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const { vesselTypes } = await referenceData(db);
    const { project } = await buildProjectWithRates(db);
    const other = await buildProject(db);
    const create = (name: string, projectId = project.id) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vessels',
        headers: user.headers,
        payload: { name, project: { id: projectId }, vesselType: { id: vesselTypes[0]!.id } },
      });
    expect((await create('Nordic Star')).statusCode).toBe(201);
    const twice = await create(' nordic STAR ');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ name: [messages.vesselNameTaken] });
    expect((await create('Nordic Star', other.id)).statusCode).toBe(201);

    await db.update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.projectId, project.id));
    expect((await create('Nordic Star')).statusCode).toBe(201);
    const names = await db.select({ name: vessels.name }).from(vessels).where(eq(vessels.projectId, project.id));
    expect(names).toHaveLength(2);
  });

  itOnPostgres('gives a name to one of two requests creating it at once', async () => {
    const user = await t.signIn(Role.USER);
    const { vesselTypes } = await referenceData(t.database.db);
    const { project } = await buildProjectWithRates(t.database.db);
    const answers = await Promise.all(
      ['Twin', 'TWIN', 'twin'].map((name) =>
        t.app.inject({
          method: 'POST',
          url: '/api/vessels',
          headers: user.headers,
          payload: { name, project: { id: project.id }, vesselType: { id: vesselTypes[0]!.id } },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it("answers '*' for a missing name, project or vessel type, and creates nothing", async () => {
    const admin = await t.signIn(Role.ADMIN);
    const empty = await t.app.inject({ method: 'POST', url: '/api/vessels', headers: admin.headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ name: ['*'], project: ['*'], vesselType: ['*'] });
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/vessels',
      headers: admin.headers,
      payload: { name: '   ', project: {}, vesselType: { id: null } },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ name: ['*'], 'project.id': ['*'], 'vesselType.id': ['*'] });
    expect(await t.database.db.select().from(vessels)).toHaveLength(0);
  });

  it('answers 400 for a project that is unknown or archived (itself or its customer) and an unknown vessel type', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const db = t.database.db;
    const { vesselTypes } = await referenceData(db);
    const archivedProject = await buildProject(db, { archivedOn: new Date() });
    const archivedCustomer = await buildCustomer(db, { archivedOn: new Date() });
    const underArchivedCustomer = await buildProject(db, { customerId: archivedCustomer.id });
    for (const projectId of [999_999, archivedProject.id, underArchivedCustomer.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/vessels',
        headers: admin.headers,
        payload: { name: 'Nordic Star', project: { id: projectId }, vesselType: { id: vesselTypes[0]!.id } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ project: [vesselMessages.projectNotFound] });
    }
    const visible = await buildProject(db);
    const badType = await t.app.inject({
      method: 'POST',
      url: '/api/vessels',
      headers: admin.headers,
      payload: { name: 'Nordic Star', project: { id: visible.id }, vesselType: { id: 999_999 } },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toEqual({ vesselType: [vesselMessages.vesselTypeNotFound] });
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/vessels',
      headers: admin.headers,
      payload: { name: 'Nordic Star', project: { id: archivedProject.id }, vesselType: { id: 999_999 } },
    });
    expect(both.json()).toEqual({
      project: [vesselMessages.projectNotFound],
      vesselType: [vesselMessages.vesselTypeNotFound],
    });
    expect(await db.select().from(vessels)).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    const project = await buildProject(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vessels',
      payload: { name: 'Nordic Star', project: { id: project.id }, vesselType: { id: 1 } },
    });
    expect(res.statusCode).toBe(401);
    expect(await t.database.db.select().from(vessels)).toHaveLength(0);
  });
});

describe('GET /api/vessels/:id', () => {
  it('answers 404 for an unknown or archived vessel and one under an archived project or customer', async () => {
    const user = await t.signIn(Role.USER);
    for (const id of Object.values(await hiddenVessels(user.headers))) {
      const res = await t.app.inject({ url: `/api/vessels/${id}`, headers: user.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(vesselNotFound);
    }
  });

  it("carries the status of the vessel's last changed document, and its date is the card date", async () => {
    const user = await t.signIn(Role.USER);
    const vessel = await buildVessel(t.database.db, { status: null });
    const before = (await t.app.inject({ url: `/api/vessels/${vessel.id}`, headers: user.headers })).json() as Vessel;
    expect(before.status).toBeNull();
    expect(vesselCardDate(before)).toBe(before.modifiedOn);
    await recordVesselStatus(t.database.db, vessel.id, 7);
    const after = (await t.app.inject({ url: `/api/vessels/${vessel.id}`, headers: user.headers })).json() as Vessel;
    expect(after.status).toBe(7);
    expect(after.statusChangedOn).toEqual(expect.any(String));
    expect(vesselCardDate(after)).toBe(after.statusChangedOn);
  });

  it('answers 401 without a token', async () => {
    const vessel = await buildVessel(t.database.db);
    expect((await t.app.inject({ url: `/api/vessels/${vessel.id}` })).statusCode).toBe(401);
  });
});

describe('PUT /api/vessels/:id', () => {
  it('changes what the body holds and keeps the rest; the modified date moves', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const { vesselTypes } = await referenceData(db);
    const vessel = await buildVessel(db, { name: 'Old Name', vesselTypeId: vesselTypes[0]!.id });
    const past = await ageVessel(db, vessel.id);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/vessels/${vessel.id}`,
      headers: user.headers,
      payload: { name: 'New Name' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: vessel.id,
      name: 'New Name',
      vesselType: { id: vesselTypes[0]!.id, name: vesselTypes[0]!.name },
    });
    expect(new Date(renamed.json().modifiedOn).getTime()).toBeGreaterThan(past.getTime());
    const retyped = await t.app.inject({
      method: 'PUT',
      url: `/api/vessels/${vessel.id}`,
      headers: user.headers,
      payload: { vesselType: { id: vesselTypes[2]!.id } },
    });
    expect(retyped.json()).toMatchObject({ name: 'New Name', vesselType: { id: vesselTypes[2]!.id } });
    const unchanged = await t.app.inject({
      method: 'PUT',
      url: `/api/vessels/${vessel.id}`,
      headers: user.headers,
      payload: {},
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual(retyped.json());
  });

  it('refuses a rename to the name of another vessel of the project, but keeps its own in another case', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const { project } = await buildProjectWithRates(db);
    await buildVessel(db, { name: 'Taken', projectId: project.id });
    const vessel = await buildVessel(db, { name: 'Mine', projectId: project.id });
    const rename = (name: string) =>
      t.app.inject({ method: 'PUT', url: `/api/vessels/${vessel.id}`, headers: user.headers, payload: { name } });
    const taken = await rename('taken');
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: [messages.vesselNameTaken] });
    expect((await rename('MINE')).json()).toMatchObject({ name: 'MINE' });
  });

  it('answers 400 for a blank name or an unknown vessel type, and changes nothing', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const vessel = await buildVessel(db, { name: 'Kept' });
    const blank = await t.app.inject({
      method: 'PUT',
      url: `/api/vessels/${vessel.id}`,
      headers: user.headers,
      payload: { name: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ name: ['*'] });
    const badType = await t.app.inject({
      method: 'PUT',
      url: `/api/vessels/${vessel.id}`,
      headers: user.headers,
      payload: { name: 'Changed', vesselType: { id: 999_999 } },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toEqual({ vesselType: [vesselMessages.vesselTypeNotFound] });
    const missingTypeId = await t.app.inject({
      method: 'PUT',
      url: `/api/vessels/${vessel.id}`,
      headers: user.headers,
      payload: { vesselType: {} },
    });
    expect(missingTypeId.json()).toEqual({ 'vesselType.id': ['*'] });
    const stored = (await storedVessel(db, vessel.id)).vessel;
    expect([stored.name, stored.vesselTypeId]).toEqual(['Kept', vessel.vesselTypeId]);
  });

  it('answers 404 for hidden vessels and 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    for (const id of Object.values(await hiddenVessels(user.headers))) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/vessels/${id}`,
        headers: user.headers,
        payload: { name: 'Changed' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(vesselNotFound);
    }
    const vessel = await buildVessel(t.database.db, { name: 'Kept' });
    const anonymous = await t.app.inject({ method: 'PUT', url: `/api/vessels/${vessel.id}`, payload: { name: 'X' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await storedVessel(t.database.db, vessel.id)).vessel.name).toBe('Kept');
  });
});

describe('DELETE /api/vessels/:id', () => {
  it('archives the vessel: it is gone from reads and cards, and its rates and consumption rows are kept', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const { project } = await buildProjectWithRates(db);
    const { categories, vesselTypes } = await referenceData(db);
    const vessel = await createVesselViaApi(t, user.headers, {
      projectId: project.id,
      vesselTypeId: vesselTypes[0]!.id,
    });
    const rates = (
      await t.app.inject({ url: `/api/vessels/${vessel.id}/consumption-rates`, headers: user.headers })
    ).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/vessels/${vessel.id}/consumptions`,
      headers: user.headers,
      payload: {
        consumptions: [
          {
            vesselConsumptionRate: { id: rates[0].id },
            consumptionCategory: { id: categories[0]!.id },
            annualConsumption: 12,
          },
        ],
      },
    });
    const before = await storedVessel(db, vessel.id);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/vessels/${vessel.id}`, headers: user.headers });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/vessels/${vessel.id}`, headers: user.headers })).statusCode).toBe(404);
    expect((await vesselCardsByProject(db, [project.id])).get(project.id)).toEqual([]);
    const after = await storedVessel(db, vessel.id);
    expect(after.vessel.archivedOn).toBeInstanceOf(Date);
    expect(after.vessel.name).toBe(before.vessel.name);
    expect(after.rates).toEqual(before.rates);
    expect(after.consumptions).toEqual(before.consumptions);
    expect(after.consumptions).toHaveLength(1);
  });

  it('answers 404 for hidden vessels (archiving twice too) and 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    for (const id of Object.values(await hiddenVessels(user.headers))) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/vessels/${id}`, headers: user.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(vesselNotFound);
    }
    const vessel = await buildVessel(t.database.db);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/vessels/${vessel.id}` })).statusCode).toBe(401);
    expect((await storedVessel(t.database.db, vessel.id)).vessel.archivedOn).toBeNull();
  });
});
