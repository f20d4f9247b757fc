import { type HistoryEntry, type Report, Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { buildCustomer, buildProject, buildVessel } from '../../../test/factories.ts';
import { temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { createReportViaApi } from '../../../test/factories-reports.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });
type Headers = { authorization: string };

const staleMessage = (actor: string) =>
  new RegExp(
    `^This record was changed by ${actor} at \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\. Reload to see the changes\\.$`,
  );

async function setUp() {
  const db = t.database.db;
  const customer = await buildCustomer(db, { name: 'Maersk' });
  const project = await buildProject(db, { customerId: customer.id, name: 'Fleet 2026' });
  const vessel = await buildVessel(db, { projectId: project.id, name: 'Nordic Star' });
  const ida = await t.signIn(Role.USER, { fullName: 'Ida Holm' });
  const ole = await t.signIn(Role.USER, { fullName: 'Ole Berg' });
  const report = await createReportViaApi(t, ida.headers, { name: 'Screening 2026', vesselId: vessel.id });
  return { ida, ole, vessel, report };
}

const putImpact = (headers: Headers, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/reports/${id}/regulatory-impact`, headers, payload });

const putFile = (headers: Headers, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/reports/${id}/regulatory-impact/file`, headers, payload });

const get = async (headers: Headers, id: number) =>
  (await t.app.inject({ url: `/api/reports/${id}`, headers })).json() as Report;

async function historyOf(headers: Headers, id: number) {
  const res = await t.app.inject({ url: `/api/history?recordType=report&recordId=${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HistoryEntry[];
}

describe('the regulatory impact’s version', () => {
  it('raises it with each save of the form or its file and refuses a stale one with who changed it, changing nothing', async () => {
    const { ida, ole, report } = await setUp();
    expect(report.regulatoryImpactVersion).toBe(1);
    const saved = await putImpact(ida.headers, report.id, { regulatoryImpactPctInEu: 40, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ regulatoryImpactPctInEu: 40, regulatoryImpactVersion: 2, version: 1 });

    const stale = await putImpact(ole.headers, report.id, { regulatoryImpactPctInEu: 50, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    const xlsx = await uploadFile(t.app, ole.headers, { name: 'cii.xlsx', usage: 'regulatoryImpact' });
    const staleFile = await putFile(ole.headers, report.id, { regulatoryImpactFile: { id: xlsx.id }, version: 1 });
    expect(staleFile.statusCode).toBe(409);
    expect(await get(ida.headers, report.id)).toMatchObject({
      regulatoryImpactPctInEu: 40,
      regulatoryImpactFile: null,
      regulatoryImpactVersion: 2,
    });

    const file = await putFile(ole.headers, report.id, { regulatoryImpactFile: { id: xlsx.id }, version: 2 });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.json()).toMatchObject({ regulatoryImpactFile: { id: xlsx.id }, regulatoryImpactVersion: 3 });
    const afterFile = await putImpact(ida.headers, report.id, { regulatoryImpactPctInEu: 45, version: 2 });
    expect(afterFile.json().error).toMatch(staleMessage('Ole Berg'));
  });

  it('a save of the form with the values it has changes nothing: the version stays, no history, a colleague’s save of that version is taken', async () => {
    const { ida, ole, report } = await setUp();
    const values = {
      regulatoryImpactPctInEu: 40,
      regulatoryImpactCarbonRate: 80.5,
      regulatoryImpactStartYear: 2027,
      regulatoryImpactNumberOfYears: 5,
      regulatoryImpactUsdPerEur: 1.17,
      regulatoryImpactDescription: 'CII C',
    };
    // Nothing set yet: sending the report's own empty fields and default rate changes nothing.
    const empty = await putImpact(ida.headers, report.id, {
      regulatoryImpactPctInEu: null,
      regulatoryImpactCarbonRate: null,
      regulatoryImpactStartYear: null,
      regulatoryImpactNumberOfYears: null,
      regulatoryImpactUsdPerEur: report.regulatoryImpactUsdPerEur,
      regulatoryImpactDescription: '',
      version: 1,
    });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ regulatoryImpactVersion: 1, modifiedOn: report.modifiedOn });
    const saved = await putImpact(ida.headers, report.id, { ...values, version: 1 });
    expect(saved.json()).toMatchObject({ ...values, regulatoryImpactVersion: 2 });

    const same = await putImpact(ida.headers, report.id, { ...values, version: 2 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ ...values, regulatoryImpactVersion: 2, version: 1 });
    expect((same.json() as Report).modifiedOn).toBe((saved.json() as Report).modifiedOn);
    // Its creation and the one change.
    expect(await historyOf(ida.headers, report.id)).toHaveLength(2);

    // Ole loaded version 2 too: his real change is taken and raises the version.
    const changed = await putImpact(ole.headers, report.id, { ...values, regulatoryImpactPctInEu: 45, version: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ regulatoryImpactPctInEu: 45, regulatoryImpactVersion: 3 });
    const [updated] = await historyOf(ida.headers, report.id);
    expect(updated).toMatchObject({ actor: 'Ole Berg', changes: [{ field: '% in EU', before: 40, after: 45 }] });
  });

  it('a save of the same file, or of none when there is none, changes nothing: the version stays, no history, a colleague’s save is taken', async () => {
    const { ida, ole, report } = await setUp();
    const none = await putFile(ida.headers, report.id, { regulatoryImpactFile: null, version: 1 });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ regulatoryImpactFile: null, regulatoryImpactVersion: 1 });
    expect(await historyOf(ida.headers, report.id)).toHaveLength(1);

    const xlsx = await uploadFile(t.app, ida.headers, { name: 'cii.xlsx', usage: 'regulatoryImpact' });
    const attached = await putFile(ida.headers, report.id, { regulatoryImpactFile: { id: xlsx.id }, version: 1 });
    expect(attached.json()).toMatchObject({ regulatoryImpactFile: { id: xlsx.id }, regulatoryImpactVersion: 2 });
    const same = await putFile(ida.headers, report.id, { regulatoryImpactFile: { id: xlsx.id }, version: 2 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ regulatoryImpactFile: { id: xlsx.id }, regulatoryImpactVersion: 2 });
    expect((same.json() as Report).modifiedOn).toBe((attached.json() as Report).modifiedOn);
    expect(await historyOf(ida.headers, report.id)).toHaveLength(2);

    // Ole loaded version 2 too: removing the file is a real change, taken, and raises the version.
    const removed = await putFile(ole.headers, report.id, { regulatoryImpactFile: null, version: 2 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ regulatoryImpactFile: null, regulatoryImpactVersion: 3 });
    const [updated] = await historyOf(ida.headers, report.id);
    expect(updated).toMatchObject({
      actor: 'Ole Berg',
      changes: [{ field: 'Regulatory Impact file (xlsx)', before: 'cii.xlsx', after: null }],
    });
  });

  it('is apart from the report’s own version: saving one does not refuse the other', async () => {
    const { ida, ole, report } = await setUp();
    const named = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${report.id}`,
      headers: ida.headers,
      payload: { name: 'Screening A', status: report.status, internalContact: { id: ida.user.id }, version: 1 },
    });
    expect(named.json()).toMatchObject({ version: 2, regulatoryImpactVersion: 1 });
    const impact = await putImpact(ole.headers, report.id, { regulatoryImpactStartYear: 2027, version: 1 });
    expect(impact.statusCode, impact.body).toBe(200);
    expect(impact.json()).toMatchObject({ version: 2, regulatoryImpactVersion: 2 });
  });

  it('without a version the last save wins, as the spec has it', async () => {
    const { ida, ole, report } = await setUp();
    await putImpact(ida.headers, report.id, { regulatoryImpactPctInEu: 40 });
    const res = await putImpact(ole.headers, report.id, { regulatoryImpactPctInEu: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ regulatoryImpactPctInEu: 50, regulatoryImpactVersion: 3 });
    const xlsx = await uploadFile(t.app, ole.headers, { name: 'cii.xlsx', usage: 'regulatoryImpact' });
    const file = await putFile(ole.headers, report.id, { regulatoryImpactFile: { id: xlsx.id } });
    expect(file.json()).toMatchObject({ regulatoryImpactFile: { id: xlsx.id }, regulatoryImpactVersion: 4 });
  });

  it('refuses a version that is not a whole number from 1, on the field', async () => {
    const { ida, report } = await setUp();
    for (const version of [0, 1.5, '1']) {
      expect(Object.keys((await putImpact(ida.headers, report.id, { version })).json())).toEqual(['version']);
      expect(Object.keys((await putFile(ida.headers, report.id, { version })).json())).toEqual(['version']);
    }
    expect((await get(ida.headers, report.id)).regulatoryImpactVersion).toBe(1);
  });
});

describe('the report’s history', () => {
  it('starts with its creation, in the form’s words', async () => {
    const { ida, vessel, report } = await setUp();
    const design = await createReportViaApi(t, ida.headers, {
      name: 'Design 2026',
      vesselId: vessel.id,
      type: 1,
      basedOnId: report.id,
    });
    expect(await historyOf(ida.headers, report.id)).toMatchObject([
      {
        user: { id: ida.user.id, fullName: 'Ida Holm' },
        action: 'created',
        changes: [
          { field: 'Report Name', before: null, after: 'Screening 2026' },
          { field: 'Type', before: null, after: 'Screening Report' },
          { field: 'Status', before: null, after: 'Draft' },
          { field: 'Provider Contact', before: null, after: 'Ida Holm' },
        ],
      },
    ]);
    const [created] = await historyOf(ida.headers, design.id);
    expect(created!.changes).toEqual([
      { field: 'Report Name', before: null, after: 'Design 2026' },
      { field: 'Type', before: null, after: 'Solution Design Report' },
      { field: 'Status', before: null, after: 'Draft' },
      { field: 'Provider Contact', before: null, after: 'Ida Holm' },
      { field: 'Based on', before: null, after: 'Screening 2026' },
    ]);
  });

  it('a copy starts at version 1 with an entry naming its source', async () => {
    const { ida, ole, report } = await setUp();
    await putImpact(ida.headers, report.id, { regulatoryImpactPctInEu: 40, version: 1 });
    const res = await t.app.inject({ method: 'POST', url: `/api/reports/${report.id}/copy`, headers: ole.headers });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json() as Report;
    expect(copy).toMatchObject({ regulatoryImpactPctInEu: 40, version: 1, regulatoryImpactVersion: 1 });
    expect(await historyOf(ida.headers, copy.id)).toMatchObject([
      {
        actor: 'Ole Berg',
        action: 'created',
        changes: expect.arrayContaining([
          { field: 'Report Name', before: null, after: 'Screening 2026 (copy)' },
          { field: 'Copy of', before: null, after: 'Screening 2026' },
        ]),
      },
    ]);
  });

  it('records the regulatory impact changed, with the form’s labels and the file by name', async () => {
    const { ida, ole, report } = await setUp();
    await putImpact(ida.headers, report.id, {
      regulatoryImpactPctInEu: 40,
      regulatoryImpactCarbonRate: 80,
      regulatoryImpactDescription: 'CII C',
    });
    await putImpact(ole.headers, report.id, {
      regulatoryImpactPctInEu: 45,
      regulatoryImpactCarbonRate: 80,
      regulatoryImpactUsdPerEur: 1.2,
    });
    const xlsx = await uploadFile(t.app, ole.headers, { name: 'cii.xlsx', usage: 'regulatoryImpact' });
    await putFile(ole.headers, report.id, { regulatoryImpactFile: { id: xlsx.id } });
    await putFile(ole.headers, report.id, { regulatoryImpactFile: { id: xlsx.id } });
    await putFile(ida.headers, report.id, { regulatoryImpactFile: null });

    const [removed, attached, second, first] = await historyOf(ida.headers, report.id);
    expect(first).toMatchObject({ actor: 'Ida Holm', action: 'updated' });
    expect(first!.changes).toEqual([
      { field: '% in EU', before: null, after: 40 },
      { field: 'Carbon rate (EUR per t CO2)', before: null, after: 80 },
      { field: 'CII Projection Description', before: null, after: 'CII C' },
    ]);
    expect(second!.changes).toEqual([
      { field: '% in EU', before: 40, after: 45 },
      { field: 'USD per EUR', before: 1.1, after: 1.2 },
      { field: 'CII Projection Description', before: 'CII C', after: null },
    ]);
    // Attaching the same file again changes nothing and is not recorded.
    expect(attached!.changes).toEqual([{ field: 'Regulatory Impact file (xlsx)', before: null, after: 'cii.xlsx' }]);
    expect(removed).toMatchObject({
      actor: 'Ida Holm',
      changes: [{ field: 'Regulatory Impact file (xlsx)', before: 'cii.xlsx', after: null }],
    });
  });
});
