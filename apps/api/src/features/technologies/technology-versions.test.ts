import { type HistoryEntry, Role, type Technology, type TechnologyMaker } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { referenceData } from '../../../test/factories.ts';
import { buildMaker, buildSupplier, catalogueLookups, technologyBody } from '../../../test/factories-catalogue.ts';
import { readableDocx, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
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
  const ida = await t.signIn(Role.ADMIN, { fullName: 'Ida Holm' });
  const ole = await t.signIn(Role.ADMIN, { fullName: 'Ole Berg' });
  const lookups = await catalogueLookups(db);
  const { categories, vesselTypes } = await referenceData(db);
  const body = technologyBody(lookups, { name: 'Air Lubrication', consumptionCategories: [{ id: categories[0]!.id }] });
  const res = await t.app.inject({ method: 'POST', url: '/api/technologies', headers: ida.headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { db, ida, ole, lookups, categories, vesselTypes, body, technology: res.json() as Technology };
}

const put = (headers: Headers, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/technologies/${id}`, headers, payload });

const get = async (headers: Headers, id: number) =>
  (await t.app.inject({ url: `/api/technologies/${id}`, headers })).json() as Technology;

async function historyOf(headers: Headers, id: number) {
  const res = await t.app.inject({ url: `/api/history?recordType=technology&recordId=${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HistoryEntry[];
}

/** A maker linked to the technology through the API, with an uploaded Word template. */
async function linkMaker(headers: Headers, technologyId: number) {
  const maker = await buildMaker(t.database.db, { name: 'MAN Energy' });
  const word = await uploadFile(t.app, headers, { name: 'offer.docx', usage: 'docx', bytes: readableDocx });
  const body = {
    maker: { id: maker.id },
    calcSavings: 5,
    calcConfidenceInterval: 10,
    calcEquipmentCost: 300_000,
    calcInstallationCost: 40_000,
    calcOperationCost: 2_500,
    wordTemplateFile: { id: word.id },
  };
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/technologies/${technologyId}/makers`,
    headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { maker, body, link: res.json() as TechnologyMaker };
}

const putMaker = (headers: Headers, technologyId: number, makerId: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/technologies/${technologyId}/makers/${makerId}`, headers, payload });

describe('PUT /api/technologies/{id} with a version', () => {
  it('answers the version, raises it with each save and refuses a stale save with who changed it, changing nothing', async () => {
    const { ida, ole, body, technology } = await setUp();
    expect(technology.version).toBe(1);
    const saved = await put(ida.headers, technology.id, { ...body, calcSavings: 5, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ calcSavings: 5, version: 2 });

    const stale = await put(ole.headers, technology.id, { ...body, calcSavings: 6, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    expect(await get(ole.headers, technology.id)).toMatchObject({ calcSavings: 5, version: 2 });
    expect((await historyOf(ida.headers, technology.id)).map((entry) => entry.action)).toEqual(['updated', 'created']);
  });

  it('a save with the values it has changes nothing: the version stays, no history, a colleague’s save of that version is taken', async () => {
    const { ida, ole, body, technology } = await setUp();
    const same = await put(ida.headers, technology.id, { ...body, version: 1 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ name: 'Air Lubrication', calcSavings: 4, version: 1 });
    expect((await historyOf(ida.headers, technology.id)).map((entry) => entry.action)).toEqual(['created']);

    // Ole loaded version 1 too: his real change is taken and raises the version.
    const changed = await put(ole.headers, technology.id, { ...body, calcSavings: 5, version: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ calcSavings: 5, version: 2 });
    const [updated] = await historyOf(ida.headers, technology.id);
    expect(updated).toMatchObject({ actor: 'Ole Berg', changes: [{ field: 'Savings (%)', before: 4, after: 5 }] });
  });

  it('without a version the last save wins; a version that is not a whole number from 1 is refused on the field', async () => {
    const { ida, ole, body, technology } = await setUp();
    await put(ida.headers, technology.id, { ...body, calcSavings: 5 });
    const last = await put(ole.headers, technology.id, { ...body, calcSavings: 6 });
    expect(last.json()).toMatchObject({ calcSavings: 6, version: 3 });
    for (const version of [0, 1.5, '3']) {
      const res = await put(ida.headers, technology.id, { ...body, version });
      expect(res.statusCode, String(version)).toBe(400);
      expect(Object.keys(res.json())).toEqual(['version']);
    }
  });

  itOnPostgres('of two saves of one version sent at once, one is saved and the other refused', async () => {
    const { ida, ole, body, technology } = await setUp();
    const results = await Promise.all([
      put(ida.headers, technology.id, { ...body, calcSavings: 5, version: 1 }),
      put(ole.headers, technology.id, { ...body, calcSavings: 6, version: 1 }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await get(ida.headers, technology.id)).version).toBe(2);
  });
});

describe('the technology’s history', () => {
  it('records it created, changed and archived in the catalogue form’s words, picks by name', async () => {
    const { ida, ole, lookups, categories, body, technology } = await setUp();
    const [created] = await historyOf(ida.headers, technology.id);
    expect(created).toMatchObject({ actor: 'Ida Holm', action: 'created', recordType: 'technology' });
    expect(created!.changes).toEqual(
      expect.arrayContaining([
        { field: 'Name', before: null, after: 'Air Lubrication' },
        { field: 'Savings category', before: null, after: lookups.savingsCategories[0]!.name },
        { field: 'Savings (%)', before: null, after: 4 },
        { field: 'Implementation stages', before: null, after: lookups.implementationStages[0]!.name },
        { field: 'Consumption categories', before: null, after: categories[0]!.name },
      ]),
    );

    const saved = await put(ole.headers, technology.id, {
      ...body,
      shortName: 'AL',
      savingsCategory: { id: lookups.savingsCategories[1]!.id },
      implementationStages: [lookups.implementationStages[0]!.id, lookups.implementationStages[1]!.id],
      consumptionCategories: [{ id: categories[0]!.id }, { id: categories[1]!.id }],
      leadTime: '',
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [updated] = await historyOf(ida.headers, technology.id);
    expect(updated).toMatchObject({ actor: 'Ole Berg', action: 'updated' });
    const [firstCategory, secondCategory] = [categories[0]!, categories[1]!].sort((a, b) =>
      a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
    );
    expect(updated!.changes).toEqual([
      { field: 'Short name', before: body.shortName, after: 'AL' },
      {
        field: 'Savings category',
        before: lookups.savingsCategories[0]!.name,
        after: lookups.savingsCategories[1]!.name,
      },
      { field: 'Lead time', before: '3 months', after: null },
      {
        field: 'Implementation stages',
        before: lookups.implementationStages[0]!.name,
        after: `${lookups.implementationStages[0]!.name}, ${lookups.implementationStages[1]!.name}`,
      },
      {
        field: 'Consumption categories',
        before: categories[0]!.name,
        after: `${firstCategory!.name}, ${secondCategory!.name}`,
      },
    ]);

    const archived = await t.app.inject({
      method: 'DELETE',
      url: `/api/technologies/${technology.id}`,
      headers: ida.headers,
    });
    expect(archived.statusCode).toBe(204);
    const [deleted] = await historyOf(ida.headers, technology.id);
    expect(deleted).toMatchObject({
      actor: 'Ida Holm',
      action: 'deleted',
      changes: [{ field: 'Name', before: 'Air Lubrication', after: null }],
    });
  });

  it('records its vessel-type values changed, labelled with the vessel type', async () => {
    const { ida, vesselTypes, technology } = await setUp();
    const vesselType = vesselTypes[0]!;
    const url = `/api/technologies/${technology.id}/vessel-type-details/${vesselType.id}`;
    const values = {
      calcSavings: 6,
      calcConfidenceInterval: null,
      calcEquipmentCost: null,
      calcInstallationCost: null,
      calcOperationCost: null,
    };
    expect((await t.app.inject({ method: 'PUT', url, headers: ida.headers, payload: values })).statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url, headers: ida.headers, payload: { ...values, calcSavings: null } });
    const [cleared, set] = await historyOf(ida.headers, technology.id);
    expect(set!.changes).toEqual([{ field: `${vesselType.name} · Savings (%)`, before: null, after: 6 }]);
    expect(cleared!.changes).toEqual([{ field: `${vesselType.name} · Savings (%)`, before: 6, after: null }]);
  });
});

describe('maker and supplier links', () => {
  it('a maker link answers its version; a stale save is refused with who changed it, changing nothing', async () => {
    const { ida, ole, technology } = await setUp();
    const { maker, body, link } = await linkMaker(ida.headers, technology.id);
    expect(link.version).toBe(1);
    const saved = await putMaker(ida.headers, technology.id, maker.id, { ...body, calcSavings: 6, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ calcSavings: 6, version: 2 });
    const stale = await putMaker(ole.headers, technology.id, maker.id, { ...body, calcSavings: 7, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    const read = await t.app.inject({
      url: `/api/technologies/${technology.id}/makers/${maker.id}`,
      headers: ole.headers,
    });
    expect(read.json()).toMatchObject({ calcSavings: 6, version: 2 });
    const last = await putMaker(ole.headers, technology.id, maker.id, { ...body, calcSavings: 7 });
    expect(last.json()).toMatchObject({ calcSavings: 7, version: 3 });
    // The technology's own version is another: its maker links do not raise it.
    expect((await get(ida.headers, technology.id)).version).toBe(1);
  });

  it('a maker link saved with the values it has keeps its version and writes no history; a colleague’s save of it is taken', async () => {
    const { ida, ole, technology } = await setUp();
    const { maker, body } = await linkMaker(ida.headers, technology.id);
    const same = await putMaker(ida.headers, technology.id, maker.id, { ...body, version: 1 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ calcSavings: 5, version: 1 });
    expect((await historyOf(ida.headers, technology.id)).map((entry) => entry.action)).toEqual(['created', 'created']);

    const changed = await putMaker(ole.headers, technology.id, maker.id, { ...body, calcSavings: 6, version: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ calcSavings: 6, version: 2 });
    const [updated] = await historyOf(ida.headers, technology.id);
    expect(updated).toMatchObject({
      actor: 'Ole Berg',
      action: 'updated',
      changes: [{ field: 'MAN Energy · Savings (%)', before: 5, after: 6 }],
    });
  });

  it('records maker and supplier links added, changed and removed under the technology, in words', async () => {
    const { ida, ole, technology } = await setUp();
    const { maker, body } = await linkMaker(ida.headers, technology.id);
    const sheet = await uploadFile(t.app, ole.headers, { name: 'calc.xlsx', usage: 'calculationTemplate' });
    await putMaker(ole.headers, technology.id, maker.id, {
      ...body,
      calcSavings: 6,
      calculationTemplateFile: { id: sheet.id },
      version: 1,
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/technologies/${technology.id}/makers/${maker.id}`,
      headers: ida.headers,
    });
    const supplier = await buildSupplier(t.database.db, { name: 'Silverstream' });
    const suppliersUrl = `/api/technologies/${technology.id}/suppliers`;
    const linked = await t.app.inject({
      method: 'POST',
      url: suppliersUrl,
      headers: ole.headers,
      payload: { supplier: { id: supplier.id } },
    });
    expect(linked.statusCode, linked.body).toBe(201);
    await t.app.inject({ method: 'DELETE', url: `${suppliersUrl}/${supplier.id}`, headers: ole.headers });

    const [unlinked, supplierAdded, makerRemoved, makerChanged, makerAdded] = await historyOf(
      ida.headers,
      technology.id,
    );
    expect(makerAdded).toMatchObject({ actor: 'Ida Holm', action: 'created' });
    expect(makerAdded!.changes).toEqual([
      { field: 'Maker', before: null, after: 'MAN Energy' },
      { field: 'MAN Energy · Savings (%)', before: null, after: 5 },
      { field: 'MAN Energy · Confidence interval (%)', before: null, after: 10 },
      { field: 'MAN Energy · Equipment cost (USD)', before: null, after: 300_000 },
      { field: 'MAN Energy · Installation cost (USD)', before: null, after: 40_000 },
      { field: 'MAN Energy · Operation cost (USD/year)', before: null, after: 2_500 },
      { field: 'MAN Energy · Word template', before: null, after: 'offer.docx' },
    ]);
    expect(makerChanged).toMatchObject({ actor: 'Ole Berg', action: 'updated' });
    expect(makerChanged!.changes).toEqual([
      { field: 'MAN Energy · Savings (%)', before: 5, after: 6 },
      { field: 'MAN Energy · Calculation template', before: null, after: 'calc.xlsx' },
    ]);
    expect(makerRemoved).toMatchObject({ action: 'deleted' });
    expect(makerRemoved!.changes).toContainEqual({ field: 'Maker', before: 'MAN Energy', after: null });
    expect(supplierAdded).toMatchObject({
      action: 'created',
      changes: [{ field: 'Supplier', before: null, after: 'Silverstream' }],
    });
    expect(unlinked).toMatchObject({
      action: 'deleted',
      changes: [{ field: 'Supplier', before: 'Silverstream', after: null }],
    });
  });
});
