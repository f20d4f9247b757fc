import { messages, type Report, Role, reportMessages, type Vessel } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCustomer, buildProject, buildUser, buildVessel, referenceData } from '../../../test/factories.ts';
import { completeReport, createReportViaApi, putReportStatus } from '../../../test/factories-reports.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { customers, reports, users, vessels } from '../../db/schema/index.ts';

const t = useTestApp();
type Headers = { authorization: string };

async function setUp() {
  const db = t.database.db;
  const { vesselTypes } = await referenceData(db);
  const customer = await buildCustomer(db, { name: 'Maersk' });
  const project = await buildProject(db, { customerId: customer.id, name: 'Fleet 2026' });
  const vessel = await buildVessel(db, {
    projectId: project.id,
    name: 'Nordic Star',
    vesselTypeId: vesselTypes[0]!.id,
  });
  const user = await t.signIn(Role.USER, { fullName: 'Ida Holm' });
  return { db, customer, project, vessel, vesselType: vesselTypes[0]!, user, headers: user.headers };
}

function post(headers: Partial<Headers>, body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/reports', headers, payload: body as object });
}

function get(headers: Partial<Headers>, id: number) {
  return t.app.inject({ url: `/api/reports/${id}`, headers });
}

function put(headers: Partial<Headers>, id: number, body: unknown) {
  return t.app.inject({ method: 'PUT', url: `/api/reports/${id}`, headers, payload: body as object });
}

async function vesselOf(headers: Headers, id: number) {
  const res = await t.app.inject({ url: `/api/vessels/${id}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as Vessel;
}

async function clientHeaders() {
  const client = await t.app.tokens.issueClient({ form: 'questionnaire', formId: 1, urlHash: 'x' });
  return { authorization: `bearer ${client.bearerToken}` };
}

describe('POST /api/reports', () => {
  it('creates a Draft screening report of the vessel, with the caller as contact, and the vessel takes its status', async () => {
    const { customer, project, vessel, vesselType, user, headers } = await setUp();
    const res = await post(headers, { name: ' Screening 2026 ', type: 0, vessel: { id: vessel.id } });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Report;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Screening 2026',
      type: 0,
      status: 6,
      createdOn: expect.any(String),
      modifiedOn: expect.any(String),
      statusChangedOn: expect.any(String),
      vessel: {
        id: vessel.id,
        name: 'Nordic Star',
        vesselType: { id: vesselType.id, name: vesselType.name },
        project: { id: project.id, name: 'Fleet 2026', customer: { id: customer.id, name: 'Maersk' } },
      },
      basedOn: null,
      internalContact: { id: user.user.id, fullName: 'Ida Holm' },
      regulatoryImpactPctInEu: null,
      regulatoryImpactCarbonRate: null,
      regulatoryImpactStartYear: null,
      regulatoryImpactNumberOfYears: null,
      regulatoryImpactDescription: null,
      regulatoryImpactUsdPerEur: 1.1,
      regulatoryImpactFile: null,
      isLocked: false,
      version: 1,
      regulatoryImpactVersion: 1,
    });
    expect((await get(headers, created.id)).json()).toEqual(created);
    const after = await vesselOf(headers, vessel.id);
    expect(after.status).toBe(6);
    expect(after.statusChangedOn).toBe(created.statusChangedOn);
  });

  it('ignores basedOn on a screening report', async () => {
    const { vessel, headers } = await setUp();
    const first = await createReportViaApi(t, headers, { vesselId: vessel.id });
    const second = await createReportViaApi(t, headers, { vesselId: vessel.id, basedOnId: first.id });
    expect(second.basedOn).toBeNull();
  });

  it('bases a solution design on a screening report of the same vessel and starts it as Solution Design Draft', async () => {
    const { vessel, headers } = await setUp();
    const screening = await createReportViaApi(t, headers, { vesselId: vessel.id, name: 'Screening' });
    const design = await createReportViaApi(t, headers, { vesselId: vessel.id, type: 1, basedOnId: screening.id });
    expect(design).toMatchObject({ type: 1, status: 9, basedOn: { id: screening.id, name: 'Screening' } });
    expect((await vesselOf(headers, vessel.id)).status).toBe(9);
  });

  it('answers 400 for a solution design without a base, or with a base that is no screening report of the vessel', async () => {
    const { db, vessel, headers } = await setUp();
    const other = await buildVessel(db);
    const screening = await createReportViaApi(t, headers, { vesselId: vessel.id });
    const design = await createReportViaApi(t, headers, { vesselId: vessel.id, type: 1, basedOnId: screening.id });
    const otherScreening = await createReportViaApi(t, headers, { vesselId: other.id });
    const body = (basedOn: unknown) => ({ name: 'Design', type: 1, vessel: { id: vessel.id }, basedOn });
    expect((await post(headers, body(null))).json()).toEqual({ basedOn: [messages.required] });
    expect((await post(headers, body(undefined))).json()).toEqual({ basedOn: [messages.required] });
    for (const id of [design.id, otherScreening.id, 99_999]) {
      const res = await post(headers, body({ id }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ basedOn: [reportMessages.basedOnNotScreening] });
    }
    expect(await db.select().from(reports)).toHaveLength(3);
  });

  it('answers 400 for a missing name or type and an unknown or archived vessel, 401 without a token, 403 for a client token', async () => {
    const { db, vessel, headers } = await setUp();
    expect((await post(headers, { name: ' ', type: 0, vessel: { id: vessel.id } })).json()).toEqual({
      name: [messages.required],
    });
    expect((await post(headers, { name: 'x', vessel: { id: vessel.id } })).json()).toEqual({ type: ['*'] });
    expect((await post(headers, { name: 'x', type: 0 })).json()).toEqual({ vessel: [messages.required] });
    expect((await post(headers, { name: 'x', type: 0, vessel: { id: 99_999 } })).json()).toEqual({
      vessel: ['Vessel not found'],
    });
    await db.update(customers).set({ archivedOn: new Date() });
    const archived = await post(headers, { name: 'x', type: 0, vessel: { id: vessel.id } });
    expect(archived.statusCode).toBe(400);
    expect(archived.json()).toEqual({ vessel: ['Vessel not found'] });
    const body = { name: 'x', type: 0, vessel: { id: vessel.id } };
    expect((await post({}, body)).statusCode).toBe(401);
    expect((await post(await clientHeaders(), body)).statusCode).toBe(403);
    expect(await db.select().from(reports)).toHaveLength(0);
  });
});

describe('GET /api/reports/:id', () => {
  it('answers 404 for an unknown report and one of an archived vessel, 401 without a token, 403 for a client token', async () => {
    const { db, vessel, headers } = await setUp();
    const report = await createReportViaApi(t, headers, { vesselId: vessel.id });
    expect((await get({}, report.id)).statusCode).toBe(401);
    expect((await get(await clientHeaders(), report.id)).statusCode).toBe(403);
    const unknown = await get(headers, 99_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Report not found' });
    await db.update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, vessel.id));
    expect((await get(headers, report.id)).statusCode).toBe(404);
  });
});

describe('PUT /api/reports/:id', () => {
  it('changes name and contact, and a new status sets the report and vessel status dates', async () => {
    const { db, vessel, headers } = await setUp();
    const report = await createReportViaApi(t, headers, { vesselId: vessel.id });
    const colleague = await buildUser(db, { fullName: 'Bo Lind' });
    const past = new Date('2020-01-01T00:00:00Z');
    await db.update(reports).set({ statusChangedOn: past }).where(eq(reports.id, report.id));
    await db.update(vessels).set({ statusChangedOn: past }).where(eq(vessels.id, vessel.id));

    const same = await put(headers, report.id, { name: 'Renamed', status: 6, internalContact: { id: colleague.id } });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({
      name: 'Renamed',
      status: 6,
      internalContact: { id: colleague.id, fullName: 'Bo Lind' },
      statusChangedOn: past.toISOString(),
    });
    // The same status is no status change: the vessel keeps its date.
    expect((await vesselOf(headers, vessel.id)).statusChangedOn).toBe(past.toISOString());

    const published = await put(headers, report.id, {
      name: 'Renamed',
      status: 7,
      internalContact: { id: colleague.id },
    });
    const body = published.json() as Report;
    expect(body.status).toBe(7);
    expect(body.statusChangedOn).not.toBe(past.toISOString());
    const after = await vesselOf(headers, vessel.id);
    expect(after.status).toBe(7);
    expect(after.statusChangedOn).toBe(body.statusChangedOn);
    expect(after.screeningReports).toEqual([
      {
        id: report.id,
        name: 'Renamed',
        type: 0,
        status: 7,
        createdOn: body.createdOn,
        modifiedOn: body.modifiedOn,
        statusChangedOn: body.statusChangedOn,
      },
    ]);
  });

  it('completes a report (locked), and renames and reopens a Completed one', async () => {
    const { vessel, user, headers } = await setUp();
    const report = await createReportViaApi(t, headers, { vesselId: vessel.id });
    const completed = await completeReport(t, headers, report);
    expect(completed).toMatchObject({ status: 8, isLocked: true });
    const renamed = await put(headers, report.id, { name: 'Final', status: 8, internalContact: { id: user.user.id } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Final', isLocked: true });
    const reopened = await putReportStatus(t, headers, renamed.json(), 7);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 7, isLocked: false });
    expect((await vesselOf(headers, vessel.id)).status).toBe(7);
  });

  it('answers 400 for a status of the other type, a removed or unknown contact and missing fields', async () => {
    const { db, vessel, user, headers } = await setUp();
    const report = await createReportViaApi(t, headers, { vesselId: vessel.id });
    const contact = { id: user.user.id };
    for (const status of [9, 11, 0, 5, 12]) {
      const res = await put(headers, report.id, { name: 'x', status, internalContact: contact });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: [reportMessages.statusOfOtherType] });
    }
    const removed = await buildUser(db);
    await db.update(users).set({ deletedOn: new Date() }).where(eq(users.id, removed.id));
    for (const id of [removed.id, 99_999]) {
      const res = await put(headers, report.id, { name: 'x', status: 7, internalContact: { id } });
      expect(res.json()).toEqual({ internalContact: [messages.userNotFound] });
    }
    expect((await put(headers, report.id, {})).json()).toEqual({
      name: [messages.required],
      status: [messages.required],
      internalContact: [messages.required],
    });
    const [stored] = await db.select().from(reports).where(eq(reports.id, report.id));
    expect(stored).toMatchObject({ name: report.name, status: 6 });
  });

  it('answers 404 for an unknown report, 401 without a token, 403 for a client token', async () => {
    const { vessel, user, headers } = await setUp();
    const report = await createReportViaApi(t, headers, { vesselId: vessel.id });
    const body = { name: 'x', status: 7, internalContact: { id: user.user.id } };
    expect((await put(headers, 99_999, body)).statusCode).toBe(404);
    expect((await put({}, report.id, body)).statusCode).toBe(401);
    expect((await put(await clientHeaders(), report.id, body)).statusCode).toBe(403);
  });
});

describe('GET /api/vessels/:id lists its reports', () => {
  it('as cards of each type, newest first', async () => {
    const { db, vessel, headers } = await setUp();
    const first = await createReportViaApi(t, headers, { vesselId: vessel.id, name: 'First' });
    const second = await createReportViaApi(t, headers, { vesselId: vessel.id, name: 'Second' });
    const design = await createReportViaApi(t, headers, { vesselId: vessel.id, type: 1, basedOnId: first.id });
    await db
      .update(reports)
      .set({ createdOn: new Date('2020-01-01T00:00:00Z') })
      .where(eq(reports.id, second.id));
    const other = await buildVessel(db);
    await createReportViaApi(t, headers, { vesselId: other.id });
    const listed = await vesselOf(headers, vessel.id);
    expect(listed.screeningReports.map((card) => card.id)).toEqual([first.id, second.id]);
    expect(listed.solutionDesignsReports.map((card) => card.id)).toEqual([design.id]);
  });
});
