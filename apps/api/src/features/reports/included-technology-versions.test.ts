import { type HistoryEntry, type IncludedTechnology, type NovelTechnology, Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { temporaryDataDir } from '../../../test/factories-files.ts';
import {
  includeTechnology,
  linkMakerAndSupplier,
  reportSetUp,
  savingsBody,
} from '../../../test/factories-report-technologies.ts';
import { itOnPostgres } from '../../../test/postgres-only.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });
type Headers = { authorization: string };

const staleMessage = (actor: string) =>
  new RegExp(
    `^This record was changed by ${actor} at \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\. Reload to see the changes\\.$`,
  );

async function setUp() {
  const db = t.database.db;
  const ida = await t.signIn(Role.USER, { fullName: 'Ida Holm' });
  const ole = await t.signIn(Role.USER, { fullName: 'Ole Berg' });
  const data = await reportSetUp(db);
  const added = await includeTechnology(t, ida.headers, data.report.id, data.hull.id);
  return { ...data, db, ida, ole, added };
}

const putSavings = (headers: Headers, reportId: number, techId: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/reports/${reportId}/included-technologies/${techId}`,
    headers,
    payload: savingsBody(payload),
  });

const putNote = (headers: Headers, techId: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/included-technologies/${techId}/calcSavings`, headers, payload });

async function included(headers: Headers, reportId: number) {
  const res = await t.app.inject({ url: `/api/reports/${reportId}/included-technologies`, headers });
  return (res.json() as IncludedTechnology[])[0]!;
}

async function historyOf(headers: Headers, reportId: number) {
  const res = await t.app.inject({ url: `/api/history?recordType=report&recordId=${reportId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HistoryEntry[];
}

describe('versions of included technologies', () => {
  it('answers the version, raises it with each save and refuses a stale save or note with who changed it, changing nothing', async () => {
    const { ida, ole, report, added } = await setUp();
    expect(added.version).toBe(1);
    const saved = await putSavings(ida.headers, report.id, added.id, { calcSavings: 6, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as IncludedTechnology).version).toBe(2);

    const stale = await putSavings(ole.headers, report.id, added.id, { calcSavings: 7, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    const staleNote = await putNote(ole.headers, added.id, { note: 'Too high', version: 1 });
    expect(staleNote.statusCode).toBe(409);
    expect(staleNote.json().error).toMatch(staleMessage('Ida Holm'));

    const now = await included(ida.headers, report.id);
    expect(now).toMatchObject({ version: 2, calcSavings: { value: 6, note: null } });
    expect((await historyOf(ida.headers, report.id)).map((entry) => entry.actor)).toEqual(['Ida Holm', 'Ida Holm']);
  });

  it('a note with the version raises it; without a version the last save wins', async () => {
    const { ida, ole, report, added } = await setUp();
    const noted = await putNote(ida.headers, added.id, { note: 'From the maker’s offer', version: 1 });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toMatchObject({ version: 2, calcSavings: { note: 'From the maker’s offer' } });
    const last = await putSavings(ole.headers, report.id, added.id, { calcSavings: 7 });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ version: 3, calcSavings: { value: 7 } });
    const unversionedNote = await putNote(ida.headers, added.id, { note: null });
    expect(unversionedNote.json()).toMatchObject({ version: 4, calcSavings: { note: null } });
  });

  it('a save with the values it has, fixed MT savings in another order too, keeps the version and writes no history; a colleague’s save of that version is taken', async () => {
    const { db, ida, ole, report, wide, main, aux, hfo, lfo } = await setUp();
    const { maker, supplier } = await linkMakerAndSupplier(db, wide.id);
    const mainHfo = {
      fixedCalcSavingsInMt: 120.5,
      consumptionCategory: { id: main.id },
      consumptionType: { id: hfo.id },
    };
    const auxLfo = { fixedCalcSavingsInMt: 40, consumptionCategory: { id: aux.id }, consumptionType: { id: lfo.id } };
    const values = {
      technologyMaker: { id: maker.id },
      technologySupplier: { id: supplier.id },
      potentialForVessel: 'High',
      vesselTechnologyFixedConsumptionSavings: [mainHfo, auxLfo],
    };
    const wideAdded = await includeTechnology(t, ida.headers, report.id, wide.id, values);
    expect(wideAdded).toMatchObject({ version: 1, calcSavings: { value: 0 } });
    expect(wideAdded.vesselTechnologyFixedConsumptionSavings).toHaveLength(2);

    const same = await putSavings(ida.headers, report.id, wideAdded.id, {
      ...values,
      vesselTechnologyFixedConsumptionSavings: [auxLfo, mainHfo],
      version: 1,
    });
    expect(same.statusCode, same.body).toBe(200);
    const sameAnswer = same.json() as IncludedTechnology;
    expect(sameAnswer).toMatchObject({ version: 1, potentialForVessel: 'High', technologyMaker: { id: maker.id } });
    expect(sameAnswer.vesselTechnologyFixedConsumptionSavings).toEqual(
      wideAdded.vesselTechnologyFixedConsumptionSavings,
    );
    // Both technologies added, nothing since.
    expect((await historyOf(ida.headers, report.id)).map((entry) => entry.action)).toEqual(['created', 'created']);

    // Ole loaded version 1 too: his real change is taken and raises the version.
    const changed = await putSavings(ole.headers, report.id, wideAdded.id, {
      ...values,
      vesselTechnologyFixedConsumptionSavings: [{ ...mainHfo, fixedCalcSavingsInMt: 120 }, auxLfo],
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ version: 2 });
    const [updated] = await historyOf(ida.headers, report.id);
    expect(updated).toMatchObject({
      actor: 'Ole Berg',
      changes: [{ field: `Waste Heat Recovery · ${main.name} – ${hfo.name} (MT)`, before: 120.5, after: 120 }],
    });
  });

  it('a note saved with the text it has, or emptied when there is none, keeps the version and writes no history; a colleague’s save is taken', async () => {
    const { ida, ole, report, added } = await setUp();
    const none = await putNote(ida.headers, added.id, { note: '', version: 1 });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ version: 1, calcSavings: { note: null } });
    const noted = await putNote(ida.headers, added.id, { note: 'Per the maker', version: 1 });
    expect(noted.json()).toMatchObject({ version: 2, calcSavings: { note: 'Per the maker' } });

    const same = await putNote(ida.headers, added.id, { note: 'Per the maker', version: 2 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ version: 2, calcSavings: { note: 'Per the maker' } });
    expect((await historyOf(ida.headers, report.id)).map((entry) => entry.action)).toEqual(['updated', 'created']);

    // Ole loaded version 2 too: his real change is taken and raises the version.
    const changed = await putNote(ole.headers, added.id, { note: 'Per the offer', version: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ version: 3, calcSavings: { note: 'Per the offer' } });
    const [updated] = await historyOf(ida.headers, report.id);
    expect(updated).toMatchObject({
      actor: 'Ole Berg',
      changes: [{ field: 'Hull Coating · Note on Savings (%)', before: 'Per the maker', after: 'Per the offer' }],
    });
  });

  it('refuses a version that is not a whole number from 1, on the field', async () => {
    const { ida, report, added } = await setUp();
    for (const version of [0, 1.5, '1']) {
      const savings = await putSavings(ida.headers, report.id, added.id, { version });
      expect(savings.statusCode, String(version)).toBe(400);
      expect(Object.keys(savings.json())).toEqual(['version']);
      const note = await putNote(ida.headers, added.id, { note: 'x', version });
      expect(Object.keys(note.json())).toEqual(['version']);
    }
    expect((await included(ida.headers, report.id)).version).toBe(1);
  });

  itOnPostgres('of two saves of one version sent at once, one is saved and the other refused', async () => {
    const { ida, ole, report, added } = await setUp();
    const results = await Promise.all([
      putSavings(ida.headers, report.id, added.id, { calcSavings: 6, version: 1 }),
      putSavings(ole.headers, report.id, added.id, { calcSavings: 7, version: 1 }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((res) => res.statusCode === 200)!.json() as IncludedTechnology;
    expect(await included(ida.headers, report.id)).toMatchObject({
      version: 2,
      calcSavings: { value: winner.calcSavings.value },
    });
    // Added, and one save.
    expect(await historyOf(ida.headers, report.id)).toHaveLength(2);
  });
});

describe('the report’s history of its technologies', () => {
  it('records an included technology added, changed, noted and removed, labelled with its name and in words', async () => {
    const { db, ida, ole, report, hull, main, hfo, categories, types, added } = await setUp();
    const { maker, supplier } = await linkMakerAndSupplier(db, hull.id);
    const fixed = { fixedCalcSavingsInMt: 100, consumptionCategory: { id: main.id }, consumptionType: { id: hfo.id } };
    const saved = await putSavings(ole.headers, report.id, added.id, {
      technologyMaker: { id: maker.id },
      technologySupplier: { id: supplier.id },
      potentialForVessel: 'High',
      vesselTechnologyFixedConsumptionSavings: [fixed],
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await putNote(ole.headers, added.id, { note: 'Per the maker', version: 2 });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/reports/${report.id}/included-technologies/${added.id}`,
      headers: ida.headers,
    });
    expect(removed.statusCode).toBe(204);

    const [deleted, noted, updated, created] = await historyOf(ida.headers, report.id);
    expect(created).toMatchObject({ actor: 'Ida Holm', action: 'created', recordType: 'report', recordId: report.id });
    expect(created!.changes).toEqual([
      { field: 'Included technology', before: null, after: 'Hull Coating' },
      { field: 'Hull Coating · Savings (%)', before: null, after: 5 },
      { field: 'Hull Coating · Confidence interval (%)', before: null, after: 1.5 },
      { field: 'Hull Coating · Equipment cost (USD)', before: null, after: 100_000 },
      { field: 'Hull Coating · Installation cost (USD)', before: null, after: 20_000 },
      { field: 'Hull Coating · Operation cost (USD/year)', before: null, after: 1_000 },
    ]);
    expect(updated).toMatchObject({ actor: 'Ole Berg', action: 'updated' });
    expect(updated!.changes).toEqual([
      // A fixed MT saving stores Savings (%) as 0.
      { field: 'Hull Coating · Savings (%)', before: 5, after: 0 },
      { field: 'Hull Coating · Technology maker', before: null, after: maker.name },
      { field: 'Hull Coating · Technology supplier', before: null, after: supplier.name },
      { field: 'Hull Coating · Potential for the vessel', before: null, after: 'High' },
      { field: `Hull Coating · ${categories[0]!.name} – ${types[0]!.name} (MT)`, before: null, after: 100 },
    ]);
    expect(noted!.changes).toEqual([
      { field: 'Hull Coating · Note on Savings (%)', before: null, after: 'Per the maker' },
    ]);
    expect(deleted).toMatchObject({ actor: 'Ida Holm', action: 'deleted' });
    expect(deleted!.changes).toEqual(
      expect.arrayContaining([
        { field: 'Included technology', before: 'Hull Coating', after: null },
        { field: 'Hull Coating · Technology maker', before: maker.name, after: null },
        { field: 'Hull Coating · Note on Savings (%)', before: 'Per the maker', after: null },
      ]),
    );
  });

  it('a save that changes nothing is not recorded', async () => {
    const { ida, report, added } = await setUp();
    const same = await putSavings(ida.headers, report.id, added.id, { version: 1 });
    expect(same.json()).toMatchObject({ version: 1 });
    expect((await historyOf(ida.headers, report.id)).map((entry) => entry.action)).toEqual(['created']);
  });

  it('records a novel technology added and removed', async () => {
    const { ida, report, wide } = await setUp();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reports/${report.id}/novel-technologies`,
      headers: ida.headers,
      payload: { technology: { id: wide.id } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const novel = res.json() as NovelTechnology;
    await t.app.inject({ method: 'DELETE', url: `/api/novel-technologies/${novel.id}`, headers: ida.headers });

    const [removed, added] = await historyOf(ida.headers, report.id);
    expect(added).toMatchObject({
      action: 'created',
      changes: [{ field: 'Novel technology', before: null, after: 'Waste Heat Recovery' }],
    });
    expect(removed).toMatchObject({
      actor: 'Ida Holm',
      action: 'deleted',
      changes: [{ field: 'Novel technology', before: 'Waste Heat Recovery', after: null }],
    });
  });
});
