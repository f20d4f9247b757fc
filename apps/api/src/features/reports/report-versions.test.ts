import { type HistoryEntry, messages, type Report, Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { buildCustomer, buildProject, buildVessel, referenceData } from '../../../test/factories.ts';
import { createReportViaApi } from '../../../test/factories-reports.ts';
import { itOnPostgres } from '../../../test/postgres-only.ts';
import { useTestApp } from '../../../test/test-app.ts';

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
  const ida = await t.signIn(Role.USER, { fullName: 'Ida Holm' });
  const ole = await t.signIn(Role.USER, { fullName: 'Ole Berg' });
  const report = await createReportViaApi(t, ida.headers, { name: 'Screening 2026', vesselId: vessel.id });
  return { ida, ole, report };
}

const get = async (headers: Headers, id: number) =>
  (await t.app.inject({ url: `/api/reports/${id}`, headers })).json() as Report;

function put(headers: Headers, report: Report, changes: Record<string, unknown>) {
  const body = {
    name: report.name,
    status: report.status,
    internalContact: { id: report.internalContact!.id },
    ...changes,
  };
  return t.app.inject({ method: 'PUT', url: `/api/reports/${report.id}`, headers, payload: body });
}

const historyOf = async (headers: Headers, id: number) => {
  const res = await t.app.inject({ url: `/api/history?recordType=report&recordId=${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HistoryEntry[];
};

describe('PUT /api/reports/{id} with a version', () => {
  it('answers the version, raises it with each save and refuses a stale save with who changed it and when, changing nothing', async () => {
    const { ida, ole, report } = await setUp();
    expect(report.version).toBe(1);
    const saved = await put(ida.headers, report, { name: 'Screening A', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as Report).version).toBe(2);

    const stale = await put(ole.headers, report, { name: 'Screening B', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(
      /^This record was changed by Ida Holm at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Reload to see the changes\.$/,
    );
    const now = await get(ida.headers, report.id);
    expect(now).toMatchObject({ name: 'Screening A', version: 2 });
    // Its creation and the one save.
    expect(await historyOf(ida.headers, report.id)).toHaveLength(2);
  });

  it('a save with its own name, contact and status changes nothing: the version stays, no history, a colleague’s save of that version is taken', async () => {
    const { ida, ole, report } = await setUp();
    const same = await put(ida.headers, report, { version: 1 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({
      name: 'Screening 2026',
      status: report.status,
      internalContact: { id: ida.user.id },
      version: 1,
      modifiedOn: report.modifiedOn,
      statusChangedOn: report.statusChangedOn,
    });
    expect(await historyOf(ida.headers, report.id)).toHaveLength(1);

    // Ole loaded version 1 too: his real change is taken and raises the version.
    const changed = await put(ole.headers, report, { name: 'Screening B', version: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Screening B', version: 2 });
    const [updated] = await historyOf(ida.headers, report.id);
    expect(updated).toMatchObject({
      actor: 'Ole Berg',
      changes: [{ field: 'Report Name', before: 'Screening 2026', after: 'Screening B' }],
    });
  });

  it('without a version the last save wins, as the spec has it', async () => {
    const { ida, ole, report } = await setUp();
    expect((await put(ida.headers, report, { name: 'Screening A' })).statusCode).toBe(200);
    const res = await put(ole.headers, report, { name: 'Screening B' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Screening B', version: 3 });
  });

  it('refuses a version that is not a whole number from 1, on the field', async () => {
    const { ida, report } = await setUp();
    for (const version of [0, -1, 1.5, '1', 2 ** 31]) {
      const res = await put(ida.headers, report, { version });
      expect(res.statusCode, String(version)).toBe(400);
      expect(Object.keys(res.json())).toEqual(['version']);
    }
    expect((await get(ida.headers, report.id)).version).toBe(1);
  });

  itOnPostgres('of two saves of one version sent at once, one is saved and the other refused', async () => {
    const { ida, ole, report } = await setUp();
    const results = await Promise.all([
      put(ida.headers, report, { name: 'Screening A', version: 1 }),
      put(ole.headers, report, { name: 'Screening B', version: 1 }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((res) => res.statusCode === 200)!.json() as Report;
    expect(await get(ida.headers, report.id)).toMatchObject({ name: winner.name, version: 2 });
    expect(await historyOf(ida.headers, report.id)).toHaveLength(2);
  });
});

describe('GET /api/history of a report', () => {
  it('lists each change newest first, with who, the fields in the form’s words, before and after', async () => {
    const { ida, ole, report } = await setUp();
    await put(ida.headers, report, { name: 'Screening A', version: 1 });
    await put(ole.headers, { ...report, name: 'Screening A' }, { status: 7, internalContact: { id: ole.user.id } });
    await put(ole.headers, { ...report, name: 'Screening A' }, { status: 7, internalContact: { id: ole.user.id } });

    const entries = await historyOf(ida.headers, report.id);
    expect(entries).toHaveLength(3);
    expect(entries[2]).toMatchObject({ actor: 'Ida Holm', action: 'created' });
    expect(entries[0]).toMatchObject({
      user: { id: ole.user.id, fullName: 'Ole Berg' },
      actor: 'Ole Berg',
      action: 'status',
      recordType: 'report',
      recordId: report.id,
      changes: [
        { field: 'Status', before: 'Draft', after: 'Published' },
        { field: 'Provider Contact', before: 'Ida Holm', after: 'Ole Berg' },
      ],
    });
    expect(entries[1]).toMatchObject({
      actor: 'Ida Holm',
      action: 'updated',
      changes: [{ field: 'Report Name', before: 'Screening 2026', after: 'Screening A' }],
    });
    expect(new Date(entries[0]!.at).getTime()).toBeGreaterThanOrEqual(new Date(entries[1]!.at).getTime());

    const page = await t.app.inject({
      url: `/api/history?recordType=report&recordId=${report.id}&limit=1&before=${entries[0]!.id}`,
      headers: ida.headers,
    });
    expect(page.json()).toEqual([entries[1]]);
  });

  it('is refused to a signed-out caller (401), a ship owner (403) and staff without a record (403); a record id needs its type (400)', async () => {
    const { ida, report } = await setUp();
    const url = `/api/history?recordType=report&recordId=${report.id}`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const client = await t.app.tokens.issueClient({ form: 'questionnaire', formId: 1, urlHash: 'x' });
    const shipOwner = await t.app.inject({ url, headers: { authorization: `bearer ${client.bearerToken}` } });
    expect(shipOwner.statusCode).toBe(403);
    const everything = await t.app.inject({ url: '/api/history', headers: ida.headers });
    expect(everything.statusCode).toBe(403);
    expect(everything.json()).toEqual({ error: messages.forbidden });
    const idOnly = await t.app.inject({ url: `/api/history?recordId=${report.id}`, headers: ida.headers });
    expect(idOnly.statusCode).toBe(400);
    expect(idOnly.json()).toEqual({ recordType: [messages.required] });
    for (const query of [
      'recordType=ship&recordId=1',
      'recordType=report&recordId=x',
      'limit=0',
      'limit=201',
      'from=2026-13',
    ]) {
      const res = await t.app.inject({ url: `/api/history?${query}`, headers: ida.headers });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('an admin reads all history, filtered by user, record type and days', async () => {
    const { ida, ole, report } = await setUp();
    await put(ida.headers, report, { name: 'Screening A' });
    await put(ole.headers, report, { name: 'Screening B' });
    const admin = await t.signIn(Role.ADMIN);
    const all = await t.app.inject({ url: '/api/history', headers: admin.headers });
    expect((all.json() as HistoryEntry[]).map((entry) => entry.actor)).toEqual(['Ole Berg', 'Ida Holm', 'Ida Holm']);
    const byOle = await t.app.inject({
      url: `/api/history?userId=${ole.user.id}&recordType=report`,
      headers: admin.headers,
    });
    expect((byOle.json() as HistoryEntry[]).map((entry) => entry.actor)).toEqual(['Ole Berg']);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await t.app.inject({ url: `/api/history?from=${today}&to=${today}`, headers: admin.headers });
    expect(dated.json()).toHaveLength(3);
    const past = await t.app.inject({ url: '/api/history?to=2020-01-01', headers: admin.headers });
    expect(past.json()).toEqual([]);
  });
});
