import {
  type ClientParticulars,
  type ClientQuestionnaire,
  type CreateFileResponse,
  FormStatus,
  type HistoryEntry,
  InstalledStatus,
  messages,
  Role,
  shipOwnerActor,
} from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import { buildTechnology } from '../../../test/factories-catalogue.ts';
import {
  buildParticulars,
  buildQuestionnaire,
  clientHeaders,
  type Headers,
  storedParticulars,
  storedQuestionnaire,
} from '../../../test/factories-client-area.ts';
import { putBytes, sampleFiles, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { itOnPostgres } from '../../../test/postgres-only.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });
const db = () => t.database.db;
const changedBy = (actor: string) =>
  new RegExp(`^This record was changed by ${actor.replace(/[()]/g, '\\$&')} at .+\\. Reload to see the changes\\.$`);

function put(form: 'questionnaire' | 'particulars', headers: Headers, payload: object) {
  return t.app.inject({ method: 'PUT', url: `/api/client/${form}`, headers, payload });
}

async function historyOf(headers: Headers, recordType: 'questionnaire' | 'particulars', id: number) {
  const res = await t.app.inject({ url: `/api/history?recordType=${recordType}&recordId=${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HistoryEntry[];
}

/** A Published questionnaire, its ship owner signed in, and a staff member. */
async function openQuestionnaire() {
  const vessel = await buildVessel(db(), { name: 'Nordic Star' });
  const form = await buildQuestionnaire(db(), vessel.id);
  const stored = await storedQuestionnaire(db(), form.id);
  const item = (title: string) => stored.items.find((row) => row.title === title)!;
  const staff = await t.signIn(Role.USER, { fullName: 'Ida Holm' });
  return { vessel, form, item, staff, shipOwner: await clientHeaders(t.app, form) };
}

async function openParticulars() {
  const vessel = await buildVessel(db(), { name: 'Nordic Star' });
  const staff = await t.signIn(Role.USER, { fullName: 'Ida Holm' });
  const plan = await uploadFile(t.app, staff.headers, { name: 'plan.pdf' });
  const { form, items } = await buildParticulars(db(), vessel.id, {
    sections: [
      { title: 'Drawings', requestText: 'Please upload the general arrangement drawing.', fileIds: [plan.id] },
      { title: null, requestText: 'Which paint system is on the hull?', responseText: 'Silicone' },
    ],
  });
  return { vessel, form, items, staff, shipOwner: await clientHeaders(t.app, form) };
}

/** A staff save of the questionnaire that keeps it Published. */
function staffSaveQuestionnaire(headers: Headers, vesselId: number, body: object) {
  const payload = { status: FormStatus.Published, ...body };
  return t.app.inject({ method: 'PUT', url: `/api/vessels/${vesselId}/questionnaire`, headers, payload });
}

describe('a ship owner’s questionnaire save with a version', () => {
  it('answers the version, raises it, and is recorded as the ship owner’s in words', async () => {
    const { form, item, staff, shipOwner } = await openQuestionnaire();
    const read = (await t.app.inject({ url: '/api/client/questionnaire', headers: shipOwner })).json();
    expect((read as ClientQuestionnaire).version).toBe(1);
    const duct = await buildTechnology(db(), { name: 'Mewis duct' });

    const res = await put('questionnaire', shipOwner, {
      formItems: [{ id: item('IMO number').id, value: '9412345' }],
      selectedTechnologies: [
        { technology: { id: duct.id }, installedStatus: InstalledStatus.PLANNED, plannedToBeInstalledOn: '2027-05-01' },
      ],
      existingEnergySavingTechnologies: 'PBCF',
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ClientQuestionnaire).version).toBe(2);

    const [entry, ...older] = await historyOf(staff.headers, 'questionnaire', form.id);
    expect(older).toEqual([]);
    expect(entry).toMatchObject({
      user: null,
      actor: shipOwnerActor,
      action: 'updated',
      recordType: 'questionnaire',
      recordId: form.id,
      changes: [
        { field: 'IMO number', before: null, after: '9412345' },
        { field: 'Technologies', before: null, after: 'Mewis duct' },
        { field: 'Installed status: Mewis duct', before: null, after: 'Planned (01/05/2027)' },
        { field: 'Existing energy saving technologies', before: null, after: 'PBCF' },
      ],
    });
    const staffView = await t.app.inject({
      url: `/api/vessels/${form.vesselId}/questionnaire`,
      headers: staff.headers,
    });
    expect(staffView.json()).toMatchObject({ version: 2 });
  });

  it('a stale save is 409 and changes nothing, for the ship owner after staff and for staff after the ship owner', async () => {
    const { vessel, form, item, staff, shipOwner } = await openQuestionnaire();
    const staffSave = await staffSaveQuestionnaire(staff.headers, vessel.id, {
      formItems: [{ id: item('IMO number').id, value: '1111111' }],
      version: 1,
    });
    expect(staffSave.statusCode, staffSave.body).toBe(200);

    const before = await storedQuestionnaire(db(), form.id);
    const stale = await put('questionnaire', shipOwner, {
      formItems: [{ id: item('IMO number').id, value: '2222222' }],
      existingEnergySavingTechnologies: 'PBCF',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(changedBy('Ida Holm'));
    expect(await storedQuestionnaire(db(), form.id)).toEqual(before);

    const fresh = await put('questionnaire', shipOwner, {
      formItems: [{ id: item('IMO number').id, value: '2222222' }],
      version: 2,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const staleStaff = await staffSaveQuestionnaire(staff.headers, vessel.id, {
      formItems: [{ id: item('IMO number').id, value: '3333333' }],
      version: 2,
    });
    expect(staleStaff.statusCode).toBe(409);
    expect(staleStaff.json().error).toMatch(changedBy(shipOwnerActor));
    expect((await storedQuestionnaire(db(), form.id)).form.version).toBe(3);
  });

  it('a save that changes nothing, technologies included, keeps the version and writes no history', async () => {
    const { vessel, form, item, staff, shipOwner } = await openQuestionnaire();
    const duct = await buildTechnology(db(), { name: 'Mewis duct' });
    const first = await put('questionnaire', shipOwner, {
      formItems: [{ id: item('IMO number').id, value: '9412345' }],
      selectedTechnologies: [
        { technology: { id: duct.id }, installedStatus: InstalledStatus.PLANNED, plannedToBeInstalledOn: '2027-05-01' },
      ],
      existingEnergySavingTechnologies: 'PBCF',
      version: 1,
      technologiesVersion: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    const loaded = first.json() as ClientQuestionnaire;
    expect(loaded).toMatchObject({ version: 2, technologiesVersion: 2 });
    const before = await storedQuestionnaire(db(), form.id);

    // The form sent back as loaded: every visible item's value, the same technologies, the same free text.
    const res = await put('questionnaire', shipOwner, {
      formItems: loaded.formSections.flatMap((section) => section.formItems.map(({ id, value }) => ({ id, value }))),
      selectedTechnologies: loaded.selectedTechnologies.map((chosen) => ({
        vesselDetailTechnologyDetail: { id: chosen.vesselTypeTechnologyDetailSnapshotId },
        installedStatus: chosen.installedStatus,
        plannedToBeInstalledOn: chosen.plannedToBeInstalledOn,
      })),
      existingEnergySavingTechnologies: loaded.existingEnergySavingTechnologies,
      version: loaded.version,
      technologiesVersion: loaded.technologiesVersion,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(loaded);
    const after = await storedQuestionnaire(db(), form.id);
    expect(after.form.version).toBe(2);
    // Nothing written: not even the modified date.
    expect(after).toEqual(before);
    expect(await historyOf(staff.headers, 'questionnaire', form.id)).toHaveLength(1);
    const vesselHistory = await t.app.inject({
      url: `/api/history?recordType=vessel&recordId=${vessel.id}`,
      headers: staff.headers,
    });
    expect(vesselHistory.json()).toHaveLength(1);
  });

  itOnPostgres('a ship owner’s save and a staff save of one version sent at once: one saved, one refused', async () => {
    const { vessel, form, item, staff, shipOwner } = await openQuestionnaire();
    const id = item('IMO number').id;
    const results = await Promise.all([
      put('questionnaire', shipOwner, { formItems: [{ id, value: 'ship owner' }], version: 1 }),
      staffSaveQuestionnaire(staff.headers, vessel.id, { formItems: [{ id, value: 'staff' }], version: 1 }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await storedQuestionnaire(db(), form.id)).form.version).toBe(2);
    expect(await historyOf(staff.headers, 'questionnaire', form.id)).toHaveLength(1);
  });
});

describe('a ship owner’s particulars save with a version', () => {
  it('records the response and the files added and removed by name, as the ship owner’s', async () => {
    const { form, items, staff, shipOwner } = await openParticulars();
    const pdf = sampleFiles.pdf!;
    const declared = await t.app.inject({
      method: 'POST',
      url: '/api/client/files',
      headers: shipOwner,
      payload: { name: 'drawing.pdf', contentSize: pdf.length, mimeType: 'application/pdf' },
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const created = declared.json() as CreateFileResponse;
    expect((await putBytes(t.app, created.presignedUrl, pdf)).statusCode).toBe(201);

    const res = await put('particulars', shipOwner, {
      formItems: [
        { id: items[0]!.id, responseText: 'See the drawing', files: [{ id: created.file.id }] },
        { id: items[1]!.id, responseText: 'Silicone', files: [] },
      ],
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ClientParticulars).version).toBe(2);

    const [entry] = await historyOf(staff.headers, 'particulars', form.id);
    expect(entry).toMatchObject({ user: null, actor: shipOwnerActor, action: 'updated', recordId: form.id });
    expect(entry!.changes).toEqual([
      { field: 'Drawings', before: null, after: 'See the drawing' },
      { field: 'Drawings: File', before: 'plan.pdf', after: null },
      { field: 'Drawings: File', before: null, after: 'drawing.pdf' },
    ]);
  });

  it('a save of the same responses and files keeps the version and writes no history', async () => {
    const { form, staff, shipOwner } = await openParticulars();
    const opened = (await t.app.inject({ url: '/api/client/particulars', headers: shipOwner })).json();
    const loaded = opened as ClientParticulars;
    expect(loaded.version).toBe(1);
    expect(loaded.formItems[0]!.files).toHaveLength(1);
    const before = await storedParticulars(db(), form.id);

    const res = await put('particulars', shipOwner, {
      formItems: loaded.formItems.map(({ id, responseText, files }) => ({
        id,
        responseText,
        files: files.map((file) => ({ id: file.id })),
      })),
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ClientParticulars).version).toBe(1);
    expect(await storedParticulars(db(), form.id)).toEqual(before);
    expect(await historyOf(staff.headers, 'particulars', form.id)).toEqual([]);
  });

  it('a new order of a section’s files is a change: the version goes up, though the history has no words for it', async () => {
    const vessel = await buildVessel(db(), { name: 'Nordic Star' });
    const staff = await t.signIn(Role.USER, { fullName: 'Ida Holm' });
    const [plan, photo] = [
      await uploadFile(t.app, staff.headers, { name: 'plan.pdf' }),
      await uploadFile(t.app, staff.headers, { name: 'photo.pdf' }),
    ];
    const { form, items } = await buildParticulars(db(), vessel.id, {
      sections: [{ title: 'Drawings', requestText: 'Please upload the drawings.', fileIds: [plan.id, photo.id] }],
    });
    const shipOwner = await clientHeaders(t.app, form);
    const res = await put('particulars', shipOwner, {
      formItems: [{ id: items[0]!.id, files: [{ id: photo.id }, { id: plan.id }] }],
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as ClientParticulars;
    expect(saved.version).toBe(2);
    expect(saved.formItems[0]!.files.map((file) => file.name)).toEqual(['photo.pdf', 'plan.pdf']);
  });

  it('a stale save is 409 naming the staff member and changes nothing', async () => {
    const { vessel, form, items, staff, shipOwner } = await openParticulars();
    const current = (
      await t.app.inject({ url: `/api/vessels/${vessel.id}/particulars`, headers: staff.headers })
    ).json();
    const staffSave = await t.app.inject({
      method: 'PUT',
      url: `/api/vessels/${vessel.id}/particulars`,
      headers: staff.headers,
      payload: {
        status: FormStatus.Published,
        formItems: current.formItems.map((item: { id: number; requestText: string }) => ({
          id: item.id,
          requestText: `${item.requestText} Thank you.`,
        })),
        version: 1,
      },
    });
    expect(staffSave.statusCode, staffSave.body).toBe(200);
    const before = await storedParticulars(db(), form.id);
    const stale = await put('particulars', shipOwner, {
      formItems: [{ id: items[1]!.id, responseText: 'Antifouling' }],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(changedBy('Ida Holm'));
    expect(await storedParticulars(db(), form.id)).toEqual(before);
  });
});

describe('history and the client area', () => {
  it('a ship owner’s token cannot read history (403), nor a signed-out caller (401)', async () => {
    const { form, shipOwner } = await openQuestionnaire();
    const url = `/api/history?recordType=questionnaire&recordId=${form.id}`;
    const asShipOwner = await t.app.inject({ url, headers: shipOwner });
    expect(asShipOwner.statusCode).toBe(403);
    expect(asShipOwner.json()).toEqual({ error: messages.forbidden });
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('a new link and PIN is recorded without them and keeps the version', async () => {
    const { vessel, form, staff } = await openQuestionnaire();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/vessels/${vessel.id}/questionnaire/new-link`,
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { urlHash, pinCode } = res.json();
    const entries = await historyOf(staff.headers, 'questionnaire', form.id);
    expect(entries).toMatchObject([
      {
        actor: 'Ida Holm',
        action: 'updated',
        changes: [{ field: 'Link and PIN', before: null, after: 'New link and PIN' }],
      },
    ]);
    const text = JSON.stringify(entries);
    for (const secret of [urlHash, pinCode, form.urlHash, form.pinCode]) expect(text).not.toContain(secret);
    expect((await storedQuestionnaire(db(), form.id)).form.version).toBe(1);
  });
});
