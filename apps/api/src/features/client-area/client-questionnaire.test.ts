import {
  type ClientQuestionnaire,
  FormStatus,
  formMessages,
  InstalledStatus,
  messages,
  Role,
} from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import { buildTechnology } from '../../../test/factories-catalogue.ts';
import {
  buildQuestionnaire,
  clientHeaders,
  type Headers,
  storedQuestionnaire,
} from '../../../test/factories-client-area.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { questionnaires, vessels, vesselTechnologyStatuses } from '../../db/schema/index.ts';
import { currentSnapshot } from '../technologies/index.ts';

const t = useTestApp();
const db = () => t.database.db;

function getQuestionnaire(headers?: Headers) {
  return t.app.inject({ url: '/api/client/questionnaire', headers });
}
function putQuestionnaire(headers: Headers | undefined, payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/client/questionnaire', headers, payload });
}

/** A published questionnaire with the default fixture sections and the client signed in to it. */
async function openQuestionnaire(options: Parameters<typeof buildQuestionnaire>[2] = {}) {
  const vessel = await buildVessel(db(), { name: 'Nordic Star' });
  const form = await buildQuestionnaire(db(), vessel.id, options);
  const stored = await storedQuestionnaire(db(), form.id);
  const item = (title: string) => stored.items.find((row) => row.title === title)!;
  return { vessel, form, stored, item, headers: await clientHeaders(t.app, form) };
}

describe('GET /api/client/questionnaire', () => {
  it('answers the sections and visible items in order, without hidden items, hide flags or kinds', async () => {
    const { form, item, headers } = await openQuestionnaire({ existingEnergySavingTechnologies: 'Mewis duct' });
    const res = await getQuestionnaire(headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ClientQuestionnaire;
    expect(body).toEqual({
      vesselName: 'Nordic Star',
      status: FormStatus.Published,
      existingEnergySavingTechnologies: 'Mewis duct',
      formSections: [
        {
          id: expect.any(Number),
          title: 'General vessel data',
          position: 0,
          formItems: [
            {
              id: item('Vessel name').id,
              title: 'Vessel name',
              value: 'Nordic Star',
              valueExample: 'e.g. Maersk Alabama',
              position: 0,
            },
            { id: item('IMO number').id, title: 'IMO number', value: null, valueExample: '9876543', position: 2 },
          ],
        },
        {
          id: expect.any(Number),
          title: 'Machinery',
          position: 1,
          formItems: [
            {
              id: item('Main engine maker').id,
              title: 'Main engine maker',
              value: 'MAN',
              valueExample: null,
              position: 0,
            },
          ],
        },
      ],
      selectedTechnologies: expect.any(Array),
      availableTechnologies: expect.any(Array),
      version: 1,
      technologiesVersion: 1,
    });
    expect(res.body).not.toContain('staff only');
    expect(res.body).not.toContain('Internal note');
    expect(res.body).not.toContain('"hide"');
    expect(res.body).not.toContain('mappedTo');
    expect(res.body).not.toContain(form.pinCode);
    expect(res.body).not.toContain(form.urlHash);
  });

  it('leaves out a section whose items are all hidden', async () => {
    const { headers } = await openQuestionnaire({
      sections: [
        { title: 'Commercial', items: [{ title: 'Charter rate', value: '12,000', hide: true }] },
        { title: 'Operation', items: [{ title: 'Trade route', value: 'Baltic' }] },
      ],
    });
    const body = (await getQuestionnaire(headers)).json() as ClientQuestionnaire;
    expect(body.formSections.map((section) => section.title)).toEqual(['Operation']);
  });

  it('answers a Complete questionnaire too (read-only for the client)', async () => {
    const { headers, form } = await openQuestionnaire();
    await db().update(questionnaires).set({ status: FormStatus.Complete }).where(eq(questionnaires.id, form.id));
    const res = await getQuestionnaire(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(FormStatus.Complete);
  });

  it('answers 404 once the vessel is archived, 401 without a token and 403 for a staff token', async () => {
    const { headers, vessel } = await openQuestionnaire();
    const staff = await t.signIn(Role.ADMIN);
    expect((await getQuestionnaire()).statusCode).toBe(401);
    const asStaff = await getQuestionnaire(staff.headers);
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json()).toEqual({ error: messages.forbidden });
    await db().update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, vessel.id));
    const res = await getQuestionnaire(headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: formMessages.formNotAvailable });
  });
});

describe('PUT /api/client/questionnaire', () => {
  it('sets the values of visible items and the free text, and nothing the client may not change', async () => {
    const { form, item, headers, stored } = await openQuestionnaire();
    const res = await putQuestionnaire(headers, {
      formItems: [
        { id: item('IMO number').id, value: '9321483', title: 'Changed', valueExample: 'x', hide: true },
        { id: item('Vessel name').id, value: null },
        { id: item('Main engine maker').id },
      ],
      selectedTechnologies: [],
      existingEnergySavingTechnologies: 'Propeller boss cap fins',
      status: FormStatus.Complete,
      pinCode: '000000',
      urlHash: 'mine',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ClientQuestionnaire;
    expect(body.status).toBe(FormStatus.Published);
    expect(body.existingEnergySavingTechnologies).toBe('Propeller boss cap fins');
    expect(body.formSections[0]!.formItems.map((i) => [i.title, i.value, i.valueExample])).toEqual([
      ['Vessel name', null, 'e.g. Maersk Alabama'],
      ['IMO number', '9321483', '9876543'],
    ]);
    expect(body.formSections[1]!.formItems[0]!.value).toBe('MAN');

    const after = await storedQuestionnaire(db(), form.id);
    expect(after.form).toMatchObject({ status: FormStatus.Published, pinCode: form.pinCode, urlHash: form.urlHash });
    expect(after.form.modifiedOn.getTime()).toBeGreaterThanOrEqual(stored.form.modifiedOn.getTime());
    const byTitle = Object.fromEntries(after.items.map((row) => [row.title, row]));
    expect(byTitle['IMO number']).toMatchObject({ value: '9321483', valueExample: '9876543', hide: false });
    expect(byTitle['Internal note']).toMatchObject({ value: 'staff only', hide: true });
    expect(after.sections.map((s) => s.title)).toEqual(stored.sections.map((s) => s.title));
    expect(await getQuestionnaire(headers).then((r) => r.json())).toEqual(body);
  });

  it('keeps the free text when it is not sent and clears it with null', async () => {
    const { form, headers } = await openQuestionnaire({ existingEnergySavingTechnologies: 'Air lubrication' });
    expect((await putQuestionnaire(headers, { formItems: [] })).json().existingEnergySavingTechnologies).toBe(
      'Air lubrication',
    );
    const cleared = await putQuestionnaire(headers, { existingEnergySavingTechnologies: null });
    expect(cleared.statusCode).toBe(200);
    expect((await storedQuestionnaire(db(), form.id)).form.existingEnergySavingTechnologies).toBeNull();
  });

  it('answers 400 on the item id for a hidden item, an item of another questionnaire or an unknown id, saving nothing', async () => {
    const { form, item, headers, stored, vessel } = await openQuestionnaire();
    const otherVessel = await buildVessel(db(), { projectId: vessel.projectId });
    const other = await storedQuestionnaire(db(), (await buildQuestionnaire(db(), otherVessel.id)).id);
    for (const badId of [item('Internal note').id, other.items[0]!.id, 999_999]) {
      const res = await putQuestionnaire(headers, {
        formItems: [
          { id: item('IMO number').id, value: 'changed' },
          { id: badId, value: 'sneaky' },
        ],
        existingEnergySavingTechnologies: 'changed',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ 'formItems.1.id': [formMessages.unknownItem] });
    }
    expect(await storedQuestionnaire(db(), form.id)).toEqual(stored);
    expect((await storedQuestionnaire(db(), other.form.id)).items).toEqual(other.items);
  });

  it('answers 409 for a Complete questionnaire and saves nothing', async () => {
    const { form, item, headers } = await openQuestionnaire();
    await db().update(questionnaires).set({ status: FormStatus.Complete }).where(eq(questionnaires.id, form.id));
    const before = await storedQuestionnaire(db(), form.id);
    const res = await putQuestionnaire(headers, {
      formItems: [{ id: item('IMO number').id, value: '9321483' }],
      existingEnergySavingTechnologies: 'changed',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: formMessages.formComplete });
    expect(await storedQuestionnaire(db(), form.id)).toEqual(before);
  });

  it('answers 400 for a malformed body, saving nothing', async () => {
    const { form, item, headers } = await openQuestionnaire();
    const before = await storedQuestionnaire(db(), form.id);
    const cases: [object, string][] = [
      [{ formItems: [{ id: 'x', value: 'a' }] }, 'formItems.0.id'],
      [{ formItems: [{ id: item('IMO number').id, value: 42 }] }, 'formItems.0.value'],
      [{ formItems: [{ id: item('IMO number').id, value: 'x'.repeat(10_001) }] }, 'formItems.0.value'],
      [{ formItems: 'all' }, 'formItems'],
      [{ selectedTechnologies: [{ installedStatus: 1 }] }, 'selectedTechnologies.0.vesselDetailTechnologyDetail'],
      [
        { selectedTechnologies: [{ vesselDetailTechnologyDetail: { id: 1 }, installedStatus: 7 }] },
        'selectedTechnologies.0.installedStatus',
      ],
      [
        {
          selectedTechnologies: [
            { vesselDetailTechnologyDetail: { id: 1 }, installedStatus: 1, plannedToBeInstalledOn: 'soon' },
          ],
        },
        'selectedTechnologies.0.plannedToBeInstalledOn',
      ],
      [{ existingEnergySavingTechnologies: 5 }, 'existingEnergySavingTechnologies'],
    ];
    for (const [body, field] of cases) {
      const res = await putQuestionnaire(headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json())).toContain(field);
    }
    expect(await storedQuestionnaire(db(), form.id)).toEqual(before);
  });

  it('answers 401 without a token and 403 for a staff token, saving nothing', async () => {
    const { form, item } = await openQuestionnaire();
    const before = await storedQuestionnaire(db(), form.id);
    const staff = await t.signIn(Role.SUPERADMIN);
    const body = { formItems: [{ id: item('IMO number').id, value: 'x' }] };
    expect((await putQuestionnaire(undefined, body)).statusCode).toBe(401);
    expect((await putQuestionnaire(staff.headers, body)).statusCode).toBe(403);
    expect(await storedQuestionnaire(db(), form.id)).toEqual(before);
  });
});

// These need the vessel-technologies service (listVesselTechnologyStatuses, availableTechnologies,
// replaceVesselTechnologyStatuses); they fail while it is a stub.
describe('the technologies of the client questionnaire', () => {
  async function withTechnologies() {
    const opened = await openQuestionnaire();
    const duct = await buildTechnology(db(), { name: 'Mewis duct' });
    const paint = await buildTechnology(db(), { name: 'Antifouling paint' });
    const ductSnapshot = await currentSnapshot(db(), duct.id, opened.vessel.vesselTypeId);
    const paintSnapshot = await currentSnapshot(db(), paint.id, opened.vessel.vesselTypeId);
    return { ...opened, duct, paint, ductSnapshot, paintSnapshot };
  }

  it('offers a technology without a snapshot of its values by id alone, and takes the snapshot when it is chosen', async () => {
    const { headers } = await openQuestionnaire();
    const fresh = await buildTechnology(db(), { name: 'Rotor sail' });
    const read = (await getQuestionnaire(headers)).json() as ClientQuestionnaire;
    expect(read.availableTechnologies).toContainEqual({
      vesselTypeTechnologyDetailSnapshotId: null,
      technology: { id: fresh.id, name: 'Rotor sail' },
    });
    const res = await putQuestionnaire(headers, {
      selectedTechnologies: [{ technology: { id: fresh.id }, installedStatus: InstalledStatus.NOT_INSTALLED }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [chosen] = (res.json() as ClientQuestionnaire).selectedTechnologies;
    expect(chosen).toMatchObject({
      technology: { id: fresh.id },
      vesselTypeTechnologyDetailSnapshotId: expect.any(Number),
    });
  });

  it('offers the available technologies and replaces the vessel statuses with the ones selected', async () => {
    const { headers, vessel, duct, paint, ductSnapshot, paintSnapshot } = await withTechnologies();
    const read = (await getQuestionnaire(headers)).json() as ClientQuestionnaire;
    expect(read.selectedTechnologies).toEqual([]);
    expect(read.availableTechnologies).toEqual(
      expect.arrayContaining([
        { vesselTypeTechnologyDetailSnapshotId: ductSnapshot.id, technology: { id: duct.id, name: 'Mewis duct' } },
        {
          vesselTypeTechnologyDetailSnapshotId: paintSnapshot.id,
          technology: { id: paint.id, name: 'Antifouling paint' },
        },
      ]),
    );

    const res = await putQuestionnaire(headers, {
      selectedTechnologies: [
        {
          vesselDetailTechnologyDetail: { id: ductSnapshot.id },
          installedStatus: InstalledStatus.PLANNED,
          plannedToBeInstalledOn: '2027-03-01',
        },
        { vesselDetailTechnologyDetail: { id: paintSnapshot.id }, installedStatus: InstalledStatus.INSTALLED },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as ClientQuestionnaire;
    expect(saved.selectedTechnologies).toEqual([
      {
        id: expect.any(Number),
        vesselTypeTechnologyDetailSnapshotId: paintSnapshot.id,
        technology: { id: paint.id, name: 'Antifouling paint' },
        technologyName: 'Antifouling paint',
        installedStatus: InstalledStatus.INSTALLED,
        plannedToBeInstalledOn: null,
      },
      {
        id: expect.any(Number),
        vesselTypeTechnologyDetailSnapshotId: ductSnapshot.id,
        technology: { id: duct.id, name: 'Mewis duct' },
        technologyName: 'Mewis duct',
        installedStatus: InstalledStatus.PLANNED,
        plannedToBeInstalledOn: '2027-03-01',
      },
    ]);

    const replaced = await putQuestionnaire(headers, {
      selectedTechnologies: [
        { vesselDetailTechnologyDetail: { id: ductSnapshot.id }, installedStatus: InstalledStatus.INSTALLED },
      ],
    });
    expect(replaced.json().selectedTechnologies.map((s: { technologyName: string }) => s.technologyName)).toEqual([
      'Mewis duct',
    ]);
    const rows = await db()
      .select()
      .from(vesselTechnologyStatuses)
      .where(eq(vesselTechnologyStatuses.vesselId, vessel.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ technologyId: duct.id, installedStatus: InstalledStatus.INSTALLED });
  });

  it('answers 400 on the entry for an unknown snapshot or a planned date when not PLANNED, saving nothing', async () => {
    const { form, item, headers, vessel, ductSnapshot } = await withTechnologies();
    const before = await storedQuestionnaire(db(), form.id);
    const res = await putQuestionnaire(headers, {
      formItems: [{ id: item('IMO number').id, value: '9321483' }],
      selectedTechnologies: [
        { vesselDetailTechnologyDetail: { id: ductSnapshot.id }, installedStatus: InstalledStatus.INSTALLED },
        { vesselDetailTechnologyDetail: { id: 999_999 }, installedStatus: InstalledStatus.INSTALLED },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'selectedTechnologies.1.vesselDetailTechnologyDetail': [expect.any(String)] });
    const planned = await putQuestionnaire(headers, {
      selectedTechnologies: [
        {
          vesselDetailTechnologyDetail: { id: ductSnapshot.id },
          installedStatus: InstalledStatus.INSTALLED,
          plannedToBeInstalledOn: '2027-03-01',
        },
      ],
    });
    expect(planned.statusCode).toBe(400);
    expect(planned.json()).toEqual({
      'selectedTechnologies.0.plannedToBeInstalledOn': [formMessages.plannedDateOnlyWhenPlanned],
    });
    expect(await storedQuestionnaire(db(), form.id)).toEqual(before);
    const rows = await db()
      .select()
      .from(vesselTechnologyStatuses)
      .where(eq(vesselTechnologyStatuses.vesselId, vessel.id));
    expect(rows).toEqual([]);
  });
});
