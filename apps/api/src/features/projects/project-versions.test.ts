import { type HistoryEntry, type Project, type ProjectConsumptionRate, Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { buildCustomer, referenceData } from '../../../test/factories.ts';
import { multipartBody, xlsxOf } from '../../../test/factories-clients.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
type Headers = { authorization: string };

const staleMessage = (who: string) =>
  new RegExp(
    `^This record was changed by ${who} at \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\. Reload to see the changes\\.$`,
  );

async function setUp() {
  await referenceData(t.database.db);
  const customer = await buildCustomer(t.database.db, { name: 'Maersk' });
  const ida = await t.signIn(Role.USER, { fullName: 'Ida Holm' });
  const ole = await t.signIn(Role.USER, { fullName: 'Ole Berg' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: ida.headers,
    payload: { name: 'Fleet 2026', description: 'Bulkers', customer: { id: customer.id } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ida, ole, project: res.json() as Project };
}

function putProject(headers: Headers, project: Project, changes: Record<string, unknown>) {
  const payload = { name: project.name, description: project.description, ...changes };
  return t.app.inject({ method: 'PUT', url: `/api/projects/${project.id}`, headers, payload });
}

const getProject = async (headers: Headers, id: number) =>
  (await t.app.inject({ url: `/api/projects/${id}`, headers })).json() as Project;

async function getRates(headers: Headers, id: number) {
  const res = await t.app.inject({ url: `/api/projects/${id}/consumption-rates`, headers });
  return res.json() as ProjectConsumptionRate[];
}

/** A rates save setting the price of the types with these short names (the others keep theirs). */
function putRates(
  headers: Headers,
  id: number,
  rates: ProjectConsumptionRate[],
  prices: Record<string, number>,
  version?: number,
) {
  const consumptionRates = rates.map((rate) => ({
    consumptionType: { id: rate.consumptionType.id },
    price: prices[rate.consumptionType.shortName] ?? rate.price,
    co2ConversionConstant: rate.co2ConversionConstant,
  }));
  const payload = { consumptionRates, version };
  return t.app.inject({ method: 'PUT', url: `/api/projects/${id}/consumption-rates`, headers, payload });
}

async function historyOf(headers: Headers, id: number) {
  const res = await t.app.inject({ url: `/api/history?recordType=project&recordId=${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HistoryEntry[];
}

describe('PUT /api/projects/{id} with a version', () => {
  it('refuses a stale save with who changed it and when, changing nothing; without a version the last save wins', async () => {
    const { ida, ole, project } = await setUp();
    expect(project).toMatchObject({ version: 1, consumptionRatesVersion: 1 });
    const saved = await putProject(ida.headers, project, { name: 'Fleet A', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Fleet A', version: 2, consumptionRatesVersion: 1 });

    const stale = await putProject(ole.headers, project, { description: 'Tankers', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    expect(await getProject(ida.headers, project.id)).toMatchObject({
      name: 'Fleet A',
      description: 'Bulkers',
      version: 2,
    });

    const unversioned = await putProject(ole.headers, project, { description: 'Tankers' });
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.json()).toMatchObject({ name: 'Fleet 2026', description: 'Tankers', version: 3 });
  });

  it('keeps the version of a save that changes nothing and writes no history, so a colleague’s save still goes through', async () => {
    const { ida, ole, project } = await setUp();
    const same = await putProject(ida.headers, project, { version: 1 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ name: 'Fleet 2026', version: 1 });
    expect(await historyOf(ida.headers, project.id)).toHaveLength(1);

    const saved = await putProject(ole.headers, project, { description: 'Tankers', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ description: 'Tankers', version: 2 });
  });

  it('writes creation, changes and archiving to the project’s history in the form’s words', async () => {
    const { ida, ole, project } = await setUp();
    await putProject(ole.headers, project, { name: 'Fleet A', description: null, version: 1 });
    const archived = await t.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: ida.headers });
    expect(archived.statusCode).toBe(204);
    const entries = await historyOf(ida.headers, project.id);
    expect(entries.map((entry) => ({ actor: entry.actor, action: entry.action, changes: entry.changes }))).toEqual([
      {
        actor: 'Ida Holm',
        action: 'deleted',
        changes: [{ field: 'Name', before: 'Fleet A', after: null }],
      },
      {
        actor: 'Ole Berg',
        action: 'updated',
        changes: [
          { field: 'Name', before: 'Fleet 2026', after: 'Fleet A' },
          { field: 'Description', before: 'Bulkers', after: null },
        ],
      },
      {
        actor: 'Ida Holm',
        action: 'created',
        changes: [
          { field: 'Name', before: null, after: 'Fleet 2026' },
          { field: 'Description', before: null, after: 'Bulkers' },
        ],
      },
    ]);
  });
});

describe('PUT /api/projects/{id}/consumption-rates with a version', () => {
  it('refuses a stale save of the rates, naming the last change of the rates, and changes nothing', async () => {
    const { ida, ole, project } = await setUp();
    const rates = await getRates(ida.headers, project.id);
    const saved = await putRates(ida.headers, project.id, rates, { HFO: 500 }, 1);
    expect(saved.statusCode, saved.body).toBe(200);
    // A save of the project's own fields is another form: it does not make the rates stale.
    expect((await putProject(ole.headers, project, { name: 'Fleet A', version: 1 })).statusCode).toBe(200);
    expect(await getProject(ida.headers, project.id)).toMatchObject({ version: 2, consumptionRatesVersion: 2 });

    const stale = await putRates(ole.headers, project.id, rates, { MGO: 900 }, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    const now = await getRates(ida.headers, project.id);
    expect(now.find((rate) => rate.consumptionType.shortName === 'MGO')).toEqual(
      rates.find((rate) => rate.consumptionType.shortName === 'MGO'),
    );

    const unversioned = await putRates(ole.headers, project.id, rates, { MGO: 900 });
    expect(unversioned.statusCode).toBe(200);
    expect(await getProject(ida.headers, project.id)).toMatchObject({ consumptionRatesVersion: 3 });
  });

  it('keeps the version of the rates saved unchanged and writes no history, so a colleague’s save still goes through', async () => {
    const { ida, ole, project } = await setUp();
    const rates = await getRates(ida.headers, project.id);
    const same = await putRates(ida.headers, project.id, rates, {}, 1);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(rates);
    expect(await getProject(ida.headers, project.id)).toMatchObject({ consumptionRatesVersion: 1 });
    expect(await historyOf(ida.headers, project.id)).toHaveLength(1);

    const saved = await putRates(ole.headers, project.id, rates, { MGO: 900 }, 1);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await getProject(ida.headers, project.id)).toMatchObject({ consumptionRatesVersion: 2 });
  });

  it('writes one history entry with each changed rate value, by consumption type and column', async () => {
    const { ida, project } = await setUp();
    const rates = await getRates(ida.headers, project.id);
    const hfo = rates.find((rate) => rate.consumptionType.shortName === 'HFO')!;
    const consumptionRates = rates.map((rate) => ({
      consumptionType: { id: rate.consumptionType.id },
      price: rate === hfo ? 500 : rate.price,
      co2ConversionConstant: rate === hfo ? 3.2 : rate.co2ConversionConstant,
    }));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/consumption-rates`,
      headers: ida.headers,
      payload: { consumptionRates, version: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await historyOf(ida.headers, project.id);
    expect(entry).toMatchObject({
      actor: 'Ida Holm',
      action: 'updated',
      changes: [
        { field: 'HFO · Price (USD per MT)', before: hfo.price, after: 500 },
        { field: 'HFO · CO2 conversion constant (per MT fuel)', before: hfo.co2ConversionConstant, after: 3.2 },
      ],
    });
  });
});

describe('POST /api/projects/{id}/import-vessels and history', () => {
  it('writes a created entry to the history of each imported vessel', async () => {
    const { ida, project } = await setUp();
    const file = await xlsxOf([
      ['Name', 'Vessel Type'],
      ['Nordic Star', 'Bulk Carrier'],
      ['Ocean Pearl', 'cs'],
    ]);
    const form = multipartBody(file);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/import-vessels`,
      headers: { ...ida.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const vessels = (await getProject(ida.headers, project.id)).vessels;
    expect(vessels).toHaveLength(2);
    const star = vessels.find((vessel) => vessel.name === 'Nordic Star')!;
    const history = await t.app.inject({
      url: `/api/history?recordType=vessel&recordId=${star.id}`,
      headers: ida.headers,
    });
    expect(history.json()).toEqual([
      expect.objectContaining({
        actor: 'Ida Holm',
        action: 'created',
        changes: [
          { field: 'Name', before: null, after: 'Nordic Star' },
          { field: 'Vessel type', before: null, after: 'Bulk Carrier' },
          { field: 'Project', before: null, after: 'Fleet 2026' },
        ],
      }),
    ]);
  });
});
