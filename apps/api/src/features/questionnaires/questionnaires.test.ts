import {
  FormStatus,
  formMessages,
  kindGroupOf,
  type Questionnaire,
  type QuestionnaireItem,
  questionnaireKinds,
  Role,
  type Vessel,
} from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCustomer, buildProject, buildVessel } from '../../../test/factories.ts';
import {
  apiVessel,
  clientHeaders,
  contentOf,
  type Headers,
  readQuestionnaire,
  saveQuestionnaire,
} from '../../../test/factories-questionnaires.ts';
import { storedVessel } from '../../../test/factories-vessels.ts';
import { countQueries } from '../../../test/query-count.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { questionnaireItems, questionnaires } from '../../db/schema/index.ts';
import { recordVesselStatus } from '../vessel-records/index.ts';
import { defaultQuestionnaireTemplate, sectionOfGroup } from './default-template.data.ts';

const t = useTestApp();
const vesselNotFound = { error: 'Vessel not found' };

async function vesselOf(headers: Headers, id: number) {
  return (await t.app.inject({ url: `/api/vessels/${id}`, headers })).json() as Vessel;
}

const allItems = (q: Questionnaire) => q.formSections.flatMap((s) => s.formItems);
const itemOf = (q: Questionnaire, kind: string) => allItems(q).find((i) => i.mappedTo === kind)!;

function expectTemplate(q: Questionnaire) {
  expect(q.formSections.map((s) => s.title)).toEqual([
    'General vessel data',
    'Machinery',
    'Consumption',
    'Operation',
    'Energy-saving technologies',
  ]);
  expect(q.formSections.map((s) => s.position)).toEqual([0, 1, 2, 3, 4]);
  for (const section of q.formSections) {
    expect(section.formItems.map((i) => i.position)).toEqual(section.formItems.map((_, i) => i));
    for (const item of section.formItems) {
      if (item.mappedTo) expect(section.title).toBe(sectionOfGroup[kindGroupOf(item.mappedTo)]);
    }
  }
  const kinds = allItems(q).flatMap((i) => (i.mappedTo ? [i.mappedTo] : []));
  expect([...kinds].sort()).toEqual([...questionnaireKinds].sort());
  expect(allItems(q).some((i) => i.mappedTo === null)).toBe(true);
  expect(contentOf(q)).toEqual(
    defaultQuestionnaireTemplate.map((s) => ({
      title: s.title,
      items: s.items.map((i) => ({ ...i, value: null, hide: false })),
    })),
  );
  expect(itemOf(q, 'imoNumber')).toMatchObject({ title: 'IMO number', valueExample: '9321483', value: null });
}

describe('GET /api/vessels/:id/questionnaire', () => {
  it("answers a new vessel's questionnaire made from the default template, as a Draft with link and PIN", async () => {
    const user = await t.signIn(Role.USER);
    const vessel = await apiVessel(t, user.headers, 'Nordic Star');
    const q = await readQuestionnaire(t, user.headers, vessel.id);
    expect(q).toMatchObject({
      vessel: { id: vessel.id, name: 'Nordic Star' },
      status: FormStatus.Draft,
      existingEnergySavingTechnologies: null,
      selectedTechnologies: [],
      modifiedOn: expect.any(String),
    });
    expect(q.urlHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.pinCode).toMatch(/^\d{6}$/);
    expectTemplate(q);
    expect(vessel.status).toBe(0);
    expect(vessel.vesselQuestionnaire).toEqual({ id: q.id, status: 0 });
    expect(await readQuestionnaire(t, user.headers, vessel.id)).toEqual(q);
    expect(await t.database.db.select().from(questionnaires)).toHaveLength(1);
  });

  it('reads without writing: the questionnaire made with the vessel answers as it is', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const vessel = await buildVessel(db);
    const stored = async () => ({
      questionnaires: await db.select().from(questionnaires),
      vessel: (await storedVessel(db, vessel.id)).vessel,
    });
    const before = await stored();
    expect(before.questionnaires).toHaveLength(1);
    const answers = await Promise.all([1, 2, 3].map(() => readQuestionnaire(t, user.headers, vessel.id)));
    expect(new Set(answers.map((q) => q.id))).toEqual(new Set([before.questionnaires[0]!.id]));
    expectTemplate(answers[0]!);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an unknown or archived vessel and one under an archived project or customer', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const archived = await buildVessel(db, { archivedOn: new Date() });
    const archivedProject = await buildProject(db, { archivedOn: new Date() });
    const underArchivedProject = await buildVessel(db, { projectId: archivedProject.id });
    const archivedCustomer = await buildCustomer(db, { archivedOn: new Date() });
    const underArchivedCustomer = await buildVessel(db, {
      projectId: (await buildProject(db, { customerId: archivedCustomer.id })).id,
    });
    for (const id of [999_999, archived.id, underArchivedProject.id, underArchivedCustomer.id]) {
      for (const path of ['questionnaire', 'questionnaire/consumptions', 'questionnaire/export']) {
        const res = await t.app.inject({ url: `/api/vessels/${id}/${path}`, headers: user.headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(vesselNotFound);
      }
      const put = await saveQuestionnaire(t, user.headers, id, { status: 1 });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual(vesselNotFound);
    }
    // Nothing was written: the hidden vessels keep the untouched Drafts they were made with.
    expect(
      (await db.select().from(questionnaires)).map((q) => [q.status, q.modifiedOn.getTime() === q.createdOn.getTime()]),
    ).toEqual([archived, underArchivedProject, underArchivedCustomer].map(() => [0, true]));
  });

  it('answers 401 without a token and 403 for a client token; every staff member may use it', async () => {
    const user = await t.signIn(Role.USER);
    const vessel = await apiVessel(t, user.headers);
    const q = await readQuestionnaire(t, user.headers, vessel.id);
    const client = await clientHeaders(t, q);
    for (const path of ['questionnaire', 'questionnaire/consumptions', 'questionnaire/export']) {
      const url = `/api/vessels/${vessel.id}/${path}`;
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: client })).statusCode).toBe(403);
    }
    expect((await saveQuestionnaire(t, {} as Headers, vessel.id, { status: 1 })).statusCode).toBe(401);
    expect((await saveQuestionnaire(t, client, vessel.id, { status: 1 })).statusCode).toBe(403);
    const admin = await t.signIn(Role.ADMIN);
    expect((await saveQuestionnaire(t, admin.headers, vessel.id, { status: 1 })).statusCode).toBe(200);
    expect((await readQuestionnaire(t, user.headers, vessel.id)).status).toBe(1);
  });
});

describe('PUT /api/vessels/:id/questionnaire', () => {
  it('answers what it committed with the same number of queries however many items change', async () => {
    const user = await t.signIn(Role.USER);
    const vessel = await apiVessel(t, user.headers);
    const q = await readQuestionnaire(t, user.headers, vessel.id);
    const items = q.formSections.flatMap((section) => section.formItems);
    const queriesFor = async (changed: number) => {
      const { queries, result: res } = await countQueries(t.database.db, () =>
        saveQuestionnaire(t, user.headers, vessel.id, {
          status: FormStatus.Draft,
          formItems: items.slice(0, changed).map((item) => ({ id: item.id, value: `answer ${changed}` })),
          formSections: q.formSections.slice(0, changed).map((section) => ({ id: section.id, title: `${changed}` })),
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(await readQuestionnaire(t, user.headers, vessel.id));
      return queries;
    };
    expect(items.length).toBeGreaterThan(20);
    const few = await queriesFor(1);
    // Auth, two locks, sections, items, two updates, the row and the answer's three reads (and on
    // PostgreSQL the transaction's begin).
    expect(few).toBeGreaterThan(0);
    expect(few).toBeLessThanOrEqual(13);
    expect(await queriesFor(items.length)).toBe(few);
  });

  it('saves status, section titles, items and the free text; a new status becomes the vessel status', async () => {
    const user = await t.signIn(Role.USER);
    const vessel = await apiVessel(t, user.headers);
    const before = await readQuestionnaire(t, user.headers, vessel.id);
    const imo = itemOf(before, 'imoNumber');
    const flag = itemOf(before, 'flag');
    const owner = itemOf(before, 'owner');
    const res = await saveQuestionnaire(t, user.headers, vessel.id, {
      status: FormStatus.Published,
      formSections: [{ id: before.formSections[1]!.id, title: '  Engines and machinery ' }],
      formItems: [
        { id: imo.id, value: '9321483' },
        { id: flag.id, value: 'Panama', valueExample: 'Liberia', hide: true },
        { id: owner.id, valueExample: '' },
      ],
      existingEnergySavingTechnologies: 'Mewis duct',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as Questionnaire;
    expect(saved).toEqual(await readQuestionnaire(t, user.headers, vessel.id));
    expect(saved).toMatchObject({
      status: 1,
      urlHash: before.urlHash,
      pinCode: before.pinCode,
      existingEnergySavingTechnologies: 'Mewis duct',
    });
    expect(saved.formSections.map((s) => s.title)[1]).toBe('Engines and machinery');
    const changed: Record<number, Partial<QuestionnaireItem>> = {
      [imo.id]: { value: '9321483' },
      [flag.id]: { value: 'Panama', valueExample: 'Liberia', hide: true },
      [owner.id]: { valueExample: null },
    };
    expect(allItems(saved)).toEqual(allItems(before).map((item) => ({ ...item, ...changed[item.id] })));
    const published = await vesselOf(user.headers, vessel.id);
    expect(published).toMatchObject({ status: 1, vesselQuestionnaire: { id: before.id, status: 1 } });

    const complete = await saveQuestionnaire(t, user.headers, vessel.id, { status: FormStatus.Complete });
    expect(complete.statusCode).toBe(200);
    expect(contentOf(complete.json())).toEqual(contentOf(saved));
    expect(complete.json().existingEnergySavingTechnologies).toBe('Mewis duct');
    expect(await vesselOf(user.headers, vessel.id)).toMatchObject({ status: 2, vesselQuestionnaire: { status: 2 } });

    // Saving without a status change leaves the vessel's status (here a later report's) alone.
    await recordVesselStatus(t.database.db, vessel.id, 7);
    const again = await saveQuestionnaire(t, user.headers, vessel.id, {
      status: FormStatus.Complete,
      existingEnergySavingTechnologies: null,
    });
    expect(again.json().existingEnergySavingTechnologies).toBeNull();
    expect((await vesselOf(user.headers, vessel.id)).status).toBe(7);
  });

  it("answers '*' for a missing status or a blank section title, and saves nothing", async () => {
    const user = await t.signIn(Role.USER);
    const vessel = await apiVessel(t, user.headers);
    const before = await readQuestionnaire(t, user.headers, vessel.id);
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/vessels/${vessel.id}/questionnaire`,
      headers: user.headers,
      payload: { formItems: [{ id: allItems(before)[0]!.id, value: 'x' }] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ status: ['*'] });
    const blank = await saveQuestionnaire(t, user.headers, vessel.id, {
      status: 1,
      formSections: [
        { id: before.formSections[0]!.id, title: 'General' },
        { id: before.formSections[1]!.id, title: '   ' },
      ],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ 'formSections.1.title': ['*'] });
    const wrong = await saveQuestionnaire(t, user.headers, vessel.id, { status: 5 as 1 });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['status']);
    expect(await readQuestionnaire(t, user.headers, vessel.id)).toEqual(before);
  });

  it("answers 400 on the ids that are not this questionnaire's, and saves nothing", async () => {
    const user = await t.signIn(Role.USER);
    const vessel = await apiVessel(t, user.headers, 'Nordic Star');
    const other = await readQuestionnaire(t, user.headers, (await apiVessel(t, user.headers, 'Ocean Pearl')).id);
    const before = await readQuestionnaire(t, user.headers, vessel.id);
    const res = await saveQuestionnaire(t, user.headers, vessel.id, {
      status: 1,
      formSections: [
        { id: other.formSections[0]!.id, title: 'Stolen' },
        { id: before.formSections[0]!.id, title: 'Renamed' },
      ],
      formItems: [
        { id: allItems(before)[0]!.id, value: 'kept out' },
        { id: allItems(other)[0]!.id, value: 'Stolen' },
        { id: 999_999, value: 'Nobody' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'formSections.0.id': [formMessages.unknownItem],
      'formItems.1.id': [formMessages.unknownItem],
      'formItems.2.id': [formMessages.unknownItem],
    });
    expect(await readQuestionnaire(t, user.headers, vessel.id)).toEqual(before);
    expect(await readQuestionnaire(t, user.headers, other.vessel.id)).toEqual(other);
    expect((await vesselOf(user.headers, vessel.id)).status).toBe(0);
  });
});

describe('GET /api/vessels/:id/questionnaire/consumptions', () => {
  it('answers the items of the consumption kinds with their values, by section then item position', async () => {
    const user = await t.signIn(Role.USER);
    const vessel = await apiVessel(t, user.headers);
    const q = await readQuestionnaire(t, user.headers, vessel.id);
    await saveQuestionnaire(t, user.headers, vessel.id, {
      status: 0,
      formItems: [{ id: itemOf(q, 'mainEngineConsumption').id, value: '6,900 t VLSFO' }],
    });
    const res = await t.app.inject({
      url: `/api/vessels/${vessel.id}/questionnaire/consumptions`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    const consumption = q.formSections.find((s) => s.title === 'Consumption')!;
    expect(res.json()).toEqual(
      consumption.formItems
        .filter((i) => i.mappedTo !== null)
        .map((i) => ({
          id: i.id,
          title: i.title,
          value: i.mappedTo === 'mainEngineConsumption' ? '6,900 t VLSFO' : null,
          position: i.position,
        })),
    );
    expect(res.json()).toHaveLength(6);

    // Moved to an earlier section, an entry comes first.
    const db = t.database.db;
    const boiler = itemOf(q, 'boilerConsumption');
    await db
      .update(questionnaireItems)
      .set({ sectionId: q.formSections[0]!.id, position: 99 })
      .where(eq(questionnaireItems.id, boiler.id));
    const moved = await t.app.inject({
      url: `/api/vessels/${vessel.id}/questionnaire/consumptions`,
      headers: user.headers,
    });
    expect(moved.json()[0]).toEqual({ id: boiler.id, title: boiler.title, value: null, position: 99 });
  });

  it('gives a vessel without a questionnaire one first', async () => {
    const user = await t.signIn(Role.USER);
    const vessel = await buildVessel(t.database.db);
    const res = await t.app.inject({
      url: `/api/vessels/${vessel.id}/questionnaire/consumptions`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { title: string }) => e.title)).toEqual(
      defaultQuestionnaireTemplate[2]!.items.filter((i) => i.mappedTo).map((i) => i.title),
    );
  });
});
