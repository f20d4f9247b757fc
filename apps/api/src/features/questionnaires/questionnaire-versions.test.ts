import { type HistoryEntry, type Questionnaire, Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import {
  apiVessel,
  type Headers,
  importQuestionnaireFile,
  readQuestionnaire,
  saveQuestionnaire,
  workbookOf,
} from '../../../test/factories-questionnaires.ts';
import { itOnPostgres } from '../../../test/postgres-only.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
const changedBy = /^This record was changed by (.+) at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Reload to see the changes\.$/;

async function setUp() {
  const ida = await t.signIn(Role.USER, { fullName: 'Ida Holm' });
  const ole = await t.signIn(Role.USER, { fullName: 'Ole Berg' });
  const vessel = await apiVessel(t, ida.headers);
  const questionnaire = await readQuestionnaire(t, ida.headers, vessel.id);
  const items = questionnaire.formSections.flatMap((section) => section.formItems);
  return { ida, ole, vessel, questionnaire, items };
}

const historyOf = async (headers: Headers, id: number) => {
  const res = await t.app.inject({ url: `/api/history?recordType=questionnaire&recordId=${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HistoryEntry[];
};

/** A save changing one of each: status, a section title, a value, an example, a hide flag and the free text. */
function everyKindOfChange(questionnaire: Questionnaire, items: { id: number }[]) {
  return {
    status: 1 as const,
    formSections: [{ id: questionnaire.formSections[0]!.id, title: 'Vessel' }],
    formItems: [
      { id: items[0]!.id, value: 'Nordic Star II' },
      { id: items[1]!.id, valueExample: 'e.g. 9412345', hide: true },
    ],
    existingEnergySavingTechnologies: 'Mewis duct',
    version: 1,
  };
}

describe('PUT /api/vessels/{id}/questionnaire with a version', () => {
  it('answers the version, raises it with each save and refuses a stale save naming who saved, changing nothing', async () => {
    const { ida, ole, vessel, questionnaire, items } = await setUp();
    expect(questionnaire.version).toBe(1);
    const item = items[0]!;
    const saved = await saveQuestionnaire(t, ida.headers, vessel.id, {
      status: 0,
      formItems: [{ id: item.id, value: 'Ida' }],
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as Questionnaire).version).toBe(2);

    const stale = await saveQuestionnaire(t, ole.headers, vessel.id, {
      status: 1,
      formItems: [{ id: item.id, value: 'Ole' }],
      existingEnergySavingTechnologies: 'Mewis duct',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(changedBy);
    expect(stale.json().error).toContain('Ida Holm');
    const now = await readQuestionnaire(t, ida.headers, vessel.id);
    expect(now).toMatchObject({ status: 0, version: 2, existingEnergySavingTechnologies: null });
    expect(now.formSections[0]!.formItems[0]!.value).toBe('Ida');
    expect(await historyOf(ida.headers, questionnaire.id)).toHaveLength(1);
  });

  it('without a version the last save wins; a version that is not a whole number from 1 is a 400 on the field', async () => {
    const { ida, ole, vessel, items } = await setUp();
    await saveQuestionnaire(t, ida.headers, vessel.id, { status: 0, formItems: [{ id: items[0]!.id, value: 'A' }] });
    const res = await saveQuestionnaire(t, ole.headers, vessel.id, {
      status: 0,
      formItems: [{ id: items[0]!.id, value: 'B' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 3 });
    for (const version of [0, 1.5, '2']) {
      const bad = await saveQuestionnaire(t, ida.headers, vessel.id, { status: 0, version: version as number });
      expect(bad.statusCode, String(version)).toBe(400);
      expect(Object.keys(bad.json())).toEqual(['version']);
    }
  });

  it('a save that changes nothing keeps the version and writes no history, so a colleague’s save of that version is taken', async () => {
    const { ida, ole, vessel, questionnaire, items } = await setUp();
    const first = items[0]!;
    const saved = await saveQuestionnaire(t, ida.headers, vessel.id, everyKindOfChange(questionnaire, items));
    expect(saved.statusCode, saved.body).toBe(200);
    const loaded = saved.json() as Questionnaire;
    expect(loaded).toMatchObject({ status: 1, version: 2 });

    // The whole form sent back as loaded: its status, every section title, every item's value, example and hide flag.
    const again = await saveQuestionnaire(t, ida.headers, vessel.id, {
      status: 1,
      formSections: loaded.formSections.map(({ id, title }) => ({ id, title })),
      formItems: loaded.formSections.flatMap((s) =>
        s.formItems.map(({ id, value, valueExample, hide }) => ({ id, value, valueExample, hide })),
      ),
      existingEnergySavingTechnologies: loaded.existingEnergySavingTechnologies,
      version: 2,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ version: 2, modifiedOn: loaded.modifiedOn });
    expect(await readQuestionnaire(t, ida.headers, vessel.id)).toEqual(loaded);
    expect(await historyOf(ida.headers, questionnaire.id)).toHaveLength(1);

    const colleague = await saveQuestionnaire(t, ole.headers, vessel.id, {
      status: 1,
      formItems: [{ id: first.id, value: 'Nordic Star III' }],
      version: 2,
    });
    expect(colleague.statusCode, colleague.body).toBe(200);
    expect((colleague.json() as Questionnaire).version).toBe(3);
    const [latest, ...older] = await historyOf(ida.headers, questionnaire.id);
    expect(older).toHaveLength(1);
    expect(latest).toMatchObject({
      actor: 'Ole Berg',
      changes: [{ field: first.title, before: 'Nordic Star II', after: 'Nordic Star III' }],
    });
  });

  itOnPostgres('of two saves of one version sent at once, one is saved and the other refused', async () => {
    const { ida, ole, vessel, questionnaire, items } = await setUp();
    const results = await Promise.all(
      [ida, ole].map((who, index) =>
        saveQuestionnaire(t, who.headers, vessel.id, {
          status: 0,
          formItems: [{ id: items[0]!.id, value: `Save ${index}` }],
          version: 1,
        }),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await readQuestionnaire(t, ida.headers, vessel.id)).version).toBe(2);
    expect(await historyOf(ida.headers, questionnaire.id)).toHaveLength(1);
  });
});

describe('the history of a questionnaire', () => {
  it('names each change of a staff save in the form’s words: status, section title, value, example, hide, free text', async () => {
    const { ida, vessel, questionnaire, items } = await setUp();
    const [first, second] = [items[0]!, items[1]!];
    const section = questionnaire.formSections[0]!;
    const res = await saveQuestionnaire(t, ida.headers, vessel.id, everyKindOfChange(questionnaire, items));
    expect(res.statusCode, res.body).toBe(200);

    const [entry] = await historyOf(ida.headers, questionnaire.id);
    expect(entry).toMatchObject({
      user: { id: ida.user.id, fullName: 'Ida Holm' },
      actor: 'Ida Holm',
      action: 'status',
      recordType: 'questionnaire',
      recordId: questionnaire.id,
      changes: [
        { field: 'Status', before: 'Draft', after: 'Published' },
        { field: 'Section title', before: section.title, after: 'Vessel' },
        { field: first.title, before: first.value, after: 'Nordic Star II' },
        { field: `Example: ${second.title}`, before: second.valueExample, after: 'e.g. 9412345' },
        { field: `Hide: ${second.title}`, before: 'No', after: 'Yes' },
        { field: 'Existing energy saving technologies', before: null, after: 'Mewis duct' },
      ],
    });
  });

  it('an import writes one entry with the sections and items removed, added and changed, and raises the version', async () => {
    const { ida, ole, vessel, questionnaire, items } = await setUp();
    await saveQuestionnaire(t, ida.headers, vessel.id, { status: 0, formItems: [{ id: items[0]!.id, value: 'Old' }] });
    const file = await workbookOf([
      ['Section', 'Request', 'Value', 'Example', 'Hide', 'Mapped to'],
      ['Identity', items[0]!.title, 'New', null, null, items[0]!.mappedTo],
      [null, 'Hull cleaning interval', '6 months', null, 'x', null],
    ]);
    const res = await importQuestionnaireFile(t, ole.headers, vessel.id, file);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Questionnaire).version).toBe(3);

    const [entry, ...older] = await historyOf(ida.headers, questionnaire.id);
    expect(older).toHaveLength(1);
    expect(entry).toMatchObject({ actor: 'Ole Berg', action: 'updated' });
    const changes = entry!.changes;
    expect(changes).toContainEqual({ field: 'Section', before: null, after: 'Identity' });
    expect(changes).toContainEqual({ field: 'Section', before: questionnaire.formSections[0]!.title, after: null });
    expect(changes).toContainEqual({ field: 'Item', before: items[1]!.title, after: null });
    expect(changes).toContainEqual({ field: 'Item', before: null, after: 'Hull cleaning interval' });
    expect(changes).toContainEqual({ field: items[0]!.title, before: 'Old', after: 'New' });

    const stale = await saveQuestionnaire(t, ida.headers, vessel.id, { status: 0, version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toContain('Ole Berg');
  });
});
